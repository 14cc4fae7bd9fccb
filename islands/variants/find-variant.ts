/** One variant as the theme prints it: `[url, value 1, value 2, …]`. */
export type Variant = [url: string, ...values: string[]];

/** Accepts only a list of string arrays with a url first: the JSON comes from the server. */
export function parseVariants(json: string | null | undefined): Variant[] {
	let data: unknown;
	try {
		data = JSON.parse(json ?? '');
	} catch {
		return [];
	}
	if (!Array.isArray(data)) return [];
	return data.filter((row): row is Variant => Array.isArray(row) && row.length > 0 && row.every((cell) => typeof cell === 'string'));
}

/**
 * VirtueMart's cvfind.js: the first variant whose leading values equal the selection; when none
 * does, the last selected value is relaxed, then the last two, and so on. So choosing a size that
 * lacks the selected pack still lands on that size.
 */
export function findVariantUrl(variants: Variant[], selection: string[]): string | null {
	for (let wanted = selection.length; wanted > 0; wanted--) {
		const hit = variants.find(([, ...values]) => selection.slice(0, wanted).every((value, i) => values[i] === value));
		if (hit) return hit[0];
	}
	return null;
}
