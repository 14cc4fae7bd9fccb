import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartLinesState, recordCheckoutStart } from './cart-roots.ts';
import { islandsSettled, useShop } from './harness.ts';
import { idle } from './watch.ts';
import { STOCK_SETS, SUB_FOLDER, stockShop } from './stock.ts';

const CART = `${SUB_FOLDER}/index.php?option=com_virtuemart&view=cart`;
const UPDATE = { option: 'com_virtuemart', view: 'cart', Itemid: '101', tmpl: 'component' };
const EDIT = (type: 'BT' | 'ST') => `${SUB_FOLDER}/index.php?option=com_virtuemart&view=user&task=editaddresscart&addrtype=${type}`;
const STATES = `${SUB_FOLDER}/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=105`;
/**
 * Without a CSP and without VirtueMart's files, the template's own `#cart-js` scripts throw at load
 * (no jQuery, no Virtuemart yet): only those may. The cart tests also check that nothing throws after
 * the page settled, when the inline `checkQuantity` handlers run against Vetrina's stand-in.
 */
const ours = (errors: string[]) => errors.filter((e) => !/^(jQuery|Virtuemart) is not defined$/.test(e));

describe.each(STOCK_SETS)('stock %s cart and address forms', { timeout: 90_000 }, (set) => {
	const shop = useShop(stockShop(set));

	/** 12 × product 52 (step 12) at index 0, 1 × product 2 at index 1. */
	async function openCart(prepare?: (context: BrowserContext) => Promise<unknown>) {
		const opened = await shop.open(`${SUB_FOLDER}/__vetrina/requests`);
		await prepare?.(opened.page.context());
		for (const [id, quantity] of [
			['52', '12'],
			['2', '1'],
		] as const) {
			await opened.page.request.post(`${shop.url}${SUB_FOLDER}/index.php?option=com_virtuemart`, {
				form: { task: 'add', 'quantity[]': quantity, 'virtuemart_product_id[]': id, option: 'com_virtuemart', view: 'cart' },
				maxRedirects: 0,
			});
		}
		await opened.page.addInitScript(recordCheckoutStart);
		await opened.page.goto(shop.url + CART);
		await opened.page.waitForSelector('#checkoutForm[data-island-state="ready"]');
		await islandsSettled(opened.page);
		// The cart modules refresh as they mount: their calls reach the shop's log before it is cleared.
		await idle(opened.page);
		await shop.clearLog();
		return { ...opened, settled: opened.errors.length };
	}
	const markForm = (page: Page) => page.evaluate(() => ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true));
	const replaced = (page: Page) =>
		page.waitForFunction(() => {
			const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
			return form && !form.old && form.getAttribute('data-island-state') === 'ready';
		});
	const posts = async () => (await shop.log()).filter((r) => r.method === 'POST');
	const qty = (page: Page, n: number) => page.locator(`[name="quantity[${n}]"]`);

	/** Saves an address through the stock form's own route, with the session's token. */
	async function saveAddress(page: Page, type: 'BT' | 'ST', state: string) {
		await page.goto(shop.url + EDIT(type));
		const token = await page.locator('#userForm input[type=hidden][value="1"]').last().getAttribute('name');
		const p = type === 'ST' ? 'shipto_' : '';
		const address = {
			first_name: 'Anna',
			last_name: 'Verdi',
			email: 'anna@example.it',
			address_1: 'Via Roma 1',
			zip: '20121',
			city: 'Milano',
			virtuemart_country_id: '105',
			virtuemart_state_id: state,
		};
		const form = Object.fromEntries(Object.entries(address).map(([k, v]) => [p + k, v]));
		await page.request.post(`${shop.url}${SUB_FOLDER}/index.php?option=com_virtuemart&view=user`, {
			form: { ...form, option: 'com_virtuemart', view: 'user', task: 'saveUser', address_type: type, [token!]: '1' },
			maxRedirects: 0,
		});
	}
	const stateOf = (page: Page, prefix: string) =>
		page.evaluate((id) => {
			const select = document.getElementById(id) as HTMLSelectElement;
			return {
				count: select.options.length,
				chosen: [...select.options].filter((o) => o.selected).map((o) => o.value),
				busy: select.getAttribute('aria-busy'),
			};
		}, `${prefix}virtuemart_state_id_field`);

	it('should draw each line’s controls in a React root, with no layout shift in the lines', async () => {
		// VirtueMart's cart pictures have no height (legacy, bs3) or no size at all (bs5): one arriving after the
		// island started moves its line, on a loaded machine. The pictures are left out here: what is measured
		// is the island's first commit.
		const { page } = await openCart((context) =>
			context.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort() : route.fallback())),
		);
		const state = await cartLinesState(page);
		expect({ fields: state.fields, inRoots: state.inRoots }).toEqual({ fields: 2, inRoots: 2 });
		// Counted from the island's start: the page's own settling before it (a column's 29 px about 150 ms
		// after navigation on some loads, more than once on a loaded machine) is not the island's. A residue of
		// about 0.001 may still land after the start on a slow load; anything larger is the first commit's.
		expect(state.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.002);
	});

	it('should change a line in the background with numeric keys and the line’s update button as submitter', async () => {
		const { page, errors, settled } = await openCart();
		await markForm(page);
		if (set === 'bs5') await page.locator('.vm-cart-item-quantity_plus').first().click();
		else {
			await qty(page, 0).fill('30');
			await qty(page, 0).press('Tab');
		}
		await replaced(page);
		const [sent, ...more] = await posts();
		expect(more).toEqual([]);
		expect(sent).toMatchObject({ path: `${SUB_FOLDER}/index.php`, query: UPDATE });
		expect(sent!.body).toMatchObject({ 'quantity[0]': '24', 'quantity[1]': '1', 'updatecart.0': '', task: 'updatecart', view: 'cart' });
		expect(Object.keys(sent!.body!).filter((k) => k.startsWith('updatecart') || k.startsWith('delete'))).toEqual(['updatecart.0']);
		expect(await qty(page, 0).inputValue()).toBe('24');
		if (set !== 'bs5') {
			// The step came from the inline handler's arguments; its message (with %1$s) stays beside the line.
			expect(await page.locator('.vetrina-cart-alert').textContent()).toBe("Puoi acquistare quest'articolo solo in multipli di 12 pezzi!");
		}
		// The answer's handlers were sanitized away; the step read from its raw text still applies.
		expect(await qty(page, 0).getAttribute('data-step')).toBe('12');
		// The template's handlers found the stand-in (no ReferenceError below), which never claims `product`.
		expect(
			await page.evaluate(() => {
				const vm = (window as { Virtuemart?: Record<string, unknown> }).Virtuemart;
				return [typeof vm?.checkQuantity, 'product' in (vm ?? {})];
			}),
		).toEqual(['function', false]);
		expect(ours(errors)).toEqual([]);
		expect(errors.slice(settled)).toEqual([]);
	});

	it('should delete a line with delete.N in the background', async () => {
		const { page, errors, settled } = await openCart();
		await markForm(page);
		await page.locator('[name="delete.1"]').click();
		await replaced(page);
		const [sent] = await posts();
		expect(sent).toMatchObject({ path: `${SUB_FOLDER}/index.php`, query: UPDATE });
		expect(sent!.body).toMatchObject({ 'delete.1': '', 'quantity[0]': '12', 'quantity[1]': '1' });
		expect(await page.locator('[name^="quantity["]').count()).toBe(1);
		expect(ours(errors)).toEqual([]);
		expect(errors.slice(settled)).toEqual([]);
	});

	it('should hide the ship-to address and its edit link (printed after .output-shipto) while "same as bill-to" is checked', async () => {
		const { page, errors, settled } = await openCart();
		const edit = page.locator('.output-shipto ~ a.details');
		expect(await edit.isHidden()).toBe(true);
		// From the first paint, before any script of Vetrina's has run: nothing moves as the island mounts.
		const unscripted = await page.context().newPage();
		await unscripted.route('**/media/vetrina/**/*.js', (route) => route.abort());
		await unscripted.goto(shop.url + CART);
		expect([await unscripted.locator('#STsameAsBTjs').isChecked(), await unscripted.locator('.output-shipto ~ a.details').isHidden()]).toEqual([true, true]);
		await unscripted.close();
		await markForm(page);
		await page.locator('#STsameAsBTjs').uncheck();
		await replaced(page);
		const [sent] = await posts();
		expect(sent!.body).toMatchObject({ STsameAsBT: '0' });
		expect(await page.locator('#STsameAsBTjs').isChecked()).toBe(false);
		expect(await edit.isVisible()).toBe(true);
		await markForm(page);
		await page.locator('#STsameAsBTjs').check();
		await replaced(page);
		expect(await edit.isHidden()).toBe(true);
		expect(ours(errors)).toEqual([]);
		expect(errors.slice(settled)).toEqual([]);
	});

	if (set === 'bs5') {
		it('should keep a guest’s saved state in the cart’s bill-to fields through a background update', async () => {
			const { page, errors } = await openCart();
			await saveAddress(page, 'BT', '1516');
			await page.goto(shop.url + CART);
			await page.waitForSelector('#checkoutForm[data-island-state="ready"]');
			// bs5 prints a guest's bill-to fields in the cart: the state list loads at mount, saved state selected.
			await page.waitForFunction(() => (document.getElementById('virtuemart_state_id_field') as HTMLSelectElement | null)?.options.length === 108);
			expect(await stateOf(page, '')).toEqual({ count: 108, chosen: ['1516'], busy: null });
			await shop.clearLog();
			await markForm(page);
			await page.locator('.vm-cart-item-quantity_plus').first().click();
			await replaced(page);
			const [sent] = await posts();
			expect(sent!.body).toMatchObject({ 'quantity[0]': '24', 'updatecart.0': '', virtuemart_country_id: '105', virtuemart_state_id: '1516' });
			// The answer's vm-countryState script was sanitized away; its text was kept for the new state select.
			await page.waitForFunction(() => (document.getElementById('virtuemart_state_id_field') as HTMLSelectElement | null)?.options.length === 108);
			expect(await stateOf(page, '')).toEqual({ count: 108, chosen: ['1516'], busy: null });
			expect(await page.locator('script#vm-countryState-js[type="text/plain"]').count()).toBe(1);
			expect(ours(errors)).toEqual([]);
		});
	}

	describe('address forms', () => {
		for (const [type, prefix, saved] of [
			['BT', '', '1516'],
			['ST', 'shipto_', '1517'],
		] as const) {
			it(`should load the ${type} states at mount and select the saved state from the vm-countryState script`, async () => {
				const { page, errors, requests } = await shop.open(`${SUB_FOLDER}/`);
				await saveAddress(page, type, saved);
				await shop.clearLog();
				await page.goto(shop.url + EDIT(type));
				expect(await page.locator(`script#vm-countryState${prefix}-js`).count()).toBe(1);
				await page.waitForFunction((id) => (document.getElementById(id) as HTMLSelectElement).options.length > 1, `${prefix}virtuemart_state_id_field`);
				await islandsSettled(page);
				expect(await stateOf(page, prefix)).toEqual({ count: 108, chosen: [saved], busy: null });
				expect(requests.map((r) => r.url().replace(shop.url, '')).filter((u) => u.includes('view=state'))).toEqual([STATES]);
				expect(ours(errors)).toEqual([]);
			});
		}

		it('should lock the list while a slow answer loads, then select the saved state', async () => {
			const { page, errors } = await shop.open(`${SUB_FOLDER}/`);
			await saveAddress(page, 'BT', '1516');
			await shop.fault({ match: 'view=state', fault: 'latency', ms: 1500, times: 1 });
			await page.goto(shop.url + EDIT('BT'));
			// Read in the moment the list is busy: on a slow machine the answer may be in by a later call.
			const whileBusy = await page.waitForFunction(() => {
				const select = document.getElementById('virtuemart_state_id_field') as HTMLSelectElement | null;
				return select?.getAttribute('aria-busy') === 'true' && [...select.options].map((o) => o.disabled);
			});
			expect(await whileBusy.jsonValue()).toEqual([true]);
			await page.waitForSelector('#virtuemart_state_id_field:not([aria-busy])');
			expect(await stateOf(page, '')).toEqual({ count: 108, chosen: ['1516'], busy: null });
			expect(ours(errors)).toEqual([]);
			await shop.clearFaults();
		});
	});
});
