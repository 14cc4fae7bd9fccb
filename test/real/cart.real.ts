/**
 * The cart page of every real shop (vmbasic's and the Italian one too): a line's quantity and its removal in
 * the background, shipment and payment, the terms of service.
 */
import { expect, it } from 'vitest';
import { billTotal, CART, cartUpdate, fillCart, gotoCart, HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { forEveryRealShop } from './harness.ts';
import { wordsOf } from './words.ts';

forEveryRealShop((harness) => {
	const termsTitle = () => wordsOf(harness.shop).vm('COM_VIRTUEMART_CART_TOS');
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
		const lines = () => page.locator('[name^="quantity["]').count();
		expect(await lines()).toBe(1);
		expect(await page.locator('#checkoutForm').getByText('Cap "Baseball"').count()).toBe(0);
		await gotoCart(harness, page);
		expect(await lines()).toBe(1);
		expect(await page.locator(quantity(0)).inputValue()).toBe('2');
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
