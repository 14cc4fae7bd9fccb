import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../fixtures/server/catalogue.ts';
import { islandsSettled, useShop } from './harness.ts';

const shop = useShop();
const catalogue = new Catalogue();

const DRILL = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail'; // 111: -10%, select + radio options

interface Struck {
	/** Products (cards or the product page) looked at. */
	products: number;
	/** Visible struck-through amounts seen: a page with discounts shows some, so the check sees them. */
	struck: number;
	/** Struck-through amounts equal to the price paid shown beside them: a fake discount. */
	fake: string[];
}

/**
 * Every visible element drawn with a line through it, against the sales price its product shows
 * (the card's, or the product page's): the same amount struck through is a fake discount.
 */
function struckPrices(page: Page): Promise<Struck> {
	return page.evaluate(() => {
		const amount = (text: string | null | undefined) => text?.match(/\d[\d.]*,\d\d/)?.[0];
		const products = [...document.querySelectorAll<HTMLElement>('[data-vm="product-container"], .productdetails-view')].filter(
			(product) => !product.parentElement?.closest('[data-vm="product-container"], .productdetails-view'),
		);
		let struck = 0;
		const fake: string[] = [];
		for (const product of products) {
			const sales = [...product.querySelectorAll<HTMLElement>('span.PricesalesPrice')].find((span) => span.checkVisibility());
			for (const el of product.querySelectorAll<HTMLElement>('*')) {
				if (!getComputedStyle(el).textDecorationLine.includes('line-through') || !el.checkVisibility() || !amount(el.textContent)) continue;
				struck++;
				if (amount(el.textContent) === amount(sales?.textContent)) fake.push(`${product.querySelector('h1, h2')?.textContent?.trim()}: ${el.textContent}`);
			}
		}
		return { products: products.length, struck, fake };
	});
}

describe('prices as the shopper sees them', () => {
	it('should strike through no price equal to the price shown, in any category of the demo shop', { timeout: 300_000 }, async () => {
		let struck = 0;
		const { page, errors } = await shop.open('/prodotti');
		for (const category of catalogue.categories) {
			// Every product of the category on one page (49 at most), as drawn at load: islands draw the same prices.
			await page.goto(new URL(`${catalogue.categoryUrl(category.id)}?limit=96`, shop.url).href);
			const seen = await struckPrices(page);
			expect(seen.fake, category.name).toEqual([]);
			expect(seen.products, category.name).toBe(catalogue.productsIn(category.id).length);
			struck += seen.struck;
		}
		expect(errors).toEqual([]);
		// The discounted products' list prices are struck through: the check above does see line-through.
		expect(struck).toBeGreaterThan(0);
	});

	it('should strike through no price equal to the price shown on the home page and a product page', { timeout: 90_000 }, async () => {
		for (const path of ['/', DRILL, catalogue.productUrl(catalogue.product(1)!)]) {
			const { page, errors } = await shop.open(path);
			await islandsSettled(page);
			const seen = await struckPrices(page);
			expect(seen.fake, path).toEqual([]);
			expect(seen.products, path).toBeGreaterThan(0);
			expect(errors).toEqual([]);
			await page.close();
		}
	});

	it('should show an option change with IVA, as the option is labelled, and the list price struck only beside a discount', async () => {
		const { page, errors } = await shop.open(DRILL);
		await islandsSettled(page);
		const block = page.locator('.productdetails-view .product-price');
		const answered = page.waitForResponse((r) => r.url().includes('task=recalculate'));
		const option = page.locator('label.vp-radio', { hasText: 'Valigetta rigida' });
		expect(await option.textContent()).toContain('(+15,25 €)');
		await option.locator('input').check();
		await answered;
		const change = block.locator('div.PricevariantModification');
		await expect.poll(() => change.isVisible()).toBe(true);
		expect(await change.locator('span.PricevariantModification').textContent()).toBe('15,25 €');
		// 129 + 12,50 = 141,50 net: 172,63 € list, 155,37 € after the 10% discount.
		expect(await block.locator('span.PricebasePriceWithTax').textContent()).toBe('172,63 €');
		expect(await block.locator('span.PricesalesPrice').textContent()).toBe('155,37 €');
		expect((await struckPrices(page)).struck).toBe(1);
		expect((await struckPrices(page)).fake).toEqual([]);
		expect(errors).toEqual([]);
	});
});
