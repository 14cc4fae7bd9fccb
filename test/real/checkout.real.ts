/**
 * A guest's order on the real shop, from the cart to VirtueMart's thank-you page: the terms ticked in the
 * background, then one plain post of the order button (VirtueMart's "confirm" once the address and the terms
 * are in), which VirtueMart answers with the order number of the order it stored.
 */
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { BILL_TO, CART, cartUpdate, enterBillTo, fillCart, gotoCart, HELMET, openSettled, PRODUCTS, placeOrder } from './cart-helpers.ts';
import { forEachRealShop } from './harness.ts';
import { openFirstPaint, shiftsIn } from './layout-shifts.ts';

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

	it("shows an order's details with its items and its status history as tabs, where VirtueMart's script drew them", async () => {
		const { page } = await openSettled(harness, HELMET);
		await placeOrder(harness, page);
		await page.waitForLoadState();
		const [number, pass] = (await harness.shop.sql('SELECT order_number, order_pass FROM jvm_virtuemart_orders ORDER BY virtuemart_order_id DESC LIMIT 1'))
			.trim()
			.split('\t');
		const detailsPage = harness.at(`/index.php?option=com_virtuemart&view=orders&layout=details&order_number=${number}&order_pass=${pass}`);
		const details = await page.goto(detailsPage);
		if (harness.shop.templates === 'bs3') {
			// VirtueMart 4.4's bs3 set has no history layout for its order page: the page fails, with or without Vetrina.
			expect([details?.status(), await page.locator('main blockquote').textContent()]).toEqual([
				500,
				expect.stringContaining('Layout bs3-details_history not found'),
			]);
			return;
		}
		const tabs = page.locator('#ui-tabs [role="tablist"] [role="tab"]');
		await tabs.first().waitFor();
		expect(await tabs.evaluateAll((all) => all.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]))).toEqual([
			['Order Items', 'true'],
			['Recent Status Changes', 'false'],
		]);
		const items = page.getByRole('tabpanel', { name: 'Order Items' });
		expect(await items.getByRole('link', { name: 'Safety Helmet' }).isVisible()).toBe(true);
		// bs5's stylesheet hides the history for VirtueMart's script: the tab shows it.
		const history = page.getByRole('tabpanel', { name: 'Recent Status Changes' });
		expect(await history.isVisible()).toBe(false);
		const places = () => tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect()).map(({ x, width }) => [x, width]));
		const placesBefore = await places();
		await page.getByRole('tab', { name: 'Recent Status Changes' }).click();
		expect([await history.isVisible(), await items.isVisible()]).toEqual([true, false]);
		// Choosing a tab moves none of them (the layout-shift count forgives a shift just after a click).
		expect(await places()).toEqual(placesBefore);
		expect(await history.textContent()).toContain('Order Status');
		await page.keyboard.press('ArrowLeft');
		expect([await items.isVisible(), await page.getByRole('tab', { name: 'Order Items' }).evaluate((tab) => tab === document.activeElement)]).toEqual([
			true,
			true,
		]);
		// Nothing the island moved: the tabs' room is kept from the first paint. (Elsewhere in the page the shop's
		// icon font, arriving after the first paint on a busy machine, may move a line of its own.)
		expect(await shiftsIn(page, '#ui-tabs')).toEqual([]);

		// A slow phone paints the page before it has parsed all of it: the page as far as its first section, before
		// any script of Vetrina's has run, shows that section where the tabs leave it.
		const firstSection = () => page.locator('#tab-1').evaluate((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().top + scrollY]);
		const withTabs = await firstSection();
		await openFirstPaint(page, detailsPage, (html) => html.indexOf('<div id="tab-2"'));
		expect([await page.locator('#ui-tabs > .tabs').count(), await page.locator('[role="tablist"]').count(), await firstSection()]).toEqual([1, 0, withTabs]);
		await page.unrouteAll();
	});
});
