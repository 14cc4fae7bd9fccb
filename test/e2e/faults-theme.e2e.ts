import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { CLIENT_TIMEOUT, cells, closeDialog, matrix, type Row } from './fault-matrix.ts';
import { useShop } from './harness.ts';
import { PRODUCT, addToCart, addToList, logIn, removeFromList } from './lists-helpers.ts';
import { ready } from './ready.ts';

/**
 * Fault matrix, theme calls and module refresh: every call × every fault shows the
 * behaviour of docs/behaviour.md#error-catalogue, clears its loader, throws nothing and works again once the fault is lifted.
 */
const shop = useShop({ clientTimeout: CLIENT_TIMEOUT });
const STALE = '0'.repeat(32);
const ACTION =
	'each click is its own action, not a newer version of the last one: nothing to supersede (the module refresh each one triggers is, in the module rows)';

async function onProduct(page: Page, island = 'compare'): Promise<void> {
	if (new URL(page.url()).pathname !== PRODUCT.path) await page.goto(shop.url + PRODUCT.path);
	await ready(page, island);
}

const loggedIn = new WeakSet<Page>();
const routed = new WeakSet<Page>();
async function asMember(page: Page): Promise<void> {
	if (loggedIn.has(page)) return;
	await logIn(page);
	loggedIn.add(page);
}

/** Toggles a header dropdown open and clicks its remove button for product 1. */
async function removeFromDropdown(page: Page, island: string, selector: string): Promise<void> {
	const toggle = page.locator(`[data-vetrina="${island}"] [aria-controls]`).first();
	if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
	const remove = page.locator(`[data-vetrina="${island}"] ${selector}`).first();
	await remove.waitFor();
	await remove.click();
}
const dropdownEmpty = (island: string, selector: string) => (page: Page) =>
	page.waitForFunction(([i, s]) => !document.querySelector(`[data-vetrina="${i}"] ${s}`), [island, selector] as const).then(() => {});

// The add's success dialog.
const added = (page: Page) => page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();

/**
 * The product page with its product out of the list: a list button whose product is in the list (an earlier
 * cell's add) takes it out when pressed.
 */
async function outOfList(page: Page, list: 'compare' | 'wishlist'): Promise<void> {
	await removeFromList(page, shop.url, list, PRODUCT.id);
	await page.goto(shop.url + PRODUCT.path);
	await ready(page, list);
}

/** Posts "list X changed" as another tab would: the header module re-fetches. */
const syncFrom = (page: Page, list: string) => page.evaluate((l) => new BroadcastChannel('vetrina').postMessage({ list: l }), list);

function moduleRow(module: string, island: string, list: 'compare' | 'wishlist' | 'cart'): Row {
	// Product 2 goes in and out of the list; the dropdown must come to show the server's state.
	let server = false;
	let shown = false;
	async function toggle(page: Page): Promise<void> {
		server = !server;
		if (list === 'cart') {
			if (server) await addToCart(page, shop.url, '2');
			else await page.request.get(`${shop.url}/index.php?option=com_virtuemart&view=cart&task=delete&cart_virtuemart_product_id=2%3A%3A`);
		} else {
			await page.request.get(`${shop.url}/${list === 'compare' ? 'confronta' : 'lista-desideri'}?task=${server ? 'add' : 'remove'}&product_id=2`);
		}
	}
	const showing = (page: Page, want: boolean) =>
		page.waitForFunction(
			([i, w]) => Boolean(document.querySelector(`[data-vetrina="${i}"] [data-product-id="2"], [data-vetrina="${i}"] [data-cart-product-id^="2::"]`)) === w,
			[island, want] as const,
		);
	return {
		call: `module refresh ${module}`,
		match: `module=${module}`,
		tolerates: ['bom'],
		async arrange(w) {
			if (list === 'wishlist') await asMember(w.page);
			await onProduct(w.page, island);
		},
		async act(page) {
			if (shown === server) await toggle(page);
			await syncFrom(page, list);
		},
		async succeeded(page) {
			await showing(page, server);
			shown = server;
		},
		// Product 2 in, its refresh answered late (showing it), then out again with a refresh on time:
		// the dropdown shows it out.
		outOfOrder: {
			async first(page) {
				await toggle(page);
				await Promise.all([page.waitForRequest((r) => r.url().includes(`module=${module}`)), syncFrom(page, list)]);
			},
			async second(page) {
				await toggle(page);
				await syncFrom(page, list);
			},
			async newest(page) {
				await showing(page, server);
				shown = server;
			},
		},
		// A failed refresh keeps the old content.
		async failed(page) {
			await showing(page, shown);
		},
	};
}

const themeRows: Row[] = [
	{
		call: 'getToken',
		match: 'vpfmethod=getToken',
		tolerates: ['bom'],
		skip: { 'out of order': 'one call per page: every form shares the token it brings' },
		async arrange(w) {
			if (routed.has(w.page)) return;
			routed.add(w.page);
			await w.page.route(`**${PRODUCT.path}`, async (route) => {
				const response = await route.fetch();
				const page = (await response.text()).replace('"addToCartPopup":1', '"addToCartPopup":1,"tokenUpdate":true');
				// A cached page with a stale token: only a fetched token renames the inputs.
				await route.fulfill({ response, body: page.replace(/name="[0-9a-f]{32}" value="1"/g, `name="${STALE}" value="1"`) });
			});
		},
		act: async (page) => void (await page.goto(shop.url + PRODUCT.path)),
		succeeded: (page) =>
			page
				.waitForFunction((stale) => !document.querySelector(`input[name="${stale}"]`) && document.querySelector('input[type=hidden][value="1"][name]'), STALE)
				.then(() => {}),
		async failed(page) {
			expect(await page.locator(`input[name="${STALE}"]`).count()).toBeGreaterThan(0);
		},
	},
	{
		call: 'setCookieConsent',
		match: 'plugin=vpframework',
		method: 'POST',
		tolerates: ['bom'],
		skip: { 'out of order': 'one call: the banner leaves the page with the first click' },
		async arrange(w) {
			// Reduced motion: the banner goes after 200 ms instead of 1500.
			await w.page.emulateMedia({ reducedMotion: 'reduce' });
			await w.page.context().clearCookies();
			await w.page.goto(`${shop.url}/`);
		},
		async act(page) {
			// The banner leaves the page whatever the answer; a consent that was not recorded brings it back.
			if (!(await page.locator('.vp-cookie-banner').count())) await page.goto(`${shop.url}/`);
			if (!(await page.locator('.vp-cookie-banner').count())) {
				await page.context().clearCookies();
				await page.goto(`${shop.url}/`);
			}
			await ready(page, 'cookie-banner');
			await page.click('.vp-cookie-accept');
			await page.locator('.vp-cookie-banner').waitFor({ state: 'detached' });
		},
		async succeeded(page) {
			expect(await (await page.request.get(`${shop.url}/`)).text()).not.toContain('vp-cookie-banner');
		},
		async failed(page, fault) {
			// The answer is ignored (docs/behaviour.md#theme-calls). Unless the server acted before the notice was printed, the
			// consent was not recorded, so the banner comes back.
			if (fault === 'notice') return;
			expect(await (await page.request.get(`${shop.url}/`)).text()).toContain('vp-cookie-banner');
		},
	},
	{
		call: 'addToCompare',
		match: 'vpfmethod=addToCompare',
		tolerates: ['bom'],
		skip: { 'out of order': ACTION },
		arrange: (w) => outOfList(w.page, 'compare'),
		act: (page) => page.locator('.vp-product-lists [data-vetrina="list-button"][data-list="compare"]').click(),
		succeeded: added,
		tidy: closeDialog,
	},
	{
		call: 'removeFromCompare',
		match: 'vpfmethod=removeFromCompare',
		tolerates: ['bom'],
		skip: { 'out of order': ACTION },
		async arrange(w) {
			await addToList(w.page, shop.url, 'compare', '1');
			await w.page.goto(shop.url + PRODUCT.path);
			await ready(w.page, 'compare');
		},
		act: (page) => removeFromDropdown(page, 'compare', '[data-action="remove"][data-product-id="1"]'),
		succeeded: dropdownEmpty('compare', '[data-action="remove"][data-product-id="1"]'),
	},
	{
		call: 'addToWishlist',
		match: 'vpfmethod=addToWishlist',
		tolerates: ['bom'],
		skip: { 'out of order': ACTION },
		async arrange(w) {
			await asMember(w.page);
			await outOfList(w.page, 'wishlist');
		},
		act: (page) => page.locator('.vp-product-lists [data-vetrina="list-button"][data-list="wishlist"]').click(),
		succeeded: added,
		tidy: closeDialog,
	},
	{
		call: 'removeFromWishlist',
		match: 'vpfmethod=removeFromWishlist',
		tolerates: ['bom'],
		skip: { 'out of order': ACTION },
		async arrange(w) {
			await asMember(w.page);
			await addToList(w.page, shop.url, 'wishlist', '1');
			await w.page.goto(shop.url + PRODUCT.path);
			await ready(w.page, 'wishlist');
		},
		act: (page) => removeFromDropdown(page, 'wishlist', '[data-action="remove"][data-product-id="1"]'),
		succeeded: dropdownEmpty('wishlist', '[data-action="remove"][data-product-id="1"]'),
	},
	{
		call: 'removeFromCart',
		match: 'vpfmethod=removeFromCart',
		tolerates: ['bom'],
		skip: { 'out of order': ACTION },
		async arrange(w) {
			await addToCart(w.page, shop.url, '1');
			await w.page.goto(shop.url + PRODUCT.path);
			await w.page.waitForSelector('[data-vetrina="mini-cart"][data-island-state="ready"] [data-cart-product-id^="1::"]', { state: 'attached' });
		},
		act: (page) => removeFromDropdown(page, 'mini-cart', '[data-cart-product-id^="1::"]'),
		succeeded: dropdownEmpty('mini-cart', '[data-cart-product-id^="1::"]'),
	},
	moduleRow('vp_compare', 'compare', 'compare'),
	moduleRow('vp_wishlist', 'wishlist', 'wishlist'),
	moduleRow('vp_mini_cart', 'mini-cart', 'cart'),
];

describe(`fault matrix: theme calls and modules (${cells(themeRows)} cells)`, { timeout: 60_000 }, () => {
	matrix(shop, themeRows);
});
