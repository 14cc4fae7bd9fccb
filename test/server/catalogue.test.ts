import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../fixtures/server/catalogue.ts';

const catalogue = new Catalogue();

describe('the demo catalogue', () => {
	it('has at least 60 products in at least 8 top categories with subcategories, and 8 manufacturers', () => {
		const roots = catalogue.categories.filter((c) => c.parent === null);
		expect(catalogue.products.length).toBeGreaterThanOrEqual(60);
		expect(roots.length).toBeGreaterThanOrEqual(8);
		for (const root of roots) expect(catalogue.children(root.id).length).toBeGreaterThan(0);
		expect(catalogue.manufacturers.length).toBeGreaterThanOrEqual(8);
	});

	it('has a category with at least 48 products for the 48-card bench page', () => {
		expect(catalogue.categories.some((c) => catalogue.productsIn(c.id).length >= 48)).toBe(true);
	});

	it('covers every variant family: packs of 1-100 PZ, sizes in mm, capacities in t, colour codes', () => {
		const values = new Set(catalogue.products.flatMap((p) => p.values));
		for (const pack of ['1 PZ', '10 PZ', '12 PZ', '24 PZ', '50 PZ', '100 PZ']) expect(values).toContain(pack);
		expect([...values].some((v) => /^\d+ mm$/.test(v))).toBe(true);
		expect([...values].some((v) => /^\d+ t$/.test(v))).toBe(true);
		expect([...values].some((v) => /^RAL \d{4}$/.test(v))).toBe(true);
		expect(catalogue.families.some((f) => f.type === 'A')).toBe(true);
		expect(catalogue.families.some((f) => f.reload)).toBe(true);
	});

	it('has discounts, unavailable products, half-star ratings, reviews and required options', () => {
		expect(catalogue.products.some((p) => p.discount > 0)).toBe(true);
		expect(catalogue.products.some((p) => p.stock === 0)).toBe(true);
		expect(catalogue.products.some((p) => p.rating !== null && p.rating % 1 === 0.5)).toBe(true);
		expect(catalogue.products.some((p) => p.rating === null)).toBe(true);
		expect(catalogue.products.some((p) => p.reviews.length > 1)).toBe(true);
		expect(catalogue.customs.some((c) => c.required)).toBe(true);
	});

	it('resolves product urls, three and four levels deep, back to their product', () => {
		for (const p of catalogue.products) {
			const segments = catalogue.productUrl(p).split('/').slice(2);
			expect(catalogue.resolve(segments)?.product?.id).toBe(p.id);
		}
	});
});
