import { createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { render } from '../../src/ui/render.tsx';
import { Rating } from './rating.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** `data-score` of 0–5; empty or missing means no rating yet. */
export function readScore(el: HTMLElement): number | null {
	const score = Number.parseFloat(el.dataset.score ?? '');
	return Number.isFinite(score) && score > 0 ? Math.min(5, score) : null;
}

export function mount(el: HTMLElement): () => void {
	const fallback = [...el.childNodes];
	el.replaceChildren();
	const unmount = render(el, createElement(Rating, { score: readScore(el) }));
	// Give the server's text back, so a remount starts from the same markup.
	return () => {
		unmount();
		el.replaceChildren(...fallback);
	};
}
