import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

const live = (keyword: string, extra = '') =>
	`/cerca?keyword=${encodeURIComponent(keyword)}&view=ajaxsearch&virtuemart_category_id=0&limitstart=0&limit=10${extra}`;

describe('live search on the search form action', () => {
	it('answers {suggestions:[{value, data, image, price}], count} for "trapano a batteria"', async () => {
		const answer = await visitor().json<{ suggestions: { value: string; data: string }[]; count: number }>(live('trapano a batteria'));
		expect(Object.keys(answer)).toEqual(['suggestions', 'count']);
		expect(answer.count).toBeGreaterThanOrEqual(2);
		expect(answer.suggestions[0]).toEqual({
			value: 'Trapano a batteria 18V Brushless con percussione',
			data: '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail',
			image: '/images/prodotti/trapano-a-batteria-18v-brushless.svg',
			price: '141,64 €',
		});
	});

	it('ranks names that start with the words first, then words starting a name word, then the rest', async () => {
		const answer = await visitor().json<{ suggestions: { value: string }[]; count: number }>(live('trapano'));
		const names = answer.suggestions.map((s) => s.value);
		// The three drills, then the self-drilling screws whose description only mentions a drill point.
		expect(names.slice(0, 3).every((name) => name.startsWith('Trapano'))).toBe(true);
		expect(names.slice(3).every((name) => name.startsWith('Vite autoperforante'))).toBe(true);
		expect(answer.count).toBe(9);
	});

	it('honours limit, keeps count as the total and filters by category', async () => {
		const v = visitor();
		const all = await v.json<{ suggestions: unknown[]; count: number }>(live('vite').replace('limit=10', 'limit=3'));
		expect(all.suggestions).toHaveLength(3);
		expect(all.count).toBeGreaterThan(3);
		const paints = v.shop.catalogue.categories.find((c) => c.slug === 'vernici-e-pitture')!.id;
		const inPaints = await v.json<{ count: number }>(live('vite').replace('virtuemart_category_id=0', `virtuemart_category_id=${paints}`));
		expect(inPaints.count).toBe(0);
	});

	it('answers no suggestions and count 0 for an unknown word; the answer is not cacheable', async () => {
		const res = await visitor().request(live('zzzz'));
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(await res.json()).toEqual({ suggestions: [], count: 0 });
	});

	it('without view=ajaxsearch renders the results page', async () => {
		const page = await visitor().text('/cerca?keyword=trapano');
		expect(page).toContain('Risultati per «trapano»');
		expect(page).toContain('data-vetrina="product-card"');
		expect(page).toMatch(/<p>\d+ prodotti trovati\.<\/p>/);
	});

	it('says one result in the singular (not "1 prodotti trovati")', async () => {
		expect(await visitor().text('/cerca?keyword=carta%20abrasiva')).toContain('<p>1 prodotto trovato.</p>');
	});
});
