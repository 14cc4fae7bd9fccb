/**
 * Joomla's core script deferred by the plugin (JoomlaCore.php): the shop's pages paint without waiting for it,
 * and what needs it still has it once the page is parsed: Joomla's options, its form validation, its
 * `Joomla.submitbutton` and the messages it renders, the server's message after a refused login.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CART, HELMET, openSettled } from './cart-helpers.ts';
import { forEveryRealShop } from './harness.ts';
import { wordsOf } from './words.ts';

const LOGIN = '/index.php?option=com_users&view=login';
const LOGIN_FORM = '#com-users-login__form';

interface JoomlaApi {
	getOptions(key: string): { root: string };
	submitbutton(task: string, formSelector?: string): void;
}

const core = (page: Page) => page.locator('script[src*="/media/system/js/core"]');
const messages = (page: Page) => page.locator('#system-message-container joomla-alert');

forEveryRealShop((harness) => {
	const words = () => wordsOf(harness.shop);

	it("is deferred on the shop's pages, and where a file after it runs at once, kept; Joomla's API is there once each is parsed", async () => {
		for (const path of ['/', '/index.php/pagination', HELMET, CART, LOGIN]) {
			const { page } = await harness.open(path);
			expect(await core(page).count(), path).toBe(1);
			const { deferred, filesAfter } = await page.evaluate(() => {
				const scripts = [...document.scripts];
				const at = scripts.findIndex((script) => script.src.includes('/media/system/js/core'));
				const runsAtOnce = (script: HTMLScriptElement) =>
					script.src !== '' && !script.defer && !script.async && ['', 'text/javascript', 'application/javascript'].includes(script.type);
				return {
					deferred: scripts[at]!.defer,
					filesAfter: scripts
						.slice(at + 1)
						.filter(runsAtOnce)
						.map((script) => new URL(script.src).pathname),
				};
			});
			// VirtueMart's pages, on every template; vmbasic's login page loads its template's script as a plain file.
			if (path !== LOGIN) expect(filesAfter, path).toEqual([]);
			expect(deferred, `${path}, files after it that run at once: ${filesAfter.join(', ')}`).toBe(filesAfter.length === 0);
			const paths = await page.evaluate(() => (window as unknown as { Joomla: JoomlaApi }).Joomla.getOptions('system.paths'));
			expect(paths.root, path).toBe(harness.shop.base);
			await page.context().close();
		}
	});

	it("validates Joomla's form through Joomla.submitbutton, shows the messages it renders, and the server's after a refused login", async () => {
		const { page } = await openSettled(harness, LOGIN);
		// As a component's form has it, a field for the task Joomla.submitbutton sets.
		await page.locator(LOGIN_FORM).evaluate((form) => form.insertAdjacentHTML('beforeend', '<input type="hidden" name="task" value="">'));
		const submit = (selector: string) =>
			page.evaluate((form) => (window as unknown as { Joomla: JoomlaApi }).Joomla.submitbutton('user.login', form), selector);

		// Empty: Joomla's validation keeps the form, marks the fields and renders its message.
		await submit(LOGIN_FORM);
		expect(await page.locator(`${LOGIN_FORM} input[name="username"]`).getAttribute('aria-invalid')).toBe('true');
		await messages(page).first().waitFor();
		expect(await messages(page).first().getAttribute('type')).toBe('danger');

		// Filled with a wrong password: the form posts (the login island, started by the shopper reaching for the
		// header's login link where nothing else brought the core, sends it in the background), and Joomla's
		// message says why the login was refused (the island shows it in its dialog).
		const link = page.locator('.vetrina-header-lists [data-vetrina="login"]');
		await link.hover();
		await link.and(page.locator('[data-island-state="ready"]')).waitFor();
		await page.fill(`${LOGIN_FORM} input[name="username"]`, 'vetrina-nobody');
		await page.fill(`${LOGIN_FORM} input[name="password"]`, 'not-the-password');
		const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).searchParams.get('task') === 'user.login');
		await submit(LOGIN_FORM);
		await sent;
		await page
			.getByRole('dialog')
			.getByRole('alert')
			.filter({ hasText: words().joomla('JGLOBAL_AUTH_INVALID_PASS') })
			.waitFor();
	});
});
