import { variantRows, type Variant } from '../../src/cvselvars.ts';

export type { Variant };

/** The theme's JSON list (`script.vetrina-variants`, `data-variants`); nothing when it is not JSON. */
export function parseVariants(json: string | null | undefined): Variant[] {
	try {
		return variantRows(JSON.parse(json ?? ''));
	} catch {
		return [];
	}
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
