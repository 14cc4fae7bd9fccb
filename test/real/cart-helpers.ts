/** What the real-shop cart, address and login journeys share: a guest's cart and the cart form's answers. */
import type { Page, Response } from 'playwright-core';
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

const ITALY = '105';
/** Agrigento, Italy's first province by name. */
const AGRIGENTO = '214';
/** A guest's bill-to address in Italy. */
export const BILL_TO = {
	email: 'anna.verdi@example.it',
	first_name: 'Anna',
	last_name: 'Verdi',
	address_1: 'Via Roma 1',
	zip: '92100',
	city: 'Agrigento',
};

/** A guest's bill-to address form, from the cart. */
export const BILL_TO_FORM = '/index.php/account/editaddresscartBT';

/**
 * Enters `BILL_TO` for the page's guest, and what `more` fills in, its form's fields posted to its action:
 * VirtueMart's own check asks a guest for registration fields there, and bs3 keeps them in a collapse
 * Cassiopeia cannot open, with or without Vetrina (test/real/address.real.ts). The address form itself is
 * that file's.
 */
export async function enterBillTo(harness: RealHarness, page: Page, more: (page: Page) => Promise<void> = async () => {}): Promise<void> {
	await page.goto(harness.at(BILL_TO_FORM));
	await page.waitForSelector('#virtuemart_state_id_field[data-island-state="ready"]', { state: 'attached' });
	await more(page);
	await page.evaluate((address) => {
		for (const [name, value] of Object.entries(address)) (document.getElementById(`${name}_field`) as HTMLInputElement).value = value;
	}, BILL_TO);
	await page.selectOption('#virtuemart_country_id_field', ITALY, { force: true });
	await page.waitForFunction(() => (document.querySelector('#virtuemart_state_id_field') as HTMLSelectElement).options.length > 1);
	await page.selectOption('#virtuemart_state_id_field', AGRIGENTO, { force: true });
	const form = await page.$eval('#userForm', (element) => {
		const userForm = element as HTMLFormElement;
		return { action: userForm.action, fields: [...new FormData(userForm)].map(([name, value]) => [name, String(value)]) };
	});
	expect((await page.request.post(form.action, { form: Object.fromEntries(form.fields) })).ok()).toBe(true);
}

/**
 * A guest's order of one helmet: the cart filled, `BILL_TO` entered, `choose` run in the cart (a payment method),
 * the terms ticked and the order button pressed. Resolves with VirtueMart's answer: its thank-you page.
 */
export async function placeOrder(harness: RealHarness, page: Page, choose: () => Promise<unknown> = async () => {}): Promise<Response> {
	await fillCart(harness, page, [[PRODUCTS.helmet, 1]]);
	await enterBillTo(harness, page);
	await gotoCart(harness, page);
	await choose();
	await cartUpdate(page, () => page.locator('#tos').check());
	expect(await page.locator('#checkoutFormSubmit').getAttribute('name')).toBe('confirm');
	const ordered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().isNavigationRequest());
	await page.locator('#checkoutFormSubmit').click();
	return ordered;
}

/** The cart's grand total as printed (bs3 prints it in a bare table cell). */
export const billTotal = (page: Page) => page.locator('span.PricebillTotal, .vm-carttotal-row > td:last-child').last().textContent();
