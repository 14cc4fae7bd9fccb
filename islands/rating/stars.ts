import { t } from '../../src/i18n.ts';

type Fill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star, as the theme's stars show it. */
export function starFills(score: number): Fill[] {
	const halves = Math.round(Math.min(5, Math.max(0, score)) * 2);
	return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

/**
 * The score to the nearest half in the page's language ("4,5"), its decimal mark from the strings: the
 * first `Intl.NumberFormat` of a page loads the locale's data (docs/performance.md#measurements-behind-the-code).
 */
export const formatScore = (score: number): string => String(Math.round(score * 2) / 2).replace('.', t('rating.decimal'));
