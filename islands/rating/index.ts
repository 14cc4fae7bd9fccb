import { registerStrings, t } from '../../src/i18n.ts';
import { formatScore, stars } from './stars.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** `data-score` of 0–5; empty or missing means no rating yet. */
export function readScore(el: HTMLElement): number | null {
	const score = Number.parseFloat(el.dataset.score ?? '');
	return Number.isFinite(score) && score > 0 ? Math.min(5, score) : null;
}

/**
 * Read-only stars with half stars (plain DOM: listings stay free of React). The theme's static stars
 * (`.vp-rating-stars`) are replaced in place by stars of the same size and its text stays, so nothing
 * moves; without them the island fills the element. The element is the one image screen readers hear.
 */
export function mount(el: HTMLElement): () => void {
	const score = readScore(el);
	const saved = { role: el.getAttribute('role'), 'aria-label': el.getAttribute('aria-label') };
	el.setAttribute('role', 'img');
	el.setAttribute('aria-label', score === null ? t('rating.none') : t('rating.label', { score: formatScore(score) }));
	const theme = el.querySelector('.vp-rating-stars');
	const fallback = theme ? [theme] : [...el.childNodes];
	const ours = stars(score, !theme);
	if (theme) theme.replaceWith(ours);
	else el.replaceChildren(ours);
	// Give the server's markup back, so a remount starts from the same markup.
	return () => {
		if (theme) ours.replaceWith(theme);
		else el.replaceChildren(...fallback);
		for (const [name, value] of Object.entries(saved)) {
			if (value === null) el.removeAttribute(name);
			else el.setAttribute(name, value);
		}
	};
}
