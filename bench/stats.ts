/** Summaries of repeated measurements: the median with the spread around it. */
export interface Summary {
	median: number;
	min: number;
	max: number;
	runs: number;
}

export const isSummary = (value: unknown): value is Summary =>
	typeof value === 'object' && value !== null && 'median' in value && 'min' in value && 'max' in value;

/** The median (mean of the middle two for an even count), min and max; null for no values. */
export function summarize(values: readonly number[]): Summary | null {
	const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
	if (!sorted.length) return null;
	const mid = sorted.length >> 1;
	const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
	return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** How many times the floor a figure is, median to median; null when the floor is zero or missing. */
export function ratio(value: Summary | null, floor: Summary | null): number | null {
	if (!value || !floor || floor.median === 0) return null;
	return value.median / floor.median;
}
