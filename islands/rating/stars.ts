type Fill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star, as the theme's stars show it. */
export function starFills(score: number): Fill[] {
	const halves = Math.round(Math.min(5, Math.max(0, score)) * 2);
	return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

const formats = new Map<string, Intl.NumberFormat>();
/** One number format per language: `toLocaleString(lang)` builds a new one each call (a millisecond at 4× CPU, per card). */
export const formatScore = (score: number): string => {
	const lang = document.documentElement.lang || 'it';
	if (!formats.has(lang)) formats.set(lang, new Intl.NumberFormat(lang));
	return formats.get(lang)!.format(Math.round(score * 2) / 2);
};
