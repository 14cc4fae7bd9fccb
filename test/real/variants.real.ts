/**
 * Variants on the real shop's `/index.php/product-variants` (VirtueMart's sample data): customfield variants
 * priced by `recalculate`, the multi-variant whose child is drawn in place from VirtueMart's own inline data,
 * and child variants chosen from a list of their pages: on every shop, vmbasic's and the Italian one too.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { forEachRealShop, forEveryRealShop, islandsSettled, openProduct } from './harness.ts';
import { wordsOf } from './words.ts';

const VARIANTS = '/index.php/product-variants';
const isRecalculate = (request: Request) => new URL(request.url()).searchParams.get('task') === 'recalculate';

/** Picks an option of a VirtueMart select through the enhanced select that stands for it. */
async function choose(page: Page, select: string, option: string): Promise<void> {
	await page.locator(select).locator('xpath=following-sibling::*[contains(@class, "vetrina-select")]').getByRole('combobox').click();
	await page.getByRole('option', { name: option, exact: true }).click();
}

const heading = (page: Page) => page.locator('h1').first().textContent();

forEveryRealShop((shop) => {
	const added = (name: string) => wordsOf(shop.shop).vm('COM_VIRTUEMART_CART_PRODUCT_ADDED', name, 1);

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

	it("draws each customfield select as wide as the shop's own select, its chosen text whole", async () => {
		const path = `${VARIANTS}/customfield-string-detail`;
		const { page: plain } = await shop.open(path, { javaScriptEnabled: false });
		const native = await plain
			.locator('form.product select')
			.evaluateAll((selects) => selects.map((select) => Math.round(select.getBoundingClientRect().width)));
		const { page } = await openProduct(shop, path);
		const drawn = await page.locator('form.product select.vetrina-select-native').evaluateAll((selects) =>
			selects.map((select) => {
				const control = select.nextElementSibling!.querySelector('[role="combobox"]')!;
				const value = control.querySelector('.vetrina-select-value');
				return { width: Math.round(control.getBoundingClientRect().width), whole: !value || value.scrollWidth <= value.clientWidth + 1 };
			}),
		);
		expect(drawn.map(({ whole }) => whole)).toEqual(native.map(() => true));
		drawn.forEach(({ width }, index) => expect(width, `select ${index}`).toBeGreaterThanOrEqual(native[index]! - 1));
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
		await expect.poll(() => page.getByRole('dialog').textContent()).toContain(added('Multi Variant Child'));
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
		await expect.poll(() => page.getByRole('dialog').textContent()).toContain(added('generic child variant B'));
	});
});

forEachRealShop((shop) => {
	it("ends a choice too long for its card in an ellipsis, before the theme's arrow", async () => {
		// A phone's width, tall enough for every card to be in view and its selects enhanced.
		const { page } = await shop.open(VARIANTS, { viewport: { width: 390, height: 6000 } });
		await page.waitForFunction(() => document.querySelectorAll('.product-field select[data-island-state="ready"]').length >= 8);
		await islandsSettled(page);
		const controls = await page.$$eval('.vetrina-select-control', (found) =>
			found.map((control) => {
				const style = getComputedStyle(control);
				const contentEnd = control.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
				// The box the text is drawn in, or the control itself when the text sits in it loose.
				const box = [...control.children].find((child) => child.textContent === control.textContent) ?? control;
				return {
					text: control.textContent,
					overrun: Math.max(0, Math.round(box.getBoundingClientRect().right - contentEnd)),
					cut: box.scrollWidth > box.clientWidth,
					ellipsis: getComputedStyle(box).textOverflow === 'ellipsis',
				};
			}),
		);
		// bs5's cards are narrower than the sample's long choices: some are cut there, so the check is not idle.
		// bs3's and legacy's selects take the width their native select takes, the text whole, as VirtueMart's.
		const cut = controls.filter((control) => control.cut).length;
		if (shop.shop.templates === 'bs5') expect(cut).toBeGreaterThan(0);
		else expect(cut).toBe(0);
		for (const { text, overrun, cut, ellipsis } of controls) {
			expect(overrun, text!).toBe(0);
			if (cut) expect(ellipsis, text!).toBe(true);
		}
	});
});
