import { expect, it } from 'vitest';
import { islandsSettled, ready, type Tab, value, waitFor } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const CART = '/index.php?option=com_virtuemart&view=cart';
const UPDATE = { path: '/index.php', query: { option: 'com_virtuemart', view: 'cart', Itemid: '101', tmpl: 'component' } };
const BOX = '52::'; // sold in multiples of 12
const SCREW = '2::';
const STATES = (country: string) => ({
	method: 'GET',
	path: '/index.php',
	query: { option: 'com_virtuemart', view: 'state', format: 'json', virtuemart_country_id: country },
});

/** Marks the current form, so that the journey can tell when the answer has replaced it. */
const markForm = (tab: Tab) => tab.evaluate(() => void ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true), null);
const replaced = (tab: Tab) =>
	tab.waitUntil(() => {
		const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
		return !!form && !form.old && form.getAttribute('data-island-state') === 'ready';
	}, null);
const updates = async () =>
	(await shop.log()).filter((r) => r.method === 'POST' && r.path === UPDATE.path && JSON.stringify(r.query) === JSON.stringify(UPDATE.query));

forEachEngine((browsing) => {
	/** A cart of 12 × product 52 and 1 × product 2 (added without JavaScript, in the tab's session), every island mounted. */
	async function openCart(): Promise<Tab> {
		const tab = await shop.visit(browsing, '/');
		await tab.evaluate(async () => {
			for (const [id, quantity] of [
				['52', '12'],
				['2', '1'],
			] as const) {
				const form = { task: 'add', 'quantity[]': quantity, 'virtuemart_product_id[]': id, option: 'com_virtuemart', view: 'cart' };
				await fetch('/index.php?option=com_virtuemart', { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
			}
		}, null);
		await tab.goto(shop.at(CART));
		await ready(tab, '#checkoutForm');
		await islandsSettled(tab);
		await shop.clearLog();
		return tab;
	}

	it('steps a line by 12 with plus and minus, posting the form each time and swapping the cart in place', async () => {
		const tab = await openCart();
		await markForm(tab);
		await tab.click(`[data-cart-line="${BOX}"] .quantity-plus`);
		await replaced(tab);
		expect(await value(tab, `input[name="quantity[${BOX}]"]`)).toBe('24');
		expect((await updates())[0]?.body).toMatchObject({ [`quantity[${BOX}]`]: '24', [`updatecart.${BOX}`]: '' });
		await markForm(tab);
		await tab.click(`[data-cart-line="${BOX}"] .quantity-minus`);
		await replaced(tab);
		expect(await value(tab, `input[name="quantity[${BOX}]"]`)).toBe('12');
		expect((await updates()).map((r) => r.body?.[`quantity[${BOX}]`])).toEqual(['24', '12']);
	});

	it('removes a line in the background and refreshes the mini-cart', async () => {
		const tab = await openCart();
		await markForm(tab);
		await tab.click(`button[name="delete.${SCREW}"]`);
		await replaced(tab);
		expect(await tab.evaluate((line) => document.querySelectorAll(`tr[data-cart-line="${line}"]`).length, SCREW)).toBe(0);
		expect((await updates())[0]?.body?.[`delete.${SCREW}`]).toBe('');
		await tab.waitUntil(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '12', null);
		expect((await shop.log()).some((r) => r.query.module === 'vp_mini_cart')).toBe(true);
	});

	it('loads the states of the country chosen in the searchable select once each, and requires a state only where there are some', async () => {
		const tab = await shop.visit(browsing, '/indirizzo?addrtype=BT');
		await ready(tab, 'select[id$="country_id_field"]');
		await islandsSettled(tab);
		await shop.clearLog();
		const widget = '#virtuemart_country_id_field + .vetrina-select';
		/** As the shopper does: opens the widget, types the name in its search field and takes the option with Enter. */
		async function choose(country: string): Promise<void> {
			// The searchable select is its own island, drawn at the browser's first idle moment.
			await waitFor(tab, `${widget} .vetrina-select-control`);
			await tab.click(`${widget} .vetrina-select-control`);
			await waitFor(tab, `${widget} .vetrina-select-search`);
			await tab.type(`${widget} .vetrina-select-search`, country);
			await tab.press('Enter');
			await tab.waitUntil((name) => document.querySelector<HTMLSelectElement>('#virtuemart_country_id_field')!.selectedOptions[0]?.text === name, country);
			await tab.waitUntil(() => !document.getElementById('virtuemart_state_id_field')?.hasAttribute('aria-busy'), null);
		}
		const field = () =>
			tab.evaluate(() => {
				const select = document.querySelector<HTMLSelectElement>('#virtuemart_state_id_field')!;
				return {
					groups: [...select.querySelectorAll('optgroup')].map((g) => g.label),
					options: select.options.length,
					ariaRequired: select.getAttribute('aria-required'),
				};
			}, null);
		await choose('Francia');
		expect(await field()).toEqual({ groups: [], options: 1, ariaRequired: null });
		await choose('Italia');
		expect(await field()).toEqual({ groups: ['Italia'], options: 108, ariaRequired: 'true' });
		await choose('Francia');
		expect(await field()).toEqual({ groups: [], options: 1, ariaRequired: null });
		expect((await shop.log()).filter((r) => r.query.view === 'state').map(({ method, path, query }) => ({ method, path, query }))).toEqual([
			STATES('73'),
			STATES('105'),
		]);
	});
});
