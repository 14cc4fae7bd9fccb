/**
 * Variants on the real shop's `/index.php/product-variants` (VirtueMart's sample data): customfield variants
 * priced by `recalculate`, the multi-variant whose child is drawn in place from VirtueMart's own inline data,
 * and child variants chosen from a list of their pages.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { forEachRealShop, openProduct } from './harness.ts';

const VARIANTS = '/index.php/product-variants';
const isRecalculate = (request: Request) => new URL(request.url()).searchParams.get('task') === 'recalculate';

/** Picks an option of a VirtueMart select through the enhanced select that stands for it. */
async function choose(page: Page, select: string, option: string): Promise<void> {
	await page.locator(select).locator('xpath=following-sibling::*[contains(@class, "vetrina-select")]').getByRole('combobox').click();
	await page.getByRole('option', { name: option, exact: true }).click();
}

const heading = (page: Page) => page.locator('h1').first().textContent();

forEachRealShop((shop) => {
	it("prices a customfield variant with VirtueMart's recalculation", async () => {
		const { page, requests } = await openProduct(shop, `${VARIANTS}/customfield-string-detail`);
		const price = page.locator('.product-price .PricesalesPrice').last();
		expect(await price.textContent()).toBe('11,00 €');
		const answer = page.waitForResponse((response) => isRecalculate(response.request()));
		await choose(page, 'select[name="customProductData[171][13]"]', 'Expert +5,39 €');
		const { salesPrice } = JSON.parse(await (await answer).text()) as { salesPrice: string };
		expect(salesPrice).not.toBe('11,00 €');
		await expect.poll(() => price.textContent()).toBe(salesPrice);
		const calls = requests.filter(isRecalculate);
		expect(calls).toHaveLength(1);
		expect([...new URL(calls[0]!.url()).searchParams]).toEqual(
			expect.arrayContaining([
				['customProductData[171][13]', '10067'],
				['customProductData[171][14]', '10063'],
				['quantity[]', '1'],
				['virtuemart_product_id[]', '171'],
			]),
		);
	});

	it('draws the chosen child of a multi-variant in place', async () => {
		const { page, requests } = await openProduct(shop, `${VARIANTS}/multi-variant-detail`);
		// A mark on the window: a page load would lose it.
		await page.evaluate(() => Object.assign(window, { sameDocument: true }));
		await choose(page, 'select[name="field[300][300][customfield_value][0]"]', '51.0');
		await expect.poll(() => heading(page)).toBe('Multi Variant Child');
		await expect.poll(() => page.url()).toBe(shop.at(`${VARIANTS}/multi-variant-6-detail`));
		const fetched = requests.filter((request) => request.resourceType() === 'fetch' && request.url().includes('multi-variant-6-detail'));
		expect(fetched.map((request) => new URL(request.url()).search)).toEqual(['?tmpl=component&format=html&dynamic=1']);
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
		expect(await page.locator('select[name="field[305][300][customfield_value][0]"]').inputValue()).toBe('51.0000');
		await page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
		await page.locator('form.product [name="addtocart"]').click();
		await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Multi Variant Child was added to your cart.');
	});

	it('goes to the child variant chosen from the list, which adds to the cart', async () => {
		const { page } = await openProduct(shop, `${VARIANTS}/generic-child-cart-variant-detail`);
		// The parent offers no add to cart of its own: a child must be chosen.
		expect(await page.locator('form.product [name="addtocart"]:enabled').count()).toBe(0);
		await choose(page, 'select[name="field[172][10068][customfield_value]"]', 'GCV-B');
		await page.waitForURL(shop.at(`${VARIANTS}/generic-child-variant-b-detail`));
		await page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		expect(await heading(page)).toBe('generic child variant B');
		await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
		await page.locator('form.product [name="addtocart"]').click();
		await expect.poll(() => page.getByRole('dialog').textContent()).toContain('generic child variant B was added to your cart.');
	});
});
