/**
 * The end-to-end harness on the real shop: one booted shop and one Chromium per `describeRealShop` block.
 * Every page it opens records its uncaught exceptions (the shop's inline scripts' as much as ours) and
 * every request it sends; a test that leaves an exception behind fails after it.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs as args, executablePath } from '../chromium.ts';
import { islandsSettled } from '../e2e/harness.ts';
import { shopName } from './global-setup.ts';
import { bootRealShop, connect, REALSHOP, realShopAvailable, type RealShop, type RealShopInfo, type RealShopOptions } from './shop.ts';

export interface RealPage {
	page: Page;
	/** Uncaught exceptions and unhandled rejections of the page. */
	errors: string[];
	/** Every request the page sent, in order. */
	requests: Request[];
}

export interface RealHarness {
	shop: RealShop;
	browser: Browser;
	/**
	 * Opens a path of the site (relative to its root, sub-folder included: `/index.php/cart`) in a context of
	 * its own; `prepare` sets that context up before the page loads (init scripts, listeners).
	 */
	open(path: string, options?: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<void>): Promise<RealPage>;
	/** The absolute URL of a site path. */
	at(path: string): string;
}

/**
 * The same journeys on each shared Cassiopeia shop in English the global set-up booted (each template set, bs5
 * at the root, bs3 and legacy under the sub-folder), one `describe` block each, named like `bs3-sub`.
 */
export function forEachRealShop(body: (harness: RealHarness) => void): void {
	forShops((info) => info.site === 'cassiopeia' && info.language === 'en', body);
}

/**
 * The main journeys on every shared shop: Cassiopeia's three, VirtueMart's vmbasic and the Italian shop, named
 * like `vmbasic-bs5-root`. Their words come from the shop's language (words.ts).
 */
export function forEveryRealShop(body: (harness: RealHarness) => void): void {
	forShops(() => true, body);
}

function forShops(which: (info: RealShopInfo) => boolean, body: (harness: RealHarness) => void): void {
	if (!realShopAvailable()) describeRealShop('the shared real shops', {}, body);
	else for (const info of inject('realShops').filter(which)) describe(shopName(info), () => body(useRealShop(() => Promise.resolve(connect(info)), false)));
}

/**
 * A block of journeys on a real shop of its own, booted for it and stopped after it: for journeys that
 * change the shop for good (plugin options, uninstalling). Where `../shared/realshop` is missing the block is skipped with a
 * plain word why; under CI it fails instead, as a missing oracle must not pass for a green run.
 */
export function describeRealShop(name: string, options: RealShopOptions, body: (harness: RealHarness) => void): void {
	if (!realShopAvailable()) {
		if (process.env.CI) {
			describe(name, () => it(`needs the real shop at ${REALSHOP}`, () => expect.fail(`${REALSHOP}/boot is missing`)));
		} else {
			console.warn(`[test:real] skipped "${name}": no real shop at ${REALSHOP} (set REALSHOP to its folder)`);
			describe.skip(name, () => it('needs the real shop', () => undefined));
		}
		return;
	}
	describe(name, () => body(useRealShop(() => bootRealShop(options), true)));
}

function useRealShop(shopOf: () => Promise<RealShop>, own: boolean): RealHarness {
	const harness = {} as RealHarness;
	const pages: RealPage[] = [];
	const outsideBase: string[] = [];
	beforeAll(async () => {
		const [shop, browser] = await Promise.all([shopOf(), chromium.launch({ executablePath, args })]);
		const at = (path: string) => `${shop.url}${path}`;
		Object.assign(harness, {
			shop,
			browser,
			at,
			async open(path: string, contextOptions: BrowserContextOptions = {}, prepare?: (context: BrowserContext) => Promise<void>) {
				const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
				await prepare?.(context);
				const page = await context.newPage();
				const opened: RealPage = { page, errors: [], requests: [] };
				page.on('pageerror', (error) => opened.errors.push(error.message));
				page.on('request', (request) => {
					opened.requests.push(request);
					const url = new URL(request.url());
					if (shop.base && url.origin === new URL(shop.url).origin && !url.pathname.startsWith(`${shop.base}/`))
						outsideBase.push(`${request.method()} ${url.pathname}${url.search}`);
				});
				pages.push(opened);
				await page.goto(at(path));
				return opened;
			},
		} satisfies RealHarness);
	});
	afterEach(async () => {
		const errors = pages.flatMap((opened) => opened.errors.map((error) => `${opened.page.url()}: ${error}`));
		pages.length = 0;
		await Promise.all(harness.browser?.contexts().map((context) => context.close()) ?? []);
		expect(errors, 'uncaught exceptions on the pages').toEqual([]);
		expect(outsideBase.splice(0), `requests outside ${harness.shop?.base}/`).toEqual([]);
	});
	afterAll(async () => {
		await harness.browser?.close();
		// Whatever the journeys made the plugin do, it called nothing deprecated. (Joomla's own functions call some of
		// its deprecated ones in turn, Text::_() Factory::getLanguage(): those are Joomla's to change.)
		const deprecations = (harness.shop?.deprecations() ?? []).filter((deprecation) => deprecation.caller.includes('/plugins/system/vetrina/'));
		if (own) await harness.shop?.stop();
		expect(deprecations, "deprecated calls from the plugin's files").toEqual([]);
	});
	return harness;
}

export { islandsSettled };

/** Clicks the first element of each selector within one task: faster than any shopper, so their calls would overlap. */
export const pressAtOnce = (page: Page, selectors: string[]) =>
	page.evaluate((all) => {
		for (const selector of all) document.querySelector<HTMLElement>(selector)?.click();
	}, selectors);

/** The calls `matches` picks from now on, in order: `sent {name}` as the page sends one, `ended` as its answer ends. */
export function callOrder(page: Page, matches: (request: Request) => boolean, name: (request: Request) => string): string[] {
	const order: string[] = [];
	page.on('request', (request) => matches(request) && order.push(`sent ${name(request)}`));
	page.on('requestfinished', (request) => matches(request) && order.push('ended'));
	return order;
}

/** Nothing is busy: the islands' calls have been answered and drawn. */
export const idle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/**
 * Opens a product page once its form is enhanced and every call of the page has ended (the stock cart
 * module refreshes as it mounts), with its request list cleared: a journey counts only its own calls.
 */
export async function openProduct(harness: RealHarness, path: string): Promise<RealPage> {
	const opened = await harness.open(path);
	await opened.page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
	await islandsSettled(opened.page);
	await idle(opened.page);
	opened.requests.length = 0;
	return opened;
}
