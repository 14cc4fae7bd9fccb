/**
 * Logging in and out on a stock shop, where the plugin serves the header lists: its header block's link
 * opens the login modal around Cassiopeia's login module; that form and VirtueMart's (account page, cart)
 * post in the background, Joomla's refusal shown in the modal, a granted login loading the page Joomla sends the
 * shopper to (its captive page for a user with two-factor login); logging out stays Joomla's own form.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { pageToken } from '../e2e/lists-helpers.ts';
import { CART, fillCart, gotoCart, HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { forEveryRealShop, islandsSettled } from './harness.ts';
import { wordsOf } from './words.ts';

const USER = { username: 'vetrina-shopper', name: 'Anna Verdi', password: 'Vetrina-Passw0rd!', email: 'anna.verdi@example.it' };
const MFA_USER = { username: 'vetrina-mfa', name: 'Marco Neri', password: 'Vetrina-Passw0rd!', email: 'marco.neri@example.it' };

forEveryRealShop((harness) => {
	const words = () => wordsOf(harness.shop);
	const greetingText = () => words().joomla('MOD_LOGIN_HINAME', USER.name);
	const refusedText = () => words().joomla('JGLOBAL_AUTH_INVALID_PASS');
	beforeAll(async () => {
		await harness.shop.addUser(USER);
		const id = await harness.shop.addUser(MFA_USER);
		// Joomla's authenticator-app method (plg_multifactorauth_totp), its secret stored as Joomla reads
		// options it did not encrypt: plain JSON.
		await harness.shop.sql(
			`INSERT INTO jvm_user_mfa (user_id, title, method, \`default\`, options, created_on, tries) VALUES (${id}, 'Authenticator app', 'totp', 1, '{"key":"JBSWY3DPEHPK3PXP"}', NOW(), 0)`,
		);
	});

	const link = (page: Page) => page.locator('.vetrina-header-lists [data-vetrina="login"]');
	/**
	 * vmbasic's login module, in its top bar, prints links (Log in / Create an account), no form: there the
	 * login modal draws Joomla's own.
	 */
	const moduleForm = () => harness.shop.site !== 'vmbasic';
	const modal = (page: Page) => page.getByRole('dialog', { name: words().vetrina('login.title') });
	const greeting = async (page: Page) => (await page.locator('.mod-login-logout__login-greeting').textContent())?.trim();
	const here = (page: Page) => Buffer.from(page.url()).toString('base64');

	/**
	 * Opens a page as a guest, once the login link is ready: reached for, as a shopper does, where nothing else
	 * brought the core (home above its cards).
	 */
	async function guestOn(path: string) {
		const { page } = await openSettled(harness, path);
		await link(page).hover();
		await link(page).and(page.locator('[data-island-state="ready"]')).waitFor();
		expect(await link(page).textContent()).toBe(words().plugin('PLG_SYSTEM_VETRINA_LOGIN'));
		return page;
	}

	/**
	 * Submits a login form with its button and resolves with the post's fields, read where the page routes
	 * it (a fetch's body is not in its request event): a post in the background, not the page's navigation.
	 */
	async function posted(page: Page, button: string): Promise<Record<string, string>> {
		let resolve!: (sent: { fields: Record<string, string>; navigation: boolean }) => void;
		const sent = new Promise<{ fields: Record<string, string>; navigation: boolean }>((done) => {
			resolve = done;
		});
		const post = () => true;
		await page.route(post, (route) => {
			const request = route.request();
			if (request.method() !== 'POST') return route.fallback();
			resolve({ fields: Object.fromEntries(new URLSearchParams(request.postData() ?? '')), navigation: request.isNavigationRequest() });
			return route.continue();
		});
		await page.click(button);
		const { fields, navigation } = await sent;
		await page.unroute(post);
		expect(navigation).toBe(false);
		return fields;
	}

	/** The fields every Joomla login post carries, the token the page printed among them. */
	const loginFields = async (page: Page, user: { username: string; password: string }, returnUrl: string) => ({
		username: user.username,
		password: user.password,
		option: 'com_users',
		task: 'user.login',
		return: returnUrl,
		[await pageToken(page)]: '1',
	});

	/** A granted login: the page Joomla sent the shopper to has loaded, the shopper logged in. */
	async function loggedIn(page: Page, path: string): Promise<void> {
		await page.waitForSelector('.mod-login-logout');
		// The new page's link ready, not only its markup: parsed before the bootstrap has run, no island is
		// marked yet and "settled" would hold of nothing. Found by the bootstrap, it is reached for (guestOn).
		await link(page).and(page.locator('[data-island]')).waitFor();
		await link(page).hover();
		await link(page).and(page.locator('[data-island-state="ready"]')).waitFor();
		await islandsSettled(page);
		expect(new URL(page.url()).pathname).toBe(`${harness.shop.base}${path}`);
		expect(await greeting(page)).toBe(greetingText());
		expect(await page.locator('dialog').count()).toBe(0);
		expect(await link(page).textContent()).toBe(words().plugin('PLG_SYSTEM_VETRINA_LOGOUT'));
	}

	it("logs in through Cassiopeia's login module in the modal, back on the same page, and out through the header's link", async (context) => {
		if (!moduleForm()) context.skip();
		const page = await guestOn(HELMET);
		await link(page).click();
		const dialog = modal(page);
		await dialog.waitFor();
		expect(await dialog.locator('form.mod-login').count()).toBe(1);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
		await dialog.locator('input[name="username"]').fill(USER.username);
		await dialog.locator('input[name="password"]').fill(USER.password);
		const returnUrl = here(page);
		expect(await posted(page, 'dialog form.mod-login button[type="submit"]')).toEqual({ ...(await loginFields(page, USER, returnUrl)), Submit: '' });
		await loggedIn(page, HELMET);

		const logout = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
		await link(page).click();
		const fields = Object.fromEntries(new URLSearchParams((await logout).postData() ?? ''));
		expect(fields).toMatchObject({ option: 'com_users', task: 'user.logout', return: returnUrl });
		await page.waitForSelector('form.mod-login');
		expect(new URL(page.url()).pathname).toBe(`${harness.shop.base}${HELMET}`);
		expect(await page.locator('.mod-login-logout').count()).toBe(0);
	});

	it("leaves the page's login form in place while the modal shows one of its own, whose backdrop covers the cookie banner", async (context) => {
		if (!moduleForm()) context.skip();
		const page = await guestOn(HELMET);
		/** The page's own login form (the sidebar's): where it is, and its elements' ids. */
		const pageForm = () =>
			page.evaluate(() => {
				const form = [...document.querySelectorAll('form.mod-login')].find((element) => !element.closest('dialog'));
				if (!form) return null;
				const { x, y, width, height } = form.getBoundingClientRect();
				return { box: [x, y, width, height].map(Math.round), ids: [...form.querySelectorAll('[id]')].map((element) => element.id) };
			});
		const before = await pageForm();
		expect(before?.ids.length).toBeGreaterThan(0);
		await link(page).click();
		const dialog = modal(page);
		await dialog.waitFor();
		expect(await pageForm()).toEqual(before);
		const own = await dialog.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
		expect(own.filter((id) => before!.ids.includes(id))).toEqual([]);
		// The banner stays under the modal's backdrop, out of reach as everything else outside the modal.
		const banner = page.locator('body > .vetrina-consent');
		expect(await banner.isVisible()).toBe(true);
		expect(
			await banner.evaluate((element) => {
				const { x, y, width, height } = element.getBoundingClientRect();
				return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
			}),
		).toBe(false);
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });
		expect(await pageForm()).toEqual(before);
		expect(await link(page).evaluate((element) => element === document.activeElement)).toBe(true);
	});

	it("shows Joomla's message in the modal for a wrong password, keeping the username, then logs in there", async (context) => {
		if (!moduleForm()) context.skip();
		const page = await guestOn('/');
		await link(page).click();
		const dialog = modal(page);
		await dialog.locator('input[name="username"]').fill(USER.username);
		await dialog.locator('input[name="password"]').fill('not-the-password');
		await posted(page, 'dialog form.mod-login button[type="submit"]');
		const alert = dialog.getByRole('alert');
		await alert.waitFor();
		expect(await alert.textContent()).toBe(refusedText());
		expect(await dialog.locator('input[name="username"]').inputValue()).toBe(USER.username);
		expect(await dialog.locator('input[name="password"]').inputValue()).toBe('');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
		expect(await dialog.locator('form[aria-busy]').count()).toBe(0);

		await dialog.locator('input[name="password"]').fill(USER.password);
		await page.click('dialog form.mod-login button[type="submit"]');
		await loggedIn(page, '/');
	});

	it("draws Joomla's login form in the modal where the template prints none, which logs in in the background", async (context) => {
		if (moduleForm()) context.skip();
		const page = await guestOn(HELMET);
		await link(page).click();
		const dialog = modal(page);
		await dialog.waitFor();
		await dialog.getByRole('textbox', { name: words().vetrina('login.username') }).fill(USER.username);
		await dialog.getByLabel(words().vetrina('login.password'), { exact: true }).fill(USER.password);
		const fields = await posted(page, 'dialog form.vetrina-login-form button[type="submit"]');
		expect(fields).toEqual({ username: USER.username, password: USER.password, return: here(page), [await pageToken(page)]: '1' });
		await loggedIn(page, HELMET);
	});

	it("logs in through VirtueMart's login form on a guest's account page, the modal taking it over after a refusal", async (context) => {
		// bs3 folds the form behind Bootstrap 3's `data-toggle="collapse"`, which Cassiopeia's Bootstrap 5
		// never opens: a shopper cannot reach it there, with or without Vetrina.
		if (harness.shop.templates === 'bs3') context.skip();
		const page = await guestOn('/index.php/account');
		const vmReturn = await page.locator('#com-form-login input[name="return"]').inputValue();
		// bs5 prints a <button name="Submit">, legacy an <input name="Submit" value="Login">.
		const submit = await page.locator('#com-form-login [type="submit"]').evaluate((button: HTMLButtonElement) => button.value);
		await page.fill('#com-form-login input[name="username"]', USER.username);
		await page.fill('#com-form-login input[name="password"]', 'not-the-password');
		expect(await posted(page, '#com-form-login [type="submit"]')).toEqual({
			...(await loginFields(page, { ...USER, password: 'not-the-password' }, vmReturn)),
			Submit: submit,
		});
		const dialog = modal(page);
		await dialog.getByRole('alert').waitFor();
		expect(await dialog.getByRole('alert').textContent()).toBe(refusedText());
		// The modal's copy of VirtueMart's form (its ids its own), with what the shopper typed.
		expect(await dialog.locator('form input[name="username"]').inputValue()).toBe(USER.username);

		await dialog.locator('input[name="password"]').fill(USER.password);
		await dialog.locator('form [type="submit"]').click();
		await loggedIn(page, '/index.php/account');
		expect(await page.locator('#com-form-login').count()).toBe(0);

		// Logging out through the module's own button is Joomla's plain form, as before.
		const logout = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
		await page.click('.mod-login-logout button[type="submit"]');
		expect(Object.fromEntries(new URLSearchParams((await logout).postData() ?? ''))).toMatchObject({ option: 'com_users', task: 'user.logout' });
		await link(page)
			.filter({ hasText: words().plugin('PLG_SYSTEM_VETRINA_LOGIN') })
			.waitFor();
		expect(await page.locator('.mod-login-logout').count()).toBe(0);
	});

	it("takes over VirtueMart's login form in a guest's cart the same way, back in the cart once logged in", async (context) => {
		// bs3 folds it as it folds the account page's.
		if (harness.shop.templates === 'bs3') context.skip();
		const { page } = await openSettled(harness, HELMET);
		await fillCart(harness, page, [[PRODUCTS.helmet, 1]]);
		await gotoCart(harness, page);
		// bs5 folds it behind a "Login" button (Bootstrap 5's collapse, which Cassiopeia loads).
		if (harness.shop.templates === 'bs5') await page.click('[href="#collapseLogin"]');
		await page.fill('#com-form-login input[name="username"]', USER.username);
		await page.fill('#com-form-login input[name="password"]', 'not-the-password');
		expect(await posted(page, '#com-form-login [type="submit"]')).toMatchObject({ task: 'user.login', username: USER.username });
		const dialog = modal(page);
		await dialog.getByRole('alert').waitFor();
		expect(await dialog.getByRole('alert').textContent()).toBe(refusedText());
		await dialog.locator('input[name="password"]').fill(USER.password);
		await dialog.locator('form [type="submit"]').click();
		await loggedIn(page, CART);
		expect(await page.locator('#com-form-login').count()).toBe(0);
		expect(await page.locator('#checkoutForm').count()).toBe(1);
	});

	it("sends a user with two-factor login on to Joomla's captive page for the second step", async (context) => {
		if (!moduleForm()) context.skip();
		const page = await guestOn('/');
		await link(page).click();
		const dialog = modal(page);
		await dialog.locator('input[name="username"]').fill(MFA_USER.username);
		await dialog.locator('input[name="password"]').fill(MFA_USER.password);
		await page.click('dialog form.mod-login button[type="submit"]');
		await page.waitForURL((url) => url.pathname === `${harness.shop.base}/index.php/component/users/captive`, { waitUntil: 'load' });
		expect((await page.locator('#users-mfa-title').textContent())?.replace(/\s+/g, ' ').trim()).toMatch(
			new RegExp(`^${words().joomla('COM_USERS_USER_MULTIFACTOR_AUTH')} – `),
		);
		expect(await page.locator('input[name="code"]').count()).toBe(1);
	});
});
