/** What the real-shop cart, address and login journeys share: a guest's cart and the cart form's answers. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { islandsSettled, type RealHarness } from './harness.ts';

export const CART = '/index.php/cart';
export const HELMET = '/index.php/headpiece/safety-helmet-detail';

/** The sample data's Safety Helmet, Cap "Baseball" and Cowboy Hat: the Headpiece category (the dump's ids). */
export const PRODUCTS = { helmet: '160', cap: '161', hat: '162' } as const;

const ADD_JS = '/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json';

/** Puts products in the page's cart with VirtueMart's addJS call, the one the product form sends. */
export async function fillCart(harness: RealHarness, page: Page, lines: [product: string, quantity: number][]): Promise<void> {
	// Joomla keeps the session in the database without a lock: a call of the page still running (the cart
	// module's refresh) would write back the cart it read before these adds, and lose them.
	await page.waitForLoadState('networkidle');
	for (const [product, quantity] of lines) {
		const answer = await page.request.post(harness.at(ADD_JS), { form: { 'quantity[]': String(quantity), 'virtuemart_product_id[]': product } });
		expect(JSON.parse(await answer.text())).toMatchObject({ stat: '1' });
	}
}

/** Opens a page and waits for its islands to be ready. */
export async function openSettled(harness: RealHarness, path: string) {
	const opened = await harness.open(path);
	await islandsSettled(opened.page);
	return opened;
}

/** Goes to the cart page and waits for the cart form to be enhanced. */
export async function gotoCart(harness: RealHarness, page: Page): Promise<void> {
	await page.goto(harness.at(CART));
	await page.waitForSelector('#checkoutForm[data-island-state="ready"]');
	await islandsSettled(page);
}

/** A request as the shop receives it: method, path, query and form fields. */
export interface Sent {
	method: string;
	path: string;
	query: Record<string, string>;
	body: URLSearchParams;
}

/**
 * Runs a change of the cart form and resolves with the background update it sent, once the answer's
 * form has replaced the old one and is enhanced. The update is read where the page routes it: Chromium
 * leaves a streamed fetch body out of its request events.
 */
export async function cartUpdate(page: Page, change: () => Promise<void>): Promise<Sent> {
	await page.evaluate(() => document.querySelector('#checkoutForm')?.setAttribute('data-old', ''));
	let resolve!: (update: Sent) => void;
	const update = new Promise<Sent>((done) => {
		resolve = done;
	});
	await page.route(
		(url) => url.searchParams.get('tmpl') === 'component',
		(route) => {
			const request = route.request();
			const url = new URL(request.url());
			resolve({
				method: request.method(),
				path: url.pathname,
				query: Object.fromEntries(url.searchParams),
				body: new URLSearchParams(request.postData() ?? ''),
			});
			return route.continue();
		},
		{ times: 1 },
	);
	await change();
	const request = await update;
	await page.waitForSelector('#checkoutForm:not([data-old])[data-island-state="ready"]');
	return request;
}

/** The cart's grand total as printed (bs3 prints it in a bare table cell). */
export const billTotal = (page: Page) => page.locator('span.PricebillTotal, .vm-carttotal-row > td:last-child').last().textContent();
