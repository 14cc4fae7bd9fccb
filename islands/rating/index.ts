import { createElement } from 'react';
import { registerStrings, t } from '../../src/i18n.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { Rating } from './rating.tsx';
import { formatScore } from './stars.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** `data-score` of 0–5; empty or missing means no rating yet. */
export function readScore(el: HTMLElement): number | null {
	const score = Number.parseFloat(el.dataset.score ?? '');
	return Number.isFinite(score) && score > 0 ? Math.min(5, score) : null;
}

/**
 * Read-only stars with half stars. React draws the element's content: the theme's static stars
 * (`.vp-rating-stars`, or whatever the element held) become stars of the same size and the theme's text
 * is drawn again, so nothing moves. The element is the one image screen readers hear.
 */
export function mount(el: HTMLElement): () => void {
	const score = readScore(el);
	const text = el.querySelector('.vp-rating-text')?.textContent ?? null;
	const saved = { role: el.getAttribute('role'), 'aria-label': el.getAttribute('aria-label') };
	el.setAttribute('role', 'img');
	el.setAttribute('aria-label', score === null ? t('rating.none') : t('rating.label', { score: formatScore(score) }));
	const teardown = renderIsland(el, 'rating', createElement(Rating, { score, text }));
	return () => {
		teardown();
		for (const [name, value] of Object.entries(saved)) {
			if (value === null) el.removeAttribute(name);
			else el.setAttribute(name, value);
		}
	};
}
