import { expect, it } from 'vitest';
import { tokenInPage } from '../e2e/lists-helpers.ts';
import { ready, waitFor, type Tab } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const BANNER = '[data-vetrina="cookie-banner"]';
const consentCalls = async () =>
	(await shop.log()).filter((r) => r.body?.vpfmethod === 'setCookieConsent').map(({ method, path, query, body }) => ({ method, path, query, body }));

forEachEngine((browsing) => {
	/** A first visit: the banner is up. Resolves with the tab and the page's token. */
	async function firstVisit(): Promise<{ tab: Tab; token: string }> {
		const tab = await browsing.open(shop.at('/'));
		await ready(tab, 'cookie-banner');
		await shop.clearLog();
		return { tab, token: await tab.evaluate(tokenInPage, null) };
	}
	async function gone(tab: Tab): Promise<void> {
		await waitFor(tab, BANNER, 'detached');
		await tab.goto(shop.at('/'));
		await ready(tab, 'mini-cart');
		expect(await tab.evaluate((sel) => document.querySelectorAll(sel).length, BANNER)).toBe(0);
	}

	it('posts the acceptance with the token, and the banner stays away after a reload', async () => {
		const { tab, token } = await firstVisit();
		await tab.click(`${BANNER} .vp-cookie-accept`);
		await waitFor(tab, BANNER, 'detached');
		expect(await consentCalls()).toEqual([
			{
				method: 'POST',
				path: '/index.php',
				query: { option: 'com_ajax', plugin: 'vpframework', format: 'json' },
				body: { vpfmethod: 'setCookieConsent', [token]: '1' },
			},
		]);
		await gone(tab);
	});

	it('posts the refusal as its own consent value, and the banner stays away after a reload', async () => {
		const { tab, token } = await firstVisit();
		await tab.click(`${BANNER} [value="refused"]`);
		await waitFor(tab, BANNER, 'detached');
		expect(await consentCalls()).toEqual([
			{
				method: 'POST',
				path: '/index.php',
				query: { option: 'com_ajax', plugin: 'vpframework', format: 'json' },
				body: { vpfmethod: 'setCookieConsent', [token]: '1', consent: 'refused' },
			},
		]);
		await gone(tab);
	});
});
