import { expect, it } from 'vitest';
import { PRODUCT, tokenInPage } from '../e2e/lists-helpers.ts';
import { dialogNamed, focused, islandsSettled, openDialog, ready, text, waitFor, type Tab } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const LIST_BUTTON = (list: string) => `.vp-product-lists [data-vetrina="list-button"][data-list="${list}"]`;
const count = (island: string) => `[data-vetrina="${island}"] [data-count]`;
const listCall = (method: string, token: string) => ({
	method: 'GET',
	path: '/index.php',
	query: {
		option: 'com_ajax',
		plugin: 'vpframework',
		format: 'json',
		[token]: '1',
		vpfmethod: method,
		product_id: PRODUCT.id,
		product_name: PRODUCT.name,
		Itemid: '101',
	},
});
const calls = async (part: string) =>
	(await shop.log()).filter((r) => `${r.path}?${new URLSearchParams(r.query)}`.includes(part)).map(({ method, path, query }) => ({ method, path, query }));

forEachEngine((browsing) => {
	async function openProduct(): Promise<Tab> {
		const tab = await shop.visit(browsing, PRODUCT.path);
		await ready(tab, LIST_BUTTON('compare'));
		await islandsSettled(tab);
		await shop.clearLog();
		return tab;
	}

	it('adds to compare with the exact call, says so in "Articolo aggiunto" and re-counts the header list', async () => {
		const tab = await openProduct();
		const token = await tab.evaluate(tokenInPage, null);
		await tab.click(LIST_BUTTON('compare'));
		await dialogNamed(tab, 'Articolo aggiunto');
		expect(await calls('vpfmethod=addToCompare')).toEqual([listCall('addToCompare', token)]);
		expect(await text(tab, 'dialog[open] .vetrina-message')).toBe(`${PRODUCT.name} è stato aggiunto alla lista di confronto.`);
		await tab.waitUntil((sel) => document.querySelector(sel)?.getAttribute('data-count') === '1', count('compare'));
		expect(await calls('module=vp_compare')).toEqual([
			{ method: 'GET', path: '/', query: { option: 'com_ajax', module: 'vp_compare', method: 'get', format: 'json', Itemid: '101' } },
		]);
		await tab.click('dialog[open] .vetrina-modal__actions button');
		await waitFor(tab, 'dialog[open]', 'detached');
		expect(await focused(tab, LIST_BUTTON('compare'))).toBe(true);
	});

	it('opens the login modal for a guest who adds to the wishlist, logs in through it and then adds', async () => {
		const tab = await openProduct();
		const token = await tab.evaluate(tokenInPage, null);
		await tab.click(LIST_BUTTON('wishlist'));
		await dialogNamed(tab, 'Accedi al tuo account');
		expect(await calls('vpfmethod=addToWishlist')).toEqual([listCall('addToWishlist', token)]);
		expect(await text(tab, 'dialog[open] [role="alert"]')).toBe('Accedi per usare la lista dei desideri.');
		expect(await focused(tab, 'dialog[open] input[name="username"]')).toBe(true);
		await tab.type('dialog[open] input[name="username"]', 'mario.rossi');
		await tab.type('dialog[open] input[name="password"]', 'vetrina');
		await tab.press('Enter');
		await tab.waitUntil(() => document.querySelector('.vp-topbar-user')?.textContent === 'Ciao, Mario', null);
		expect(new URL(await tab.url()).pathname).toBe(PRODUCT.path);
		const login = (await shop.log()).find((r) => r.path === '/accedi' && r.method === 'POST');
		expect(login?.body).toMatchObject({ username: 'mario.rossi', password: 'vetrina' });

		await ready(tab, LIST_BUTTON('wishlist'));
		await islandsSettled(tab);
		await shop.clearLog();
		await tab.click(LIST_BUTTON('wishlist'));
		await dialogNamed(tab, 'Articolo aggiunto');
		expect(await calls('vpfmethod=addToWishlist')).toEqual([listCall('addToWishlist', await tab.evaluate(tokenInPage, null))]);
		await tab.waitUntil((sel) => document.querySelector(sel)?.getAttribute('data-count') === '1', count('wishlist'));
	});

	it('opens the login modal from the header link, with the focus on the username, and Esc gives the focus back', async () => {
		const tab = await openProduct();
		await ready(tab, 'login');
		await tab.click('[data-vetrina="login"]');
		await dialogNamed(tab, 'Accedi al tuo account');
		expect(await openDialog(tab)).toEqual({ role: 'dialog', name: 'Accedi al tuo account' });
		expect(await focused(tab, 'dialog[open] input[name="username"]')).toBe(true);
		await tab.press('Escape');
		await waitFor(tab, '#vetrina-dialogs dialog', 'detached');
		expect(await focused(tab, '[data-vetrina="login"]')).toBe(true);
	});
});
