/**
 * The cart page of every real shop (vmbasic's and the Italian one too): a line's quantity and its removal in
 * the background with what VirtueMart says of them, coupons, a step's warning, a failed update, a cart changed
 * in another tab, shipment and payment, the terms of service.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { billTotal, CART, cartUpdate, fillCart, gotoCart, HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { forEveryRealShop, idle } from './harness.ts';
import { wordsOf } from './words.ts';

/** Sold in steps of 2 here: no other journey may use this product. */
const STEPPED = '1210';

forEveryRealShop((harness) => {
	const words = () => wordsOf(harness.shop);
	const termsTitle = () => words().vm('COM_VIRTUEMART_CART_TOS');
	beforeAll(async () => {
		await harness.shop.sql(
			`UPDATE jvm_virtuemart_products SET product_params='min_order_level=""|max_order_level=""|step_order_level="2"|product_box=""|' WHERE virtuemart_product_id=${STEPPED}`,
		);
	});
	/** A guest's cart: two helmets on line 0, one cap on line 1. */
	async function openCart() {
		const opened = await openSettled(harness, HELMET);
		await fillCart(harness, opened.page, [
			[PRODUCTS.helmet, 2],
			[PRODUCTS.cap, 1],
		]);
		await gotoCart(harness, opened.page);
		return opened;
	}
	const quantity = (n: number) => `[name="quantity[${n}]"]`;
	/** Each line's quantity, in the cart form's order. */
	const lines = (page: Page) =>
		page.locator('#checkoutForm [name^="quantity["]').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
	/** The theme's system messages, as the shopper reads them. */
	const messages = (page: Page) =>
		page
			.locator('#system-message-container')
			.textContent()
			.then((text) => text ?? '');

	it('updates a line’s quantity in the background and shows the totals the shop computes', async () => {
		const { page } = await openCart();
		const before = await billTotal(page);
		const { method, path, query, body } = await cartUpdate(page, async () => {
			await page.locator(quantity(0)).fill('3');
			await page.locator(quantity(0)).press('Tab');
		});
		expect({ method, path: path.replace(harness.shop.base, ''), query }).toEqual({ method: 'POST', path: CART, query: { tmpl: 'component' } });
		expect(Object.fromEntries(['quantity[0]', 'quantity[1]', 'updatecart.0', 'task', 'option', 'view'].map((k) => [k, body.get(k)]))).toEqual({
			'quantity[0]': '3',
			'quantity[1]': '1',
			'updatecart.0': '',
			task: 'updatecart',
			option: 'com_virtuemart',
			view: 'cart',
		});
		expect(await page.locator(quantity(0)).inputValue()).toBe('3');
		const after = await billTotal(page);
		expect(after).not.toBe(before);
		// The totals drawn from the answer are the ones the shop prints for the saved cart.
		await gotoCart(harness, page);
		expect(await page.locator(quantity(0)).inputValue()).toBe('3');
		expect(await billTotal(page)).toBe(after);
	});

	it('removes a line in the background', async () => {
		const { page } = await openCart();
		const { body } = await cartUpdate(page, () => page.locator('[name="delete.1"]').click());
		expect([body.has('delete.1'), body.get('quantity[0]'), body.get('quantity[1]')]).toEqual([true, '2', '1']);
		expect(await lines(page)).toEqual(['2']);
		expect(await page.locator('#checkoutForm').getByText('Cap "Baseball"').count()).toBe(0);
		// What VirtueMart's reload said, said here.
		expect(await messages(page)).toContain(words().vm('COM_VIRTUEMART_PRODUCT_REMOVED_SUCCESSFULLY'));
		await gotoCart(harness, page);
		expect(await lines(page)).toEqual(['2']);
	});

	it('says what VirtueMart says of a wrong coupon and of a valid one, each message replacing the one before', async () => {
		const { page } = await openCart();
		const before = await billTotal(page);
		const enter = (code: string) =>
			cartUpdate(page, async () => {
				await page.fill('#checkoutForm [name="coupon_code"]', code);
				await page.click('#checkoutForm [name="setcoupon"]');
			});
		const sent = await enter('NESSUNO-2026');
		expect([sent.body.get('coupon_code'), sent.body.has('setcoupon')]).toEqual(['NESSUNO-2026', true]);
		await idle(page);
		expect(await messages(page)).toContain(words().vm('COM_VIRTUEMART_COUPON_CODE_INVALID'));
		expect(await billTotal(page)).toBe(before);
		await enter('Sample Coupon');
		await idle(page);
		const said = await messages(page);
		expect(said).toContain(words().vm('COM_VIRTUEMART_CART_COUPON_VALID'));
		expect(said).not.toContain(words().vm('COM_VIRTUEMART_COUPON_CODE_INVALID'));
		expect(await billTotal(page)).not.toBe(before);
	});

	it('shows a step warning under the quantity, the line keeping its layout, at 1280 and 390 px', async () => {
		const opened = await openSettled(harness, HELMET);
		const { page } = opened;
		await fillCart(harness, page, [[STEPPED, 2]]);
		/** The field's box and the alert's, read at one instant (the page may be scrolling), in page coordinates. */
		const boxes = () =>
			page.evaluate(() => {
				const inPage = (element: Element | null) => {
					if (!element) return null;
					const { x, y, width, height } = element.getBoundingClientRect();
					return { x, y: y + scrollY, width, height };
				};
				const alert = document.querySelector('#checkoutForm .vetrina-cart-alert');
				return {
					field: inPage(document.querySelector('[name="quantity[0]"]'))!,
					alert: inPage(alert),
					lineHeight: alert ? Number.parseFloat(getComputedStyle(alert).lineHeight) || 20 : 0,
				};
			});
		for (const width of [1280, 390]) {
			await page.setViewportSize({ width, height: 900 });
			await gotoCart(harness, page);
			const field = page.locator(quantity(0));
			const before = (await boxes()).field;
			await field.fill('3');
			await field.press('Tab');
			const alert = page.locator('#checkoutForm .vetrina-cart-alert');
			await alert.waitFor();
			await idle(page);
			expect((await alert.textContent())!.trim()).toBe(words().vm('COM_VIRTUEMART_WRONG_AMOUNT_ADDED', 2));
			const after = await boxes();
			const shown = after.alert!;
			// The field its own size, the message under it, on a few lines at least as wide as the field.
			expect(Math.abs(after.field.height - before.height), `the field's height at ${width} px`).toBeLessThanOrEqual(1);
			expect(shown.y, `the message under the field at ${width} px`).toBeGreaterThanOrEqual(after.field.y + after.field.height - 1);
			expect(shown.width, `the message's width at ${width} px`).toBeGreaterThanOrEqual(after.field.width);
			expect(Math.round(shown.height / after.lineHeight), `the message's lines at ${width} px`).toBeLessThanOrEqual(3);
		}
	});

	it('puts back what the cart holds when an update fails, and says the change was not saved', async () => {
		const { page } = await openCart();
		const total = await billTotal(page);
		await page.route(
			(url) => url.searchParams.get('tmpl') === 'component',
			(route) => route.abort('connectionreset'),
			{ times: 1 },
		);
		await page.locator(quantity(0)).fill('5');
		await page.locator(quantity(0)).press('Tab');
		const dialog = page.getByRole('alertdialog');
		await dialog.waitFor();
		expect(await dialog.textContent()).toContain(words().vetrina('checkout-form.notSaved'));
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });
		await idle(page);
		expect([await page.locator(quantity(0)).inputValue(), await page.locator(quantity(1)).inputValue(), await billTotal(page)]).toEqual(['2', '1', total]);
	});

	it('follows a cart changed in another tab once the shopper leaves the field being typed in', async () => {
		const { page } = await openCart();
		const other = await page.context().newPage();
		await other.goto(harness.at(HELMET));
		await other.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		await idle(other);
		// The shopper is typing a coupon here: the cart waits, whatever the other tab does.
		await page.fill('#checkoutForm [name="coupon_code"]', 'SCONTO');
		const fetched: string[] = [];
		page.on('request', (request) => new URL(request.url()).searchParams.get('tmpl') === 'component' && fetched.push(request.method()));
		const synced = page.evaluate(
			() => new Promise((done) => document.addEventListener('vetrina:cart:updated', (event) => done((event as CustomEvent).detail), { once: true })),
		);
		await other.locator('form.product [name="addtocart"]').click();
		await other.getByRole('dialog').waitFor();
		expect(await synced).toEqual({ source: 'sync' });
		expect(fetched).toEqual([]);
		expect(await lines(page)).toEqual(['2', '1']);
		expect(await page.locator('#checkoutForm [name="coupon_code"]').inputValue()).toBe('SCONTO');
		// Left empty again and left: the form is asked for again, and its lines are the cart's.
		const refetched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('tmpl') === 'component');
		await page.fill('#checkoutForm [name="coupon_code"]', '');
		await page.locator('#checkoutForm [name="coupon_code"]').blur();
		await refetched;
		await page.waitForSelector('#checkoutForm[data-island-state="ready"]:not([aria-busy])');
		await idle(page);
		expect(fetched).toEqual(['GET']);
		// The helmet the other tab added: one more on its line, or a line of its own with the option its page chose.
		const now = await lines(page);
		expect([
			['3', '1'],
			['2', '1', '1'],
		]).toContainEqual(now);
		await gotoCart(harness, page);
		expect(await lines(page)).toEqual(now);
	});

	it('shows the terms of service in a dialog from their link, not in the page, the box left unticked', async () => {
		const { page, requests } = await openCart();
		const terms = page.locator('#full-tos');
		const link = page.locator('a#terms-of-service');
		// Printed beside the link, the shop's own terms (VirtueMart's "not configured" note on the sample).
		const text = (await terms.textContent())!.replace(/\s+/g, ' ').trim();
		expect(text).toContain('This is a demo store.');
		expect(await terms.isVisible()).toBe(false);
		requests.length = 0;
		await link.click();
		const dialog = page.getByRole('dialog', { name: termsTitle() });
		await dialog.waitFor();
		expect((await dialog.locator('.vetrina-terms').textContent())!.replace(/\s+/g, ' ').trim()).toBe(text.replace(`${termsTitle()} `, ''));
		expect(page.context().pages()).toHaveLength(1);
		expect(await page.locator('#tos').isChecked()).toBe(false);
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });
		expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
		expect(requests.filter((request) => request.method() === 'POST')).toEqual([]);
	});

	it('keeps the sample’s shipment and payment chosen through an update and a reload', async () => {
		const { page } = await openCart();
		// bs3 prints a sole shipment as chosen text without a radio; every other choice is a checked radio.
		const radioless = harness.shop.templates === 'bs3' ? ['shipment'] : [];
		const chosen = () =>
			page.evaluate(
				(radioless) =>
					['shipment', 'payment'].map((kind) => {
						const radio = document.querySelector<HTMLInputElement>(`#checkoutForm input[name="virtuemart_${kind}method_id"]:checked`);
						const shown = radioless.includes(kind) ? document.querySelector(`#checkoutForm .vm-${kind}-row`) : radio?.labels?.[0];
						return [radio?.value ?? null, shown?.querySelector(`.vm${kind}_name`)?.textContent];
					}),
				radioless,
			);
		const sample = [
			[radioless.length ? null : '1', 'Self pick-up'],
			['1', 'Cash on delivery'],
		];
		expect(await chosen()).toEqual(sample);
		const { body } = await cartUpdate(page, () => page.locator('[name="delete.1"]').click());
		expect([body.get('virtuemart_shipmentmethod_id'), body.get('virtuemart_paymentmethod_id')]).toEqual(sample.map(([id]) => id));
		expect(await chosen()).toEqual(sample);
		await gotoCart(harness, page);
		expect(await chosen()).toEqual(sample);
	});
});
