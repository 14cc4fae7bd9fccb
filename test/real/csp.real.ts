/**
 * Joomla's own Content-Security-Policy with nonces ("System - HTTP Headers": `script-src` and `style-src`
 * of 'self' plus the page's nonce, no 'unsafe-inline') on bs5, at the root and under the sub-folder: the
 * product, category, variant, cart, compare, wishlist, login and live-search journeys work, and no violation
 * comes from Vetrina. Every
 * `securitypolicyviolation` is collected; those whose source is inline code the served HTML holds
 * (VirtueMart's and Joomla's scripts, handlers and style attributes, blocked as the policy says) are
 * listed, any other fails the test.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { watchReports } from '../e2e/harness.ts';
import { type CspReport, inlineCode } from '../e2e/inline-code.ts';
import { PRODUCTS } from './cart-helpers.ts';
import { describeRealShop, idle, islandsSettled } from './harness.ts';
import { drained, JOOMLA_CSP } from './joomla-csp.ts';
import { addFromCard, card, count, countIs, press } from './lists.ts';

const HELMET = '/index.php/headpiece/safety-helmet-detail';
const HEADPIECE = '/index.php/headpiece';
const COMPARE_PAGE = '/index.php/component/ajax?plugin=vetrina&group=system&format=html&task=compare';
const SHOPPER = { username: 'vetrina-csp', name: 'Giulia Serra', password: 'Vetrina-Passw0rd!', email: 'giulia.serra@example.it' };
/** Another shopper, whose wishlist starts empty after SHOPPER's journeys. */
const GUEST = { username: 'vetrina-csp-guest', name: 'Paolo Riva', password: 'Vetrina-Passw0rd!', email: 'paolo.riva@example.it' };
const REFUSED = 'Username and password do not match or you do not have an account yet.';
const PAGINATION = '/index.php/pagination';
const VARIANTS = '/index.php/product-variants';
const CART = '/index.php/cart';

const describeReport = (r: CspReport) => `${r.directive} blocked ${r.blockedURI || 'inline'} (${r.source}:${r.line}): ${JSON.stringify(r.sample)}`;

for (const subFolder of [false, true]) {
	describeRealShop(`Joomla's CSP with nonces on bs5 ${subFolder ? 'under the sub-folder' : 'at the root'}`, { templates: 'bs5', subFolder }, (shop) => {
		const reports: CspReport[] = [];
		const served: Promise<string>[] = [];

		beforeAll(async () => {
			await shop.shop.pluginParams(JOOMLA_CSP, 'httpheaders');
			await shop.shop.pluginParams({ searchPosition: 'search' });
			await shop.shop.addUser(SHOPPER);
			await shop.shop.addUser(GUEST);
		});

		afterEach(async ({ task }) => {
			const code = inlineCode(await Promise.all(served.splice(0)));
			const all = reports.splice(0);
			const expected = new Map<string, number>();
			for (const report of all.filter(code.isSource)) {
				const what = `${report.directive} ${JSON.stringify(report.sample)}`;
				expected.set(what, (expected.get(what) ?? 0) + 1);
			}
			const listed = [...expected].map(([what, count]) => `${count}× ${what}`);
			if (listed.length) console.info(`[${task.name}] expected, the shop's own inline code blocked:\n${listed.join('\n')}`);
			expect(all.filter((report) => !code.isSource(report)).map(describeReport), 'CSP violations not from the served inline code').toEqual([]);
		});

		/** Opens a page with every CSP violation of its context recorded, once its islands have settled. */
		async function open(path: string) {
			const opened = await shop.open(path, {}, (context) => watchReports(context, reports, served));
			await islandsSettled(opened.page);
			await idle(opened.page);
			return opened;
		}

		/** Goes to another page of the site in the same tab (its violations are recorded too). */
		async function go(page: Page, path: string) {
			await page.goto(shop.at(path));
			await islandsSettled(page);
			await idle(page);
		}

		const loginModal = (page: Page) => page.getByRole('dialog', { name: 'Log in to your account' });

		/** Logs in with the login module's form in the modal: the page Joomla answers with loads, logged in. */
		async function logInThere(page: Page, user: typeof SHOPPER) {
			const dialog = loginModal(page);
			await dialog.locator('input[name="username"]').fill(user.username);
			await dialog.locator('input[name="password"]').fill(user.password);
			await dialog.getByRole('button', { name: 'Log in' }).click();
			await page.waitForSelector('.mod-login-logout');
			await islandsSettled(page);
			await idle(page);
			expect((await page.locator('.mod-login-logout__login-greeting').textContent())?.trim()).toBe(`Hi ${user.name},`);
		}

		/**
		 * Two pieces of the product `form` sells added to the cart, VirtueMart's message shown, then closed. By
		 * class: a listing's card gets its names when its island mounts, on this first press.
		 */
		async function addFrom(page: Page, form: Locator) {
			await form.locator('.quantity-plus').click();
			// A card's first press starts its island: the click is held until it is drawn, then replayed.
			await form.and(page.locator('[data-island-state="ready"]')).waitFor({ state: 'attached' });
			await expect.poll(() => form.locator('input[name="quantity[]"]').inputValue()).toBe('2');
			await idle(page);
			await form.locator('[name="addtocart"]').click();
			const dialog = page.getByRole('dialog');
			await expect.poll(() => dialog.textContent()).toMatch(/2 x .+ was added to your cart\./);
			await idle(page);
			await page.keyboard.press('Escape');
			await expect.poll(() => dialog.count()).toBe(0);
		}

		it("sends Joomla's policy with its nonce, which Vetrina's script carries", async () => {
			const response = await fetch(shop.at(HELMET));
			const policy = response.headers.get('content-security-policy') ?? '';
			const nonce = /script-src 'nonce-([^']+)' 'self'/.exec(policy)?.[1];
			expect(nonce).toBeTruthy();
			expect(policy).toContain(`style-src 'nonce-${nonce}' 'self'`);
			expect(policy).not.toContain('unsafe-inline');
			const html = await response.text();
			expect(html).toMatch(new RegExp(`<script src="${shop.shop.base}/media/plg_system_vetrina/js/vetrina\\.js[^"]*" type="module" nonce="${nonce}"`));
		});

		it('product: plus, live price, add to cart with the message in the dialog and the stock cart module updated', async () => {
			const { page } = await open(HELMET);
			const form = page.locator('.productdetails-view form.product');
			const recalculated = page.waitForResponse((r) => r.url().includes('task=recalculate'));
			await form.getByRole('button', { name: 'Increase the quantity' }).click();
			await recalculated;
			await idle(page);
			expect(await page.locator('.productdetails-view .PricesalesPrice').last().textContent()).toMatch(/\d,\d\d €/);
			await form.getByRole('button', { name: 'Add to Cart' }).click();
			const dialog = page.getByRole('dialog');
			await expect.poll(() => dialog.textContent()).toContain('2 x Safety Helmet was added to your cart.');
			await expect.poll(async () => (await page.locator('.vmCartModule').textContent())?.replace(/\s+/g, ' ')).toContain('2 x Safety Helmet');
			await idle(page);
			await drained(page);
		});

		it("category: a card's plus and add to cart", async () => {
			const { page } = await open(PAGINATION);
			await addFrom(page, page.locator('form.product').first());
			await drained(page);
		});

		it('variants: the listing, then a variant chosen on its product, which updates in place', async () => {
			const { page } = await open(VARIANTS);
			// A card's select is enhanced, with its card, once the shopper has it in view.
			await page.locator('select.cvselection').first().scrollIntoViewIfNeeded();
			const widget = page.locator('select.cvselection + .vetrina-select').first();
			// VirtueMart's listing goes to the chosen child's page (its `data-reload`).
			await widget.getByRole('combobox').click();
			await Promise.all([page.waitForURL(/multi-variant-\d+-detail/), widget.getByRole('option', { name: '51.0' }).click()]);
			await islandsSettled(page);
			await idle(page);
			const product = () => page.locator('.productdetails-view input[name="virtuemart_product_id[]"]').inputValue();
			const before = await product();
			await page.evaluate(() => Object.assign(window, { samePage: true }));
			const choice = page.locator('select.cvselection + .vetrina-select').first();
			await choice.getByRole('combobox').click();
			const updated = page.waitForResponse((r) => r.url().includes('dynamic=1'));
			await choice.getByRole('option', { name: '61.0' }).click();
			await updated;
			await expect.poll(product).not.toBe(before);
			await idle(page);
			expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
			await drained(page);
		});

		it('cart: a line quantity updated', async () => {
			const { page } = await open(HELMET);
			await addFrom(page, page.locator('.productdetails-view form.product'));
			await go(page, CART);
			const quantity = page.locator('#checkoutForm input[name^="quantity["]').first();
			expect(await quantity.inputValue()).toBe('2');
			const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/index.php/cart'));
			await page.locator('#checkoutForm .vm-cart-item-quantity_plus').first().click();
			await posted;
			await idle(page);
			await expect.poll(() => page.locator('#checkoutForm input[name^="quantity["]').first().inputValue()).toBe('3');
			expect(await page.locator('#checkoutForm').getAttribute('data-island-state')).toBe('ready');
			await drained(page);
		});

		it('compare: added from a card, counted in the header, listed and removed on the compare page', async () => {
			const { page } = await open(HEADPIECE);
			expect(await count(page, 'compare')).toBe('0');
			expect(await addFromCard(page, 'compare', PRODUCTS.helmet)).toMatchObject({ error: 0 });
			await countIs(page, 'compare', '1');
			await go(page, COMPARE_PAGE);
			expect(await page.locator('[data-list-page="compare"] thead th').allTextContents()).toEqual(['Safety Helmet']);
			const remove = `[data-list-page="compare"] [data-list="compare"][data-action="remove"][data-product-id="${PRODUCTS.helmet}"]`;
			expect((await press(page, remove, 'removeFromCompare')).answer).toMatchObject({ error: 0 });
			await page.locator('[data-list-page="compare"] .vp-list-empty').waitFor();
			await countIs(page, 'compare', '0');
			await idle(page);
			await drained(page);
		});

		it('wishlist: a logged-in shopper adds from the product page, counted and listed in the header', async () => {
			const { page } = await open(HELMET);
			// Joomla's login form, posted as the browser would, in the page's session.
			const login = await page
				.locator('form.mod-login')
				.evaluate((form: HTMLFormElement) => ({ action: form.action, fields: Object.fromEntries(new FormData(form)) as Record<string, string> }));
			const answer = await page.request.post(login.action, { form: { ...login.fields, username: SHOPPER.username, password: SHOPPER.password } });
			expect(answer.ok()).toBe(true);
			await go(page, HELMET);
			expect(await count(page, 'wishlist')).toBe('0');
			expect(await addFromCard(page, 'wishlist', PRODUCTS.helmet)).toMatchObject({ error: 0 });
			await countIs(page, 'wishlist', '1');
			await page.click('[data-vetrina="wishlist"] [aria-controls]');
			await page.locator('[data-vetrina="wishlist"] .vp-dropdown-item', { hasText: 'Safety Helmet' }).waitFor();
			await idle(page);
			await drained(page);
		});

		it("login: the header's link opens the modal, Joomla's refusal is shown there, then the shopper logs in", async () => {
			const { page } = await open(HELMET);
			const link = page.locator('.vetrina-header-lists [data-vetrina="login"][data-island-state="ready"]');
			await link.click();
			const dialog = loginModal(page);
			await dialog.locator('form.mod-login').waitFor();
			await dialog.locator('input[name="username"]').fill(SHOPPER.username);
			await dialog.locator('input[name="password"]').fill('not-the-password');
			await dialog.getByRole('button', { name: 'Log in' }).click();
			await dialog.getByRole('alert').waitFor();
			expect(await dialog.getByRole('alert').textContent()).toBe(REFUSED);
			await idle(page);
			await logInThere(page, SHOPPER);
			expect(new URL(page.url()).pathname).toBe(`${shop.shop.base}${HELMET}`);
			expect(await link.textContent()).toBe('Log out');
			await drained(page);
		});

		it("wishlist: a guest's add opens the login modal with the server's message, and is sent once logged in there", async () => {
			const { page } = await open(HELMET);
			expect((await press(page, card('wishlist', PRODUCTS.helmet), 'addToWishlist')).answer).toMatchObject({ error: 2, msg: 'Log in to use the wishlist.' });
			const dialog = loginModal(page);
			await dialog.getByRole('alert').waitFor();
			expect(await dialog.getByRole('alert').textContent()).toBe('Log in to use the wishlist.');
			await logInThere(page, GUEST);
			await countIs(page, 'wishlist', '1');
			await page.click('[data-vetrina="wishlist"] [aria-controls]');
			await page.locator('[data-vetrina="wishlist"] .vp-dropdown-item', { hasText: 'Safety Helmet' }).waitFor();
			await idle(page);
			await drained(page);
		});

		it('live search: suggestions with their thumbnail as the shopper types, Enter opens the product', async () => {
			const { page } = await open('/');
			await page.locator('form.vetrina-search[data-vetrina="live-search"] input[name="keyword"]').pressSequentially('Helmet');
			const option = page.locator('.vetrina-search-list [role="option"]', { hasText: 'Safety Helmet' });
			await option.waitFor();
			await expect.poll(() => option.locator('img.vetrina-search-thumb').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
			await page.keyboard.press('ArrowDown');
			await Promise.all([page.waitForURL(shop.at(HELMET)), page.keyboard.press('Enter')]);
			await islandsSettled(page);
			await idle(page);
			await drained(page);
		});
	});
}
