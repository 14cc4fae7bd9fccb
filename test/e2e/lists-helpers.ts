import type { Page, Request } from 'playwright-core';

/** Product 1 of the demo catalogue and its detail page. */
export const PRODUCT = {
	id: '1',
	name: 'Vite per legno Torx 4x30 mm zincata - 1 PZ',
	path: '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-1pz-detail',
};
export const AJAX = '/index.php?option=com_ajax&plugin=vpframework&format=json';
export const moduleQuery = (module: string) => `?option=com_ajax&module=${module}&method=get&format=json&Itemid=101`;

/** The raw path and query of the page's requests that contain `part`: the exact shape that was sent. */
export const sent = (requests: Request[], part: string): string[] =>
	requests
		.map((r) => new URL(r.url()))
		.filter((u) => (u.pathname + u.search).includes(part))
		.map((u) => u.pathname + u.search);

/** The list button of the detail page, once its island is ready. */
export async function listButton(page: Page, list: 'compare' | 'wishlist', scope = '.vp-product-lists') {
	const button = page.locator(`${scope} [data-vetrina="list-button"][data-list="${list}"]`).first();
	await button.scrollIntoViewIfNeeded();
	await page.waitForSelector(`${scope} [data-vetrina="list-button"][data-list="${list}"][data-island-state="ready"]`);
	return button;
}

export const badge = (page: Page, island: string) => page.locator(`[data-vetrina="${island}"] [data-count]`).getAttribute('data-count');

/** The form token of the page: the hidden input whose name is 32 hex characters and whose value is 1 (run in the page, any engine). */
export const tokenInPage = () =>
	[...document.querySelectorAll<HTMLInputElement>('input[type=hidden][value="1"]')].find((i) => /^[0-9a-f]{32}$/i.test(i.name))!.name;

export const pageToken = (page: Page) => page.evaluate(tokenInPage);

/** Puts products in the visitor's cart or list the no-JS way (same browser context, so same session). */
export async function addToCart(page: Page, base: string, id: string, quantity = 1): Promise<void> {
	await page.request.post(`${base}/index.php?option=com_virtuemart`, {
		form: { 'virtuemart_product_id[]': id, 'quantity[]': String(quantity), task: 'add', view: 'cart' },
	});
}

export async function addToList(page: Page, base: string, list: 'compare' | 'wishlist', id: string): Promise<void> {
	await page.request.get(`${base}/${list === 'compare' ? 'confronta' : 'lista-desideri'}?task=add&product_id=${id}`);
}

/** Takes a product out of a list through the demo shop's no-JS list page, in the page's session. */
export async function removeFromList(page: Page, base: string, list: 'compare' | 'wishlist', id: string): Promise<void> {
	await page.request.get(`${base}/${list === 'compare' ? 'confronta' : 'lista-desideri'}?task=remove&product_id=${id}`);
}

/** Logs in through the no-JS login page of the same context. */
export async function logIn(page: Page): Promise<void> {
	await page.goto(new URL('/accedi', page.url()).href);
	await page.fill('.vp-login-page #username', 'mario.rossi');
	await page.fill('.vp-login-page #password', 'vetrina');
	await Promise.all([
		page.waitForResponse((r) => r.url().endsWith('/accedi') && r.request().method() === 'POST'),
		page.click('.vp-login-page button[type=submit]'),
	]);
	await page.waitForLoadState();
}
