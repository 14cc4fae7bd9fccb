import { expect, it } from 'vitest';
import { attribute, islandsSettled, ready, text, value, waitFor, type Tab } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const TIERED = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail'; // 41: -5% from 6 pieces
const STEP_12 = '/prodotti/sigillanti-e-adesivi/siliconi/silicone-sanitario-antimuffa-cartone-da-12-pz-detail'; // 52
const discs = '/prodotti/abrasivi/dischi-abrasivi';
const disc = (slug: string) => `${discs}/disco-lamellare-${slug}-detail`;

const QUANTITY = 'input[name="quantity[]"]';
const SALES = '.productdetails-view .product-price span.PricesalesPrice';
const ADDED = 'dialog[open].vetrina-modal';
const badge = '[data-vetrina="mini-cart"] [data-count]';

const shop = useDemoShop();

/** A product page with its form enhanced, every island settled and the shop's log cleared. */
async function openProduct(open: (url: string) => Promise<Tab>, path: string): Promise<Tab> {
	const tab = await open(shop.at(path));
	await ready(tab, 'form.product');
	await islandsSettled(tab);
	await shop.clearLog();
	return tab;
}

/** Replaces the quantity as the shopper does: empties the field, types, and leaves it with Tab. */
async function typeQuantity(tab: Tab, quantity: string): Promise<void> {
	await tab.evaluate((sel) => void (document.querySelector<HTMLInputElement>(sel)!.value = ''), QUANTITY);
	await tab.type(QUANTITY, quantity);
	await tab.press('Tab');
}

const calls = async (part: string) =>
	(await shop.log()).filter((r) => `${r.path}?${new URLSearchParams(r.query)}`.includes(part)).map(({ method, path, query }) => ({ method, path, query }));

forEachEngine((browsing) => {
	const open = (url: string) => browsing.open(url);
	it('corrects a quantity off the step of 12 on leaving the field, with the inline alert, and steps by 12', async () => {
		const tab = await openProduct(open, STEP_12);
		await typeQuantity(tab, '17');
		await tab.waitUntil((sel) => document.querySelector<HTMLInputElement>(sel)?.value === '12', QUANTITY);
		await waitFor(tab, '.vetrina-pf-qty-error');
		expect(await text(tab, '.vetrina-pf-qty-error')).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
		expect(await attribute(tab, '.vetrina-pf-qty-error', 'role')).toBe('alert');
		await tab.click('.quantity-plus');
		expect(await value(tab, QUANTITY)).toBe('24');
		await tab.click('.quantity-minus');
		expect(await value(tab, QUANTITY)).toBe('12');
		expect(await calls('task=addJS')).toEqual([]);
	});

	it('recalculates the price live with the exact GET and shows the discount line', async () => {
		const tab = await openProduct(open, TIERED);
		const before = await text(tab, SALES);
		await typeQuantity(tab, '6');
		await tab.waitUntil(([sel, old]) => document.querySelector(sel)?.textContent?.trim() !== old && !document.querySelector('.product-price[aria-busy]'), [
			SALES,
			before,
		] as const);
		expect((await calls('task=recalculate')).at(-1)).toEqual({
			method: 'GET',
			path: '/index.php',
			query: {
				option: 'com_virtuemart',
				view: 'productdetails',
				task: 'recalculate',
				format: 'json',
				nosef: '1',
				lang: 'it',
				'quantity[]': '6',
				'virtuemart_product_id[]': '41',
				pname: 'Ancorante chimico vinilestere 300 ml',
				pid: '41',
				Itemid: '101',
			},
		});
		expect(await attribute(tab, '.productdetails-view div.PricediscountAmount', 'class')).not.toContain('vm-nodisplay');
	});

	it('replaces the product in place when a variant is chosen, and keeps the focus on the select', async () => {
		const tab = await openProduct(open, disc('115mm-p60'));
		await tab.click('select.cvselection');
		await tab.select('select.cvselection', '125 mm'); // no 125 mm P60: the first 125 mm variant (P40)
		await tab.waitUntil(
			() => /125 mm/.test(document.querySelector('.productdetails-view h1')?.textContent ?? '') && !document.querySelector('.productdetails-view[aria-busy]'),
			null,
		);
		const pages = (await shop.log())
			.filter((r) => !/^\/(images|media)\//.test(r.path) && r.query.option !== 'com_ajax')
			.map(({ method, path, query }) => ({ method, path, query }));
		expect(pages).toEqual([{ method: 'GET', path: disc('125mm-p40'), query: { tmpl: 'component', format: 'html', dynamic: '1' } }]);
		await tab.waitUntil((path) => location.pathname === path, disc('125mm-p40'));
		await islandsSettled(tab);
		expect(await tab.evaluate(() => document.activeElement?.id, null)).toBe('field305_0');
		expect(await tab.evaluate(() => document.querySelectorAll('select.cvselection[data-island-state="ready"]').length, null)).toBe(2);
	});

	it('adds to cart with one exact addJS GET, opens "Prodotto aggiunto al carrello" and updates the mini-cart, whose line can be removed', async () => {
		const tab = await openProduct(open, TIERED);
		await ready(tab, 'mini-cart');
		await tab.click('input[name="addtocart"]');
		await waitFor(tab, ADDED);
		expect(await text(tab, `${ADDED} h2, ${ADDED} [id$="-title"]`)).toBe('Prodotto aggiunto al carrello');
		expect(await calls('task=addJS')).toEqual([
			{
				method: 'GET',
				path: '/index.php',
				query: {
					option: 'com_virtuemart',
					nosef: '1',
					view: 'cart',
					task: 'addJS',
					format: 'json',
					lang: 'it',
					'quantity[]': '1',
					'virtuemart_product_id[]': '41',
					pname: 'Ancorante chimico vinilestere 300 ml',
					pid: '41',
					Itemid: '101',
				},
			},
		]);
		await tab.waitUntil((sel) => document.querySelector(sel)?.getAttribute('data-count') === '1', badge);
		await tab.click(`${ADDED} button[aria-label="Chiudi"]`);
		await waitFor(tab, 'dialog[open]', 'detached');
		expect(await tab.evaluate(() => document.activeElement?.getAttribute('name'), null)).toBe('addtocart');

		await tab.click('[data-vetrina="mini-cart"] [aria-controls]');
		await waitFor(tab, '#vp-mini-cart-panel');
		expect(await attribute(tab, '[data-vetrina="mini-cart"] [aria-controls]', 'aria-expanded')).toBe('true');
		const key = await attribute(tab, '[data-vetrina="mini-cart"] [data-cart-product-id]', 'data-cart-product-id');
		await shop.clearLog();
		await tab.click('[data-vetrina="mini-cart"] [data-cart-product-id]');
		await tab.waitUntil((sel) => document.querySelector(sel)?.getAttribute('data-count') === '0', badge);
		expect(await calls('vpfmethod=removeFromCart')).toEqual([
			{
				method: 'GET',
				path: '/index.php',
				query: {
					option: 'com_ajax',
					plugin: 'vpframework',
					format: 'json',
					vpfmethod: 'removeFromCart',
					cart_virtuemart_product_id: key,
					product_name: 'Ancorante chimico vinilestere 300 ml',
					ajax: '1',
					Itemid: '101',
				},
			},
		]);
	});
});
