/**
 * VirtueMart's "add to cart popup" switched off: the product form is the shop's plain form again, and
 * Vetrina lets the browser post it (VirtueMart's `task=add`) instead of opening its dialog.
 */
import { expect, it } from 'vitest';
import { CART, HELMET, openSettled } from './cart-helpers.ts';
import { describeRealShop } from './harness.ts';

describeRealShop('add to cart without the popup (bs5)', {}, (harness) => {
	it('posts the product form to the cart, which lists the product', async () => {
		await harness.shop.sql(`UPDATE jvm_virtuemart_configs SET config=REPLACE(config, 'addtocart_popup="1"', 'addtocart_popup="0"')`);
		const { page, requests } = await openSettled(harness, HELMET);
		await page.waitForSelector('form.product[data-island-state="ready"]');
		const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
		await page.click('form.product button[name="addtocart"], form.product input[name="addtocart"]');
		const post = await navigation;
		await page.waitForLoadState();
		const body = new URLSearchParams(post.postData() ?? '');
		expect([body.get('task'), body.getAll('virtuemart_product_id[]'), body.getAll('quantity[]')]).toEqual(['add', ['160'], ['1']]);
		expect(requests.filter((request) => request.url().includes('task=addJS'))).toEqual([]);
		expect(new URL(page.url()).pathname).toBe(`${harness.shop.base}${CART}`);
		expect(await page.locator('dialog').count()).toBe(0);
		await page.waitForSelector('#checkoutForm[data-island-state="ready"]');
		expect(await page.locator('[name="quantity[0]"]').inputValue()).toBe('1');
		expect(await page.locator('#checkoutForm').getByText('Safety Helmet').count()).toBeGreaterThan(0);
	});
});
