type Fill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star, as the theme's stars show it. */
export function starFills(score: number): Fill[] {
	const halves = Math.round(Math.min(5, Math.max(0, score)) * 2);
	return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty'));
}

export const formatScore = (score: number): string => (Math.round(score * 2) / 2).toLocaleString(document.documentElement.lang || 'it');
