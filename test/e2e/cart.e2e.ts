import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartLinesState } from './cart-roots.ts';
import { islandsSettled, useShop, type ShopPage } from './harness.ts';
import { watchRequests } from './requests.ts';
import { CART_ERROR, cartFailure } from './cart-messages.ts';

const CART = '/index.php?option=com_virtuemart&view=cart';
const UPDATE = '/index.php?option=com_virtuemart&view=cart&Itemid=101&tmpl=component';
/** Product 52 is sold by 12 (step 12, minimum 12); product 2 by 1. */
const BOX = '52::';
const SCREW = '2::';

// The machine is shared: allow for a loaded CPU.
describe('cart and checkout page', { timeout: 60_000 }, () => {
	const shop = useShop();

	/** A cart holding 12 × product 52 and 1 × product 2, opened with every island mounted. */
	async function openCart(options: { javaScriptEnabled?: boolean } = {}): Promise<ShopPage> {
		await shop.clearFaults();
		const opened = await shop.open('/__vetrina/requests', options);
		for (const [id, quantity] of [
			['52', '12'],
			['2', '1'],
		] as const) {
			await opened.page.request.post(`${shop.url}/index.php?option=com_virtuemart`, {
				form: { task: 'add', 'quantity[]': quantity, 'virtuemart_product_id[]': id, option: 'com_virtuemart', view: 'cart' },
				maxRedirects: 0,
			});
		}
		await opened.page.goto(shop.url + CART);
		if (options.javaScriptEnabled !== false) {
			await opened.page.waitForSelector('#checkoutForm[data-island-state="ready"]');
			await islandsSettled(opened.page);
		}
		await shop.clearLog();
		return opened;
	}

	/** Marks the current form, so a test can tell when the answer replaced it. */
	const markForm = (page: Page) => page.evaluate(() => ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true));
	const replaced = (page: Page) =>
		page.waitForFunction(() => {
			const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
			return form && !form.old && form.getAttribute('data-island-state') === 'ready';
		});
	const updates = async () => (await shop.log()).filter((r) => r.method === 'POST' && `${r.path}?${new URLSearchParams(r.query)}` === UPDATE);
	const qty = (page: Page, key: string) => page.locator(`input[name="quantity[${key}]"]`);

	describe('given a shipment choice (data-dynamic-update)', () => {
		it('should post the serialized form with tmpl=component, swap the content in place and refresh the mini-cart', async () => {
			const { page, errors } = await openCart();
			await page.evaluate(() => {
				(window as { stay?: boolean }).stay = true;
				document.addEventListener('vetrina:cart:updated', (e) => ((window as { cartUpdated?: unknown }).cartUpdated = (e as CustomEvent).detail.source));
			});
			await markForm(page);
			await page.locator('label[for="virtuemart_shipmentmethod_id_3"]').click();
			await replaced(page);
			const [sent] = await updates();
			expect(sent?.body).toMatchObject({
				STsameAsBT: ['0', '1'],
				[`quantity[${BOX}]`]: '12',
				[`quantity[${SCREW}]`]: '1',
				virtuemart_shipmentmethod_id: '3',
				virtuemart_paymentmethod_id: '1',
				task: 'updatecart',
				option: 'com_virtuemart',
				view: 'cart',
			});
			expect(await page.evaluate(() => (window as { stay?: boolean }).stay)).toBe(true);
			expect(await page.locator('#virtuemart_shipmentmethod_id_3').isChecked()).toBe(true);
			expect(await page.locator('.vp-cart-shipment td').textContent()).toBe('29,00 €');
			expect(await page.evaluate(() => (window as { cartUpdated?: unknown }).cartUpdated)).toBe('checkout-form');
			await page.waitForFunction(() => document.querySelector('#checkoutForm')?.getAttribute('aria-busy') === null);
			// The terms link inside the new content is an island again (frame-modal), mounted by the registry.
			await page.waitForSelector('#checkoutForm [data-vetrina="frame-modal"][data-island-state]', { state: 'attached' });
			expect(errors).toEqual([]);
		});

		it('should let a newer choice abort the older one and keep the newer answer', async () => {
			const { page, errors, requests } = await openCart();
			await shop.fault({ match: 'tmpl=component', fault: 'latency', ms: 5000, times: 1 });
			const failed: string[] = [];
			page.on('requestfailed', (r) => failed.push(r.url()));
			await markForm(page);
			const calls = watchRequests(page, (r) => r.url().includes('tmpl=component'));
			await page.locator('label[for="virtuemart_shipmentmethod_id_3"]').click();
			await calls.sentCount(1); // the slow first choice is on its way before the second
			await page.locator('label[for="virtuemart_paymentmethod_id_3"]').click();
			await replaced(page);
			await calls.allEnded(); // the slow first call has ended: aborted, or answered late
			calls.stop();
			expect(requests.filter((r) => r.url().includes('tmpl=component'))).toHaveLength(2);
			expect(failed).toEqual([shop.url + UPDATE]);
			expect(await page.locator('#virtuemart_paymentmethod_id_3').isChecked()).toBe(true);
			expect(await page.locator('#virtuemart_shipmentmethod_id_3').isChecked()).toBe(true);
			expect(errors).toEqual([]);
		});

		it('should keep what was typed meanwhile, and the focus and caret', async () => {
			const { page, errors } = await openCart();
			await shop.fault({ match: 'tmpl=component', fault: 'latency', ms: 3000, times: 1 });
			await markForm(page);
			await page.locator('label[for="virtuemart_shipmentmethod_id_2"]').click();
			await page.locator('#customer_note_field').click();
			await page.keyboard.type('Citofono');
			await page.keyboard.press('ArrowLeft');
			await replaced(page);
			await page.keyboard.type('X');
			expect(await page.locator('#customer_note_field').inputValue()).toBe('CitofonXo');
			expect(await page.evaluate(() => document.activeElement?.id)).toBe('customer_note_field');
			expect(errors).toEqual([]);
		});
	});

	describe('given a failing update', () => {
		it.each([
			['500', CART_ERROR],
			['html', CART_ERROR],
			['drop', CART_ERROR],
			['404', 'Pagina non trovata'],
		])('should answer a %s with the alert "%s" and stop every indicator', async (fault, text) => {
			const { page, errors } = await openCart();
			// Chromium silently retries a dropped request on each pooled connection: drop them all.
			await shop.fault({ match: 'tmpl=component', fault, times: fault === 'drop' ? 10 : 1 });
			await page.locator('label[for="virtuemart_shipmentmethod_id_2"]').click();
			const alert = page.getByRole('alertdialog');
			await alert.waitFor();
			// The change is rolled back, and the alert says so.
			expect(await alert.locator('.vetrina-message').textContent()).toBe(cartFailure(text));
			expect(await page.locator('#virtuemart_shipmentmethod_id_2').isChecked()).toBe(false);
			expect(await page.locator('#checkoutForm').getAttribute('aria-busy')).toBeNull();
			expect(await page.locator('#checkoutForm.vetrina-checkout--busy').count()).toBe(0);
			await alert.locator('.vetrina-modal__actions').getByRole('button', { name: 'Chiudi' }).click();
			await alert.waitFor({ state: 'detached' });
			await shop.clearFaults();
			expect(errors).toEqual([]);
		});

		it('should still apply an answer behind byte-order marks', async () => {
			const { page, errors } = await openCart();
			await shop.fault({ match: 'tmpl=component', fault: 'bom', times: 1 });
			await markForm(page);
			await page.locator('label[for="virtuemart_shipmentmethod_id_2"]').click();
			await replaced(page);
			expect(await page.locator('#virtuemart_shipmentmethod_id_2').isChecked()).toBe(true);
			expect(await page.locator('#cart-view').textContent()).not.toContain('\uFEFF');
			expect(errors).toEqual([]);
		});
	});

	describe('given "ship-to same as bill-to"', () => {
		it('should show the ship-to address and its link when unchecked, hide them when checked, and send STsameAsBT', async () => {
			const { page, errors } = await openCart();
			const shipTo = page.locator('#output-shipto-display');
			const edit = page.locator('.output-shipto a.details');
			expect([await shipTo.isVisible(), await edit.isVisible()]).toEqual([false, false]);
			// The update's answer held: the address shows as the box changes, not when the server's new form comes.
			await shop.fault({ match: 'tmpl=component', fault: 'latency', ms: 3000, times: 1 });
			await markForm(page);
			await page.locator('#STsameAsBTjs').uncheck();
			expect([await shipTo.isVisible(), await edit.isVisible()]).toEqual([true, true]);
			await replaced(page);
			expect([await shipTo.isVisible(), await edit.isVisible()]).toEqual([true, true]);
			expect((await updates())[0]?.body?.STsameAsBT).toBe('0');
			await markForm(page);
			await page.locator('#STsameAsBTjs').check();
			expect([await shipTo.isVisible(), await edit.isVisible()]).toEqual([false, false]);
			await replaced(page);
			expect((await updates())[1]?.body?.STsameAsBT).toEqual(['0', '1']);
			expect(errors).toEqual([]);
		});
	});

	describe('given a cart line sold by 12', () => {
		it('should draw each line’s controls in a React root, with no layout shift in the lines', async () => {
			const { page, errors } = await openCart();
			expect(await cartLinesState(page)).toEqual({ fields: 2, inRoots: 2, shifts: [] });
			expect(errors).toEqual([]);
		});

		it('should step by 12 with plus and minus and update the cart each time', async () => {
			const { page, errors } = await openCart();
			await markForm(page);
			await page.getByRole('button', { name: /Aumenta la quantità di Silicone/ }).click();
			await replaced(page);
			expect(await qty(page, BOX).inputValue()).toBe('24');
			expect((await updates())[0]?.body).toMatchObject({ [`quantity[${BOX}]`]: '24', [`updatecart.${BOX}`]: '' });
			await markForm(page);
			await page.getByRole('button', { name: /Diminuisci la quantità di Silicone/ }).click();
			await replaced(page);
			expect(await qty(page, BOX).inputValue()).toBe('12');
			await page.getByRole('button', { name: /Diminuisci la quantità di Silicone/ }).click();
			// Already at the minimum: nothing to send. The next plus is sent and answered after it, so by then
			// a call from that minus would be in the log too.
			await markForm(page);
			await page.getByRole('button', { name: /Aumenta la quantità di Silicone/ }).click();
			await replaced(page);
			expect((await updates()).map((r) => r.body?.[`quantity[${BOX}]`])).toEqual(['24', '12', '24']);
			expect(errors).toEqual([]);
		});

		it('should snap a typed 30 down to 24 with the data-errStr alert, and update', async () => {
			const { page, errors } = await openCart();
			await markForm(page);
			await qty(page, BOX).fill('30');
			await qty(page, BOX).press('Enter');
			await replaced(page);
			expect(await qty(page, BOX).inputValue()).toBe('24');
			const alert = page.getByRole('alert').filter({ hasText: 'multipli' });
			expect(await alert.textContent()).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
			expect(await qty(page, BOX).getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
			expect((await updates()).map((u) => u.body?.[`quantity[${BOX}]`])).toEqual(['24']);
			expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(`quantity[${BOX}]`);
			expect(errors).toEqual([]);
		});

		it('should remove a line in the background and refresh the mini-cart', async () => {
			const { page, errors } = await openCart();
			await shop.clearLog();
			await markForm(page);
			await page.locator(`button[name="delete.${SCREW}"]`).click();
			await replaced(page);
			expect(await page.locator(`tr[data-cart-line="${SCREW}"]`).count()).toBe(0);
			expect((await updates())[0]?.body?.[`delete.${SCREW}`]).toBe('');
			await page.waitForFunction(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '12');
			expect((await shop.log()).some((r) => r.query.module === 'vp_mini_cart')).toBe(true);
			expect(errors).toEqual([]);
		});
	});

	describe('given the checkout button', () => {
		it('should submit once on a double click', async () => {
			const { page, errors } = await openCart();
			await Promise.all([page.waitForNavigation(), page.locator('#checkoutFormSubmit').dblclick()]);
			await page.waitForLoadState('load');
			// The page that loaded answers the last post: a second submit would have reached the log before it.
			const posts = (await shop.log()).filter((r) => r.method === 'POST');
			expect(posts.map((r) => [r.query.tmpl, r.body?.checkout])).toEqual([[undefined, '1']]);
			expect(await page.locator('#system-message-container').textContent()).toContain("Inserisci l'indirizzo di fatturazione");
			expect(errors).toEqual([]);
		});
	});

	describe('given JavaScript is off', () => {
		it('should update the cart and check out by plain submits', async () => {
			const { page } = await openCart({ javaScriptEnabled: false });
			await qty(page, BOX).fill('36');
			await Promise.all([page.waitForNavigation(), page.locator(`button[name="updatecart.${BOX}"]`).click()]);
			expect(await qty(page, BOX).inputValue()).toBe('36');
			await page.goto(`${shop.url}/accedi`);
			await page.locator('#username, [name="username"]').first().fill('mario.rossi');
			await page.locator('input[type="password"]').first().fill('vetrina');
			await Promise.all([page.waitForNavigation(), page.locator('form:has(input[type="password"]) button[type="submit"]').first().click()]);
			await page.goto(shop.url + CART);
			await page.locator('#tos').check();
			await Promise.all([page.waitForNavigation(), page.locator('button[name="updatecart"]').click()]);
			await Promise.all([page.waitForNavigation(), page.locator('#checkoutFormSubmit[name="confirm"]').click()]);
			expect(await page.locator('h1').textContent()).toBe('Grazie per il tuo ordine!');
		});
	});
});
