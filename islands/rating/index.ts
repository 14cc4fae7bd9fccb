import { createElement } from 'react';
import { registerStrings, t } from '../../src/i18n.ts';
import { render } from '../../src/ui/render.tsx';
import { formatScore, Rating } from './rating.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** `data-score` of 0–5; empty or missing means no rating yet. */
export function readScore(el: HTMLElement): number | null {
	const score = Number.parseFloat(el.dataset.score ?? '');
	return Number.isFinite(score) && score > 0 ? Math.min(5, score) : null;
}

/**
 * Read-only stars with half stars. The theme's static stars (`.vp-rating-stars`) are replaced in
 * place by stars of the same size and its text stays, so nothing moves; without them the island
 * fills the element. The element itself is the one image screen readers hear.
 */
export function mount(el: HTMLElement): () => void {
	const score = readScore(el);
	const label = score === null ? t('rating.none') : t('rating.label', { score: formatScore(score) });
	const saved = { role: el.getAttribute('role'), label: el.getAttribute('aria-label') };
	el.setAttribute('role', 'img');
	el.setAttribute('aria-label', label);
	const stars = el.querySelector('.vp-rating-stars');
	const fallback = stars ? [stars] : [...el.childNodes];
	const host = document.createElement('span');
	host.className = 'vetrina-rating-host';
	if (stars) stars.replaceWith(host);
	else el.replaceChildren(host);
	const unmount = render(host, createElement(Rating, { score, withText: !stars }));
	// Give the server's markup back, so a remount starts from the same markup.
	return () => {
		unmount();
		if (stars) host.replaceWith(stars);
		else el.replaceChildren(...fallback);
		for (const [name, value] of [['role', saved.role], ['aria-label', saved.label]] as const) {
			if (value === null) el.removeAttribute(name);
			else el.setAttribute(name, value);
		}
	};
}
