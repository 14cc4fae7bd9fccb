/**
 * Logging in and out through Cassiopeia's login module and VirtueMart's login form: on a stock shop both
 * stay the server's forms (a plain POST to Joomla's users component, no Vetrina dialog).
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { openSettled } from './cart-helpers.ts';
import { forEachRealShop } from './harness.ts';

const USER = { username: 'vetrina-shopper', name: 'Anna Verdi', password: 'Vetrina-Passw0rd!', email: 'anna.verdi@example.it' };
const GREETING = `Hi ${USER.name},`;

forEachRealShop((harness) => {
	beforeAll(async () => {
		await harness.shop.joomla(
			'user:add',
			`--username=${USER.username}`,
			`--name=${USER.name}`,
			`--password=${USER.password}`,
			`--email=${USER.email}`,
			'--usergroup=Registered',
			'-n',
		);
	});

	/** Submits a server form with its button and resolves with the form's fields once the answer's page has loaded. */
	async function submitted(page: Page, button: string) {
		const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
		await page.click(button);
		const request = await navigation;
		await page.waitForLoadState();
		return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
	}
	const greeting = (page: Page) => page.locator('.mod-login-logout__login-greeting').textContent();

	async function logOut(page: Page) {
		expect(await submitted(page, '.mod-login-logout button[type="submit"]')).toMatchObject({ option: 'com_users', task: 'user.logout' });
		expect(await page.locator('.mod-login-logout').count()).toBe(0);
		expect(await page.locator('form.mod-login input[type="password"]').count()).toBe(1);
	}

	it("logs in and out through Cassiopeia's login module", async () => {
		const { page } = await openSettled(harness, '/');
		await page.fill('form.mod-login input[name="username"]', USER.username);
		await page.fill('form.mod-login input[name="password"]', USER.password);
		expect(await submitted(page, 'form.mod-login button[type="submit"]')).toMatchObject({ option: 'com_users', task: 'user.login', username: USER.username });
		expect(await page.locator('dialog').count()).toBe(0);
		expect((await greeting(page))?.trim()).toBe(GREETING);
		await logOut(page);
	});

	it("logs in through VirtueMart's login form on a guest's account page", async (context) => {
		// bs3 folds the form behind Bootstrap 3's `data-toggle="collapse"`, which Cassiopeia's Bootstrap 5
		// never opens: a shopper cannot reach it there, with or without Vetrina.
		if (harness.shop.templates === 'bs3') context.skip();
		const { page } = await openSettled(harness, '/index.php/account');
		await page.fill('#com-form-login input[name="username"]', USER.username);
		await page.fill('#com-form-login input[name="password"]', USER.password);
		expect(await submitted(page, '#com-form-login [type="submit"]')).toMatchObject({ option: 'com_users', task: 'user.login', username: USER.username });
		expect(await page.locator('dialog').count()).toBe(0);
		expect(await page.locator('#com-form-login').count()).toBe(0);
		expect((await greeting(page))?.trim()).toBe(GREETING);
		await logOut(page);
	});
});
