import { describe, expect, it } from 'vitest';
import { useShop } from './harness.ts';
import { AJAX, PRODUCT, logIn, pageToken, sent } from './lists-helpers.ts';
import { ready } from './ready.ts';

const tokenInputNames = (page: import('playwright-core').Page) =>
	page.$$eval('input[type=hidden][value="1"]', (inputs) => inputs.map((i) => (i as HTMLInputElement).name).filter((n) => /^[0-9a-f]{32}$/i.test(n)));

// The machine is shared: a page load can take a while.
describe('account: token, login and cookie banner', { timeout: 60_000 }, () => {
	const shop = useShop();

	describe('given token updating enabled and a cached page with a stale token', () => {
		it('should fetch the token with getToken&Itemid and write it as the name of every hidden token input', async () => {
			const { page, errors, requests } = await shop.open('/');
			const fresh = await pageToken(page);
			const stale = '0'.repeat(32);
			await page.route(`**${PRODUCT.path}`, async (route) => {
				const response = await route.fetch();
				const body = (await response.text())
					.replace('"addToCartPopup":1', '"addToCartPopup":1,"tokenUpdate":true')
					.replaceAll(`name="${fresh}"`, `name="${stale}"`);
				await route.fulfill({ response, body });
			});
			await page.goto(`${shop.url}${PRODUCT.path}`);
			await ready(page, 'login');
			await page.waitForFunction((token) => document.querySelectorAll(`input[name="${token}"]`).length > 0, fresh);
			expect(sent(requests, 'vpfmethod=getToken')).toEqual([`${AJAX}&vpfmethod=getToken&Itemid=101`]);
			const names = await tokenInputNames(page);
			expect(names.length).toBeGreaterThan(1);
			expect(new Set(names)).toEqual(new Set([fresh]));
			expect(errors).toEqual([]);
		});
	});

	describe('given a guest and the login link', () => {
		it('should open the login modal with focus on the username, the loginreturn in `return`, Esc closing it back to the link', async () => {
			const { page, errors } = await shop.open(PRODUCT.path);
			await ready(page, 'login');
			const link = page.locator('[data-vetrina="login"]');
			// Without JavaScript the link still goes to the login page.
			expect(await link.getAttribute('href')).toBe(`/accedi?return=${encodeURIComponent(PRODUCT.path)}`);
			await link.click();
			const modal = page.getByRole('dialog', { name: 'Accedi al tuo account' });
			await modal.waitFor();
			expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
			expect(await modal.locator('input[name="return"]').inputValue()).toBe(PRODUCT.path);
			await page.screenshot({ path: '/tmp/login-modal.png' });
			// The modal draws a copy of the server's form: the page's own stays where it was, its ids not repeated.
			expect(await page.locator('#vp-login-modal form input[name="username"]').count()).toBe(1);
			expect(
				await page.evaluate(
					() => [...document.querySelectorAll('[id]')].filter((el, _, all) => all.some((other) => other !== el && other.id === el.id)).length,
				),
			).toBe(0);
			await page.keyboard.press('Escape');
			// Gone from the page, not only closed.
			await page.waitForSelector('#vetrina-dialogs dialog', { state: 'detached' });
			expect(await page.evaluate(() => document.activeElement?.getAttribute('data-vetrina'))).toBe('login');
			expect(await page.locator('#vp-login-modal form input[name="username"]').count()).toBe(1);
			expect(errors).toEqual([]);
		});

		it('should open again on a click that comes as the modal closes, before its close event', async () => {
			const { page, errors } = await shop.open(PRODUCT.path);
			await ready(page, 'login');
			await page.click('[data-vetrina="login"]');
			const modal = page.getByRole('dialog', { name: 'Accedi al tuo account' });
			await modal.waitFor();
			// What Esc does (the dialog closes, its close event comes in a later task), then the shopper's click.
			await page.evaluate(() => {
				document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
				document.querySelector<HTMLElement>('[data-vetrina="login"]')!.click();
			});
			await modal.waitFor();
			expect(await modal.locator('input[name="username"]').count()).toBe(1);
			expect(page.url()).toBe(`${shop.url}${PRODUCT.path}`);
			await page.keyboard.press('Escape');
			await page.waitForSelector('#vetrina-dialogs dialog', { state: 'detached' });
			expect(await page.locator('#vp-login-modal form input[name="username"]').count()).toBe(1);
			expect(errors).toEqual([]);
		});

		it('should log in through the modal with a normal form submit and come back to the page', async () => {
			const { page, errors } = await shop.open(PRODUCT.path);
			await ready(page, 'login');
			await page.click('[data-vetrina="login"]');
			const modal = page.getByRole('dialog', { name: 'Accedi al tuo account' });
			await modal.locator('input[name="username"]').fill('mario.rossi');
			await modal.locator('input[name="password"]').fill('vetrina');
			await Promise.all([page.waitForURL(`**${PRODUCT.path}`), modal.getByRole('button', { name: 'Accedi' }).click()]);
			expect(await page.locator('.vp-topbar-user').textContent()).toBe('Ciao, Mario');
			expect(errors).toEqual([]);
		});
	});

	describe('given a logged-in shopper', () => {
		it('should submit the logout form with the link’s logoutreturn', async () => {
			const { page, errors } = await shop.open('/');
			await logIn(page);
			await page.goto(`${shop.url}${PRODUCT.path}`);
			await ready(page, 'login');
			await shop.clearLog();
			await Promise.all([page.waitForURL(`${shop.url}/`), page.click('[data-vetrina="login"]')]);
			const logout = (await shop.log()).find((r) => r.path === '/esci');
			expect(logout?.method).toBe('POST');
			expect(logout?.body?.return).toBe('/');
			expect(await page.locator('[data-vetrina="login"]').textContent()).toContain('Accedi');
			expect(errors).toEqual([]);
		});
	});

	describe('given the cookie banner', () => {
		it('should POST setCookieConsent with the token, slide away for 1500 ms and stay away after reload', async () => {
			const { page, errors } = await shop.open('/');
			const token = await pageToken(page);
			await ready(page, 'cookie-banner');
			await shop.clearLog();
			await timeRemoval(page);
			await page.click('[data-vetrina="cookie-banner"] .vp-cookie-accept');
			expect(await page.locator('[data-vetrina="cookie-banner"]').getAttribute('data-state')).toBe('closing');
			expect(await removedAfter(page)).toBeGreaterThanOrEqual(1500);
			const consent = (await shop.log()).filter((r) => r.body?.vpfmethod === 'setCookieConsent');
			expect(consent).toEqual([
				expect.objectContaining({
					method: 'POST',
					path: '/index.php',
					query: { option: 'com_ajax', plugin: 'vpframework', format: 'json' },
					body: { vpfmethod: 'setCookieConsent', [token]: '1' },
				}),
			]);
			await page.reload();
			await islandsReady(page);
			expect(await page.locator('[data-vetrina="cookie-banner"]').count()).toBe(0);
			expect(errors).toEqual([]);
		});

		it('should offer "Rifiuta" as prominent as "Accetta", and POST the refusal as its own consent value', async () => {
			const { page, errors } = await shop.open('/');
			const token = await pageToken(page);
			await ready(page, 'cookie-banner');
			const looks = (selector: string) =>
				page.$eval(selector, (button) => {
					const style = getComputedStyle(button);
					const { height } = button.getBoundingClientRect();
					return { height, font: style.font, color: style.color, background: style.backgroundColor, border: style.border, padding: style.padding };
				});
			const refuse = page.getByRole('button', { name: 'Rifiuta' });
			expect(await refuse.isVisible()).toBe(true);
			expect(await looks('.vp-cookie-banner [value="refused"]')).toEqual(await looks('.vp-cookie-accept'));
			await shop.clearLog();
			await refuse.click();
			await page.waitForSelector('[data-vetrina="cookie-banner"]', { state: 'detached' });
			const consent = (await shop.log()).filter((r) => r.body?.vpfmethod === 'setCookieConsent');
			expect(consent).toEqual([
				expect.objectContaining({ method: 'POST', path: '/index.php', body: { vpfmethod: 'setCookieConsent', [token]: '1', consent: 'refused' } }),
			]);
			await page.reload();
			await islandsReady(page);
			expect(await page.locator('[data-vetrina="cookie-banner"]').count()).toBe(0);
			expect(errors).toEqual([]);
		});

		it('should refuse without JavaScript too: the form posts consent=refused and the banner stays away', async () => {
			const { page } = await shop.open('/', { javaScriptEnabled: false });
			await shop.clearLog();
			await Promise.all([page.waitForURL(`${shop.url}/`), page.getByRole('button', { name: 'Rifiuta' }).click()]);
			const posted = (await shop.log()).filter((r) => r.method === 'POST');
			expect(posted).toEqual([expect.objectContaining({ path: '/consenso-cookie', body: expect.objectContaining({ consent: 'refused' }) })]);
			expect(await page.locator('[data-vetrina="cookie-banner"]').count()).toBe(0);
		});

		it('should go after 200 ms without animation under reduced motion', async () => {
			const { page, errors } = await shop.open('/', { reducedMotion: 'reduce' });
			await ready(page, 'cookie-banner');
			await timeRemoval(page);
			await page.click('[data-vetrina="cookie-banner"] .vp-cookie-accept');
			const after = await removedAfter(page);
			expect(await page.evaluate(() => (window as { removal?: { state?: string } }).removal!.state)).toBe('closed');
			expect(after).toBeGreaterThanOrEqual(200);
			expect(after).toBeLessThan(1500);
			expect(errors).toEqual([]);
		});
	});
});

const islandsReady = (page: import('playwright-core').Page) => page.waitForLoadState('networkidle');

/** Times the banner in the page itself (the test runner's clock lags on a busy machine): submit → removal. */
const timeRemoval = (page: import('playwright-core').Page) =>
	page.evaluate(() => {
		const banner = document.querySelector('[data-vetrina="cookie-banner"]')!;
		const times: { start?: number; end?: number; state?: string } = ((window as { removal?: object }).removal = {});
		document.addEventListener('submit', () => (times.start ??= performance.now()), true);
		new MutationObserver(() => (times.state = banner.getAttribute('data-state') ?? undefined)).observe(banner, { attributeFilter: ['data-state'] });
		new MutationObserver(() => !banner.isConnected && (times.end ??= performance.now())).observe(document.body, { childList: true });
	});
const removedAfter = async (page: import('playwright-core').Page) => {
	await page.waitForFunction(() => (window as { removal?: { end?: number } }).removal?.end !== undefined);
	return page.evaluate(() => {
		const { start, end } = (window as { removal?: { start?: number; end?: number } }).removal!;
		return end! - start!;
	});
};
