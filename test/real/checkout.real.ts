/**
 * A guest's order on the real shop, from the cart to VirtueMart's thank-you page: the terms ticked in the
 * background, then one plain post of the order button (VirtueMart's "confirm" once the address and the terms
 * are in), which VirtueMart answers with the order number of the order it stored.
 */
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { BILL_TO, CART, cartUpdate, enterBillTo, fillCart, gotoCart, HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { forEachRealShop } from './harness.ts';

const isPost = (request: Request) => request.method() === 'POST';
const fields = (request: Request) => new URLSearchParams(request.postData() ?? '');

forEachRealShop((harness) => {
	it("places a guest's order: the terms ticked in the background, one post of the order button, VirtueMart's thank-you page", async () => {
		const { page, requests } = await openSettled(harness, HELMET);
		await fillCart(harness, page, [[PRODUCTS.helmet, 1]]);
		await enterBillTo(harness, page);

		await gotoCart(harness, page);
		requests.length = 0;
		const ticked = await cartUpdate(page, () => page.locator('#tos').check());
		// VirtueMart's hidden `tos=0` comes first; the ticked box's 1 after it.
		expect([ticked.method, ticked.query.tmpl, ticked.body.getAll('tos')]).toEqual(['POST', 'component', ['0', '1']]);
		await page.waitForSelector('#checkoutForm:not([aria-busy="true"])');
		expect(await page.locator('#tos').isChecked()).toBe(true);

		const placed = page.waitForRequest((request) => isPost(request) && request.isNavigationRequest());
		expect(await page.locator('#checkoutFormSubmit').getAttribute('name')).toBe('confirm');
		await page.locator('#checkoutFormSubmit').click();
		const order = fields(await placed);
		// With the address in and the terms ticked, the answer's button confirms the order.
		expect([order.get('confirm'), order.getAll('tos'), order.get('task')]).toEqual(['1', ['0', '1'], 'updatecart']);
		await page.waitForLoadState();
		const thanks = (await page.locator('main').textContent())!.replace(/\s+/g, ' ');
		expect(thanks).toMatch(/Thank you for your order/i);
		const number = thanks.match(/Order Number ?:? ?(\w+)/)?.[1];
		// The order the page names is the shop's: one helmet's total, the guest's bill-to address.
		const stored = await harness.shop.sql(
			`SELECT ROUND(o.order_total, 2), u.email, u.last_name FROM jvm_virtuemart_orders o JOIN jvm_virtuemart_order_userinfos u USING (virtuemart_order_id) WHERE o.order_number='${number}' AND u.address_type='BT'`,
		);
		expect(stored.trim().split('\t')).toEqual([thanks.match(/Total ?:? ?([\d,]+) €/)![1]!.replace(',', '.'), BILL_TO.email, BILL_TO.last_name]);
		expect(requests.filter((request) => isPost(request) && request.isNavigationRequest())).toHaveLength(1);

		// The order took the cart with it.
		await page.goto(harness.at(CART));
		expect(await page.locator('[name^="quantity["]').count()).toBe(0);
	});
});
