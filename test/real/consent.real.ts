/**
 * The cookie-consent banner the plugin prints on stock Cassiopeia (docs/islands/cookie-banner.md#the-joomla-plugins-banner):
 * on every shared shop, the first visit's banner, accepting and refusing (their exact calls), the answer
 * remembered on the next page, changed through the "Cookie preferences" link, and the same without
 * JavaScript. On shops of their own: a statistics script (Cassiopeia's `user.js`, which sets a cookie)
 * kept inert until the shopper accepts, under Joomla's nonce CSP; and the banner under Joomla's page cache.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { watchReports } from '../e2e/harness.ts';
import { type CspReport, inlineCode } from '../e2e/inline-code.ts';
import { describeRealShop, forEveryRealShop, islandsSettled, type RealHarness } from './harness.ts';
import { drained, JOOMLA_CSP } from './joomla-csp.ts';
import { openFirstPaint } from './layout-shifts.ts';
import { wordsOf } from './words.ts';

const HOME = '/';
const HELMET = '/index.php/headpiece/safety-helmet-detail';
/** A category page: the banner's island waits for the shopper there. */
const PAGINATION = '/index.php/pagination';
const AJAX = '/index.php?option=com_ajax&plugin=vetrina&group=system&format=json';

/** Cassiopeia loads `media/templates/site/cassiopeia/js/user.js` when it exists: the shop's statistics script. */
const STATS_SCRIPT = 'media/templates/site/cassiopeia/js/user.js';
const STATS_COOKIE = 'vetrina_stats';

const banner = (page: Page) => page.locator('[data-vetrina="cookie-banner"]');
/** The plugin's words for the banner, in the shop's language. */
const say = (harness: RealHarness, key: 'ACCEPT' | 'REFUSE' | 'PREFERENCES' | 'LABEL') => wordsOf(harness.shop).plugin(`PLG_SYSTEM_VETRINA_CONSENT_${key}`);
const preferences = (harness: RealHarness, page: Page) => page.getByRole('link', { name: say(harness, 'PREFERENCES') });
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
const consent = (page: Page) => cookie(page.context(), 'vetrina_cookie_consent');
/** The session's form token, as the banner's form carries it. */
const formToken = async (page: Page) => (await banner(page).locator('input[type="hidden"][value="1"]').getAttribute('name')) ?? '';

/**
 * The page's islands have mounted, the shown banner's too, and the page's calls have ended. The banner follows
 * another island's core; where none brought it (home above its cards), it waits for the shopper: pointed at here.
 */
async function settled(page: Page) {
	await islandsSettled(page);
	const mount = banner(page);
	if (await mount.isVisible()) {
		if (!(await mount.getAttribute('data-island-state'))) await mount.hover();
		await page.waitForSelector('[data-vetrina="cookie-banner"][data-island-state="ready"]', { state: 'attached' });
	}
	await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Posts the banner's form without JavaScript by one of its answers, and waits for the page it comes back to. */
async function post(harness: RealHarness, page: Page, name: 'Accept' | 'Refuse', back: string) {
	const returned = page.waitForResponse((r) => r.url() === harness.at(back) && r.request().method() === 'GET');
	await banner(page)
		.getByRole('button', { name: say(harness, name === 'Accept' ? 'ACCEPT' : 'REFUSE') })
		.click();
	await returned;
	await page.waitForLoadState();
}

/**
 * Presses one of the banner's answers; returns the body of the one call it made (read where the page routes
 * it: Chromium leaves a fetch body out of its request events), once the banner is hidden again.
 */
async function answer(harness: RealHarness, page: Page, name: 'Accept' | 'Refuse') {
	let body: string | null = null;
	await page.route(
		harness.at(AJAX),
		(route) => {
			expect(route.request().method()).toBe('POST');
			body = route.request().postData();
			return route.continue();
		},
		{ times: 1 },
	);
	const answered = page.waitForResponse((r) => r.url() === harness.at(AJAX) && r.request().method() === 'POST');
	await banner(page)
		.getByRole('button', { name: say(harness, name === 'Accept' ? 'ACCEPT' : 'REFUSE') })
		.click();
	expect(await (await answered).json()).toEqual({ msg: '', error: 0, url: '', html: '' });
	// Hidden, not removed: the link shows it again.
	await page.waitForSelector('[data-vetrina="cookie-banner"][hidden]:not([data-state])', { state: 'attached' });
	return body;
}

forEveryRealShop((harness) => {
	it('shows the banner on a first visit; accepting posts setCookieConsent with the token, and the next page remembers it', async () => {
		const { page } = await harness.open(HOME);
		await settled(page);
		await expect.poll(() => banner(page).isVisible()).toBe(true);
		expect(
			await page
				.getByRole('region', { name: say(harness, 'LABEL') })
				.getByRole('button')
				.allTextContents(),
		).toEqual([say(harness, 'REFUSE'), say(harness, 'ACCEPT')]);
		const token = await formToken(page);
		expect(token).toMatch(/^[0-9a-f]{32}$/);
		expect(await consent(page)).toBeUndefined();

		expect(await answer(harness, page, 'Accept')).toBe(`vpfmethod=setCookieConsent&${token}=1`);
		expect(await consent(page)).toBe('accepted');
		expect(await banner(page).isVisible()).toBe(false);

		await page.goto(harness.at(HELMET));
		await settled(page);
		expect(await banner(page).getAttribute('hidden')).toBe('');
		expect(await banner(page).isVisible()).toBe(false);
		expect(await preferences(harness, page).isVisible()).toBe(true);
	});

	it('refusing posts consent=refused; the "Cookie preferences" link opens the banner again to change the answer', async () => {
		const { page } = await harness.open(HELMET);
		await settled(page);
		const token = await formToken(page);
		expect(await answer(harness, page, 'Refuse')).toBe(`vpfmethod=setCookieConsent&${token}=1&consent=refused`);
		expect(await consent(page)).toBe('refused');

		await page.goto(harness.at(HOME));
		await settled(page);
		expect(await banner(page).isVisible()).toBe(false);
		await preferences(harness, page).click();
		expect(await banner(page).isVisible()).toBe(true);
		// The keyboard is on the banner's first answer, and the address keeps no fragment; where the banner's island
		// still waited (home above its cards), once the press has brought it.
		await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(say(harness, 'REFUSE'));
		expect(new URL(page.url()).hash).toBe('');
		expect(await answer(harness, page, 'Accept')).toBe(`vpfmethod=setCookieConsent&${token}=1`);
		expect(await consent(page)).toBe('accepted');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(say(harness, 'PREFERENCES'));
	});

	it('the link opens the banner on a page where its island still waits, the island taking over as the press starts it', async () => {
		const { page } = await harness.open(HELMET);
		await settled(page);
		const token = await formToken(page);
		await answer(harness, page, 'Refuse');

		// The banner's code (the `page` chunk) held back until the link is pressed: whatever else the shop's page
		// mounts at load, the banner is still the server's when the press comes.
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(/\/chunks\/page-[^/]*\.js$/, async (route) => {
			await held;
			await route.continue();
		});
		await page.goto(harness.at(PAGINATION), { waitUntil: 'domcontentloaded' });
		await preferences(harness, page).click();
		// Shown by the link's own way (its fragment, the banner's `:target` rule) meanwhile.
		expect(await banner(page).isVisible()).toBe(true);
		expect(new URL(page.url()).hash).not.toBe('');
		release();
		// Then the keyboard on the banner's first answer, and no fragment left in the address, as where it was mounted.
		await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(say(harness, 'REFUSE'));
		expect(new URL(page.url()).hash).toBe('');
		expect(await answer(harness, page, 'Accept')).toBe(`vpfmethod=setCookieConsent&${token}=1`);
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(say(harness, 'PREFERENCES'));
	});

	it('comes first in the Tab order, and leaves room to scroll the add-to-cart row above it at 1280×900 and 390×844', async () => {
		for (const [width, height] of [
			[1280, 900],
			[390, 844],
		] as const) {
			const { page } = await harness.open(HELMET, { viewport: { width, height } });
			await settled(page);
			// Printed right after <body>: the first thing a keyboard reaches.
			expect(await banner(page).evaluate((element) => element.parentElement === document.body && !element.previousElementSibling)).toBe(true);
			await page.keyboard.press('Tab');
			expect(await page.evaluate(() => !!document.activeElement?.closest('[data-vetrina="cookie-banner"]')), `at ${width} px`).toBe(true);
			const room = await page.evaluate(() => {
				const row = document.querySelector('form.product [name="addtocart"]')!;
				const shown = document.querySelector('[data-vetrina="cookie-banner"]')!;
				// The shopper scrolls until the row sits right above the banner.
				window.scrollBy({ top: row.getBoundingClientRect().bottom - shown.getBoundingClientRect().top + 8, behavior: 'instant' });
				const button = row.getBoundingClientRect();
				const bar = shown.getBoundingClientRect();
				return { above: button.bottom <= bar.top, inView: button.top >= 0, share: bar.height / window.innerHeight };
			});
			expect(room.above && room.inView, `the add-to-cart row above the banner at ${width} px`).toBe(true);
			expect(room.share, `the banner's share of the window at ${width} px`).toBeLessThanOrEqual(width < 500 ? 0.2 : 0.1);
		}
	});

	it('shows the banner once it is whole: a page painted before the banner was all parsed does not show it half', async () => {
		const { page } = await harness.open(HELMET);
		// The page as a slow phone may paint it, parsed as far as the banner's text: its buttons yet to come, which
		// would grow it upwards.
		await openFirstPaint(page, harness.at(HELMET), (html) => html.indexOf('</p>', html.indexOf('class="vetrina-consent-text"')) + '</p>'.length);
		expect([await banner(page).locator('p').count(), await banner(page).locator('button').count(), await banner(page).isVisible()]).toEqual([1, 0, false]);
		// Whole, the page's next element after it, it shows, before any script of Vetrina's has run.
		await openFirstPaint(page, harness.at(HELMET));
		expect([await banner(page).locator('button').count(), await banner(page).isVisible()]).toEqual([2, true]);
		await page.unrouteAll();
	});

	it('works without JavaScript: the form posts the answer and comes back to the page; the link shows the banner', async () => {
		const { page } = await harness.open(HELMET, { javaScriptEnabled: false });
		expect(await banner(page).isVisible()).toBe(true);
		const action = await banner(page).locator('form').getAttribute('action');
		expect(action).toBe(`${harness.shop.base}/index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task=consent`);
		expect(await banner(page).locator('input[name="return"]').inputValue()).toBe(harness.at(HELMET));

		await post(harness, page, 'Refuse', HELMET);
		expect(await consent(page)).toBe('refused');
		expect(await banner(page).isVisible()).toBe(false);

		await preferences(harness, page).click();
		expect(await banner(page).isVisible()).toBe(true);
		await post(harness, page, 'Accept', HELMET);
		expect(await consent(page)).toBe('accepted');
		expect(await banner(page).isVisible()).toBe(false);
	});
});

/** Cassiopeia's `user.js` of a booted shop, setting the statistics cookie, gated by the plugin's option. */
async function withStatisticsScript(harness: RealHarness) {
	const site = readFileSync(join(harness.shop.root, 'run/site'), 'utf8').trim();
	writeFileSync(join(site, STATS_SCRIPT), `document.cookie = '${STATS_COOKIE}=1; path=/';\n`);
	await harness.shop.pluginParams({ consentScripts: 'cassiopeia/js/user.js' });
}

const inert = (page: Page) => page.locator(`script[type="text/plain"][data-vetrina-consent="statistics"][data-vetrina-src*="${STATS_SCRIPT}"]`);
const live = (page: Page) => page.locator(`script[src*="${STATS_SCRIPT}"]:not([type])`);

describeRealShop("statistics gated by consent on bs5, under Joomla's nonce CSP", { templates: 'bs5' }, (harness) => {
	const reports: CspReport[] = [];
	const served: Promise<string>[] = [];
	const open = async (path: string) => {
		const opened = await harness.open(path, {}, (context) => watchReports(context, reports, served));
		await settled(opened.page);
		return opened;
	};

	beforeAll(async () => {
		await withStatisticsScript(harness);
		await harness.shop.pluginParams(JOOMLA_CSP, 'httpheaders');
	});

	afterEach(async () => {
		const code = inlineCode(await Promise.all(served.splice(0)));
		const ours = reports.splice(0).filter((report) => !code.isSource(report));
		expect(
			ours.map((r) => `${r.directive} blocked ${r.blockedURI || 'inline'} (${r.source}:${r.line})`),
			'CSP violations not from the served inline code',
		).toEqual([]);
	});

	it('keeps the statistics script inert until the shopper accepts, runs it then without a reload, and prints it live after', async () => {
		const { page } = await open(HOME);
		expect(await inert(page).count()).toBe(1);
		expect(await live(page).count()).toBe(0);
		expect(await cookie(page.context(), STATS_COOKIE)).toBeUndefined();
		await page.evaluate(() => void ((window as unknown as { samePage: boolean }).samePage = true));

		await answer(harness, page, 'Accept');
		await page.waitForFunction((name) => document.cookie.includes(`${name}=1`), STATS_COOKIE);
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
		expect(await live(page).count()).toBe(1);
		// It runs under the page's nonce, as Vetrina's own script does (the browser hides it from attributes).
		const nonce = await page.locator('script[src*="/plg_system_vetrina/js/vetrina.js"]').evaluate((script: HTMLScriptElement) => script.nonce);
		expect(nonce).toMatch(/.{16}/);
		expect(await live(page).evaluate((script: HTMLScriptElement) => script.nonce)).toBe(nonce);

		await page.goto(harness.at(HELMET));
		await settled(page);
		expect(await inert(page).count()).toBe(0);
		expect(await live(page).count()).toBe(1);
		await drained(page);
	});

	it('keeps it inert when the shopper refuses, on this page and the next, whose footer link shows the banner again', async () => {
		const { page } = await open(HELMET);
		await answer(harness, page, 'Refuse');
		expect(await inert(page).count()).toBe(1);
		await page.goto(harness.at(HOME));
		await settled(page);
		expect(await inert(page).count()).toBe(1);
		expect(await cookie(page.context(), STATS_COOKIE)).toBeUndefined();
		// The footer's "Cookie preferences" link shows the banner again under the policy.
		await preferences(harness, page).click();
		expect(await banner(page).isVisible()).toBe(true);
		// Home's banner island waits for the shopper: the focus comes once the press has brought it.
		await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(say(harness, 'REFUSE'));
		await drained(page);
	});
});

describeRealShop("the banner under Joomla's page cache on bs5", { templates: 'bs5' }, (harness) => {
	const title = async (page: Page) => (await page.locator('h1').first().textContent())?.trim();

	beforeAll(async () => {
		await withStatisticsScript(harness);
		await harness.shop.sql("UPDATE jvm_extensions SET enabled=1 WHERE type='plugin' AND folder='system' AND element='cache'");
	});

	it('keeps one page per answer: a new guest gets the banner and the inert script, not the page of one who accepted', async () => {
		const first = await harness.open(HELMET);
		await settled(first.page);
		await answer(harness, first.page, 'Accept');
		await first.page.goto(harness.at(HELMET));
		await settled(first.page);
		expect(await live(first.page).count()).toBe(1);
		// Renamed after the first guest's visits: a page still showing the old name comes from the cache.
		await harness.shop.sql("UPDATE jvm_virtuemart_products_en_gb SET product_name='Hard Hat' WHERE product_name='Safety Helmet'");

		const guest = await harness.open(HELMET);
		await settled(guest.page);
		expect(await title(guest.page)).toBe('Safety Helmet');
		expect(await banner(guest.page).isVisible()).toBe(true);
		expect(await inert(guest.page).count()).toBe(1);
		expect(await cookie(guest.page.context(), STATS_COOKIE)).toBeUndefined();
		// Joomla writes the visitor's token into a kept page: the guest's own answer is accepted.
		const token = await formToken(guest.page);
		expect(token).not.toBe(await formToken(first.page));
		expect(await answer(harness, guest.page, 'Refuse')).toBe(`vpfmethod=setCookieConsent&${token}=1&consent=refused`);
		expect(await consent(guest.page)).toBe('refused');
		await guest.page.reload();
		await settled(guest.page);
		expect(await banner(guest.page).isVisible()).toBe(false);
		expect(await inert(guest.page).count()).toBe(1);
		expect(await cookie(guest.page.context(), STATS_COOKIE)).toBeUndefined();

		// The first guest still gets the page kept for "accepted".
		await first.page.reload();
		await settled(first.page);
		expect(await title(first.page)).toBe('Safety Helmet');
		expect(await banner(first.page).isVisible()).toBe(false);
		expect(await live(first.page).count()).toBe(1);
	});

	it('records the answer without JavaScript from a kept page, and asks again when a post carries no valid token', async () => {
		const { page } = await harness.open(HELMET, { javaScriptEnabled: false });
		// The page kept since the journey above (the product has been renamed since).
		expect(await title(page)).toBe('Safety Helmet');
		const action = harness.at((await banner(page).locator('form').getAttribute('action'))!.slice(harness.shop.base.length));
		const refused = await page.request.post(action, { form: { return: harness.at(HELMET), ['0'.repeat(32)]: '1', consent: 'refused' } });
		expect(refused.url()).toBe(harness.at(HELMET));
		expect(await refused.text()).toContain('Your choice about cookies could not be saved');
		expect(await consent(page)).toBeUndefined();

		await post(harness, page, 'Accept', HELMET);
		expect(await consent(page)).toBe('accepted');
		expect(await banner(page).isVisible()).toBe(false);
		expect(await live(page).count()).toBe(1);

		// A `return` off the site, however spelt, sends the shopper to the site's home instead.
		const token = (await page.locator('input[type=hidden][value="1"]').first().getAttribute('name'))!;
		for (const foreign of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', ' https://evil.example/']) {
			const answer = await page.request.post(action, { form: { return: foreign, [token]: '1' }, maxRedirects: 0 });
			expect([answer.status(), answer.headers().location], foreign).toEqual([303, harness.at('/')]);
		}
	});
});
