import { t } from '../../src/i18n.ts';

type Fill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star, as the theme's stars show it. */
export function starFills(score: number): Fill[] {
	const halves = Math.round(Math.min(5, Math.max(0, score)) * 2);
	return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

export const formatScore = (score: number): string => (Math.round(score * 2) / 2).toLocaleString(document.documentElement.lang || 'it');

/**
 * Five stars, each with its hint ("1 Stelle" … "5 Stelle") for pointer users, hidden from screen
 * readers: the rating element itself is the image. `withText` adds "Nessuna valutazione" when the
 * theme's own text is not there.
 */
export function stars(score: number | null, withText: boolean): HTMLElement {
	const root = document.createElement('span');
	root.className = 'vetrina-rating';
	root.setAttribute('aria-hidden', 'true');
	starFills(score ?? 0).forEach((fill, index) => {
		const star = document.createElement('span');
		star.className = `vetrina-star vetrina-star--${fill}`;
		star.title = t('rating.hint', { count: index + 1 });
		root.append(star);
	});
	if (score === null && withText) {
		const none = document.createElement('span');
		none.className = 'vetrina-rating--none';
		none.textContent = t('rating.none');
		root.append(none);
	}
	return root;
}
