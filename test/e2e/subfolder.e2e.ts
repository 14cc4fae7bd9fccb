/**
 * The demo theme's shop installed under a sub-folder: every shop call goes to
 * `/negozio/index.php?…`, nothing is requested outside `/negozio/`, and the journeys work.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsSettled, useShop, type LoggedRequest } from './harness.ts';

const BASE = '/negozio';
const TIERED = `${BASE}/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail`; // 41: -5% from 6 pieces
const CART = `${BASE}/index.php?option=com_virtuemart&view=cart`;
const BILL_TO = `${BASE}/indirizzo?addrtype=BT`;

/**
 * Every request of the log stays under the sub-folder, and every shop call goes to `{base}/index.php`
 * (VirtuePlanet's module refresh goes to `{baseUri}?option=com_ajax…`, the site root as Joomla serves it).
 */
function underBase(log: LoggedRequest[]): void {
	expect(log.length).toBeGreaterThan(0);
	expect(log.filter((r) => !r.path.startsWith(`${BASE}/`)).map((r) => r.path)).toEqual([]);
	const calls = log.filter((r) => r.query.option);
	expect(
		calls
			.filter((r) => r.path !== `${BASE}/index.php` && !(r.path === `${BASE}/` && r.query.option === 'com_ajax' && r.query.module))
			.map((r) => `${r.path} ${JSON.stringify(r.query)}`),
	).toEqual([]);
	expect(calls.filter((r) => r.query.option === 'com_virtuemart' && r.path !== `${BASE}/index.php`)).toEqual([]);
}

const sales = (page: Page) => page.locator('.productdetails-view .product-price span.PricesalesPrice').first().textContent();

describe('demo shop under /negozio/', { timeout: 60_000 }, () => {
	const shop = useShop({ base: BASE });

	it('product page: quantity and live price, add to cart with the dialog, then a cart update', async () => {
		await shop.clearLog();
		const { page, errors } = await shop.open(TIERED);
		await page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		await islandsSettled(page);

		const before = await sales(page);
		await page.click('.quantity-plus');
		await page.fill('input[name="quantity[]"]', '6');
		await page.locator('input[name="quantity[]"]').dispatchEvent('change');
		await expect.poll(() => sales(page)).not.toBe(before);
		const recalc = (await shop.log()).filter((r) => r.query.task === 'recalculate').at(-1)!;
		expect(recalc.path).toBe(`${BASE}/index.php`);
		expect(recalc.query).toMatchObject({
			option: 'com_virtuemart',
			view: 'productdetails',
			format: 'json',
			nosef: '1',
			lang: 'it',
			'quantity[]': '6',
			pid: '41',
		});

		await page.locator('form.product [name="addtocart"]').first().click();
		const dialog = page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
		await dialog.waitFor();
		expect(await dialog.getByRole('link', { name: 'Vai al carrello' }).getAttribute('href')).toBe(`${BASE}/index.php?option=com_virtuemart&view=cart`);
		const add = (await shop.log()).filter((r) => r.query.task === 'addJS');
		expect(add).toHaveLength(1);
		expect(add[0]!.path).toBe(`${BASE}/index.php`);
		expect(add[0]!.query).toMatchObject({ option: 'com_virtuemart', nosef: '1', view: 'cart', task: 'addJS', format: 'json', lang: 'it', 'quantity[]': '6' });
		await page.waitForFunction(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '6');

		await page.goto(shop.url + CART);
		await page.waitForSelector('#checkoutForm[data-island-state="ready"]', { state: 'attached' });
		await islandsSettled(page);
		await page.locator('label[for="virtuemart_shipmentmethod_id_3"]').click();
		await page.waitForFunction(
			() =>
				document.querySelector('#virtuemart_shipmentmethod_id_3') instanceof HTMLInputElement &&
				(document.querySelector('#virtuemart_shipmentmethod_id_3') as HTMLInputElement).checked &&
				!document.querySelector('#checkoutForm')?.hasAttribute('aria-busy'),
		);
		await expect.poll(async () => (await shop.log()).filter((r) => r.method === 'POST' && r.body?.task === 'updatecart').length).toBe(1);
		const update = (await shop.log()).find((r) => r.method === 'POST' && r.body?.task === 'updatecart')!;
		expect(update.path).toBe(`${BASE}/index.php`);
		expect(update.query).toMatchObject({ option: 'com_virtuemart', view: 'cart', tmpl: 'component' });
		expect(await page.locator('.vp-cart-shipment td').textContent()).toBe('29,00 €');

		underBase(await shop.log());
		expect(errors).toEqual([]);
	});

	it('address form: the state list loads from {base}/index.php', async () => {
		await shop.clearLog();
		const { page, errors } = await shop.open(BILL_TO);
		await page.waitForSelector('select[id$="country_id_field"][data-island-state="ready"]', { state: 'attached' });
		await islandsSettled(page);
		await page.selectOption('#virtuemart_country_id_field', ['73'], { force: true });
		await page.selectOption('#virtuemart_country_id_field', ['105'], { force: true });
		await page.waitForFunction(
			() =>
				document.querySelector('#virtuemart_state_id_field optgroup')?.getAttribute('label') === 'Italia' &&
				!document.querySelector('#virtuemart_state_id_field')?.hasAttribute('aria-busy'),
		);
		const states = (await shop.log()).filter((r) => r.query.view === 'state');
		expect(states.length).toBeGreaterThanOrEqual(1);
		expect(states.at(-1)!.path).toBe(`${BASE}/index.php`);
		expect(states.at(-1)!.query).toEqual({ option: 'com_virtuemart', view: 'state', format: 'json', virtuemart_country_id: '105' });
		underBase(await shop.log());
		expect(errors).toEqual([]);
	});
});
