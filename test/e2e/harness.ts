import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startShop } from '../../fixtures/server/index.ts';
import { chromiumArgs as args, executablePath } from '../chromium.ts';
import { type DemoShopApi, demoShopApi, type LoggedRequest } from '../demo-shop-api.ts';
import { inlineCode, type CspReport } from './inline-code.ts';

export type { CspReport };

export interface ShopPage {
	page: Page;
	/** Uncaught exceptions and unhandled rejections seen by the page: tests expect none. */
	errors: string[];
	/** Every request the page sent, in order. */
	requests: Request[];
}

/** What happens before the page is loaded, and how far `open()` waits for it. */
export interface OpenSteps {
	/** Runs on the new page before it loads: routes to hold, CDP settings (CPU throttle). */
	prepare?: (page: Page) => Promise<void>;
	/** @default 'load' */
	waitUntil?: 'commit' | 'domcontentloaded' | 'load';
}

export interface Harness extends DemoShopApi {
	url: string;
	browser: Browser;
	open(path: string, options?: BrowserContextOptions, steps?: OpenSteps): Promise<ShopPage>;
	/**
	 * Stock template sets: the CSP reports of the current test whose source is inline code the template
	 * printed (VirtueMart's body-inline scripts and handlers, blocked as on a Joomla shop with nonces).
	 * Any other report fails the test (after it).
	 */
	expectedViolations(): Promise<CspReport[]>;
}

export type { LoggedRequest };

/** Every e2e file runs under the shop's strict Content-Security-Policy; `VETRINA_CSP=0` serves none. */
const strictCsp = process.env.VETRINA_CSP !== '0';

/**
 * Stock-set pages: every `securitypolicyviolation` of every frame, with its sample ('report-sample'),
 * and the HTML the shop served, whose inline scripts and handlers are the expected sources.
 */
export async function watchReports(context: BrowserContext, reports: CspReport[], served: Promise<string>[]): Promise<void> {
	await context.exposeBinding('__vetrinaCspReport', (_source, report: CspReport) => void reports.push(report));
	await context.addInitScript(() => {
		document.addEventListener(
			'securitypolicyviolation',
			(e) => {
				const report = { directive: e.effectiveDirective, blockedURI: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber };
				void (window as unknown as { __vetrinaCspReport(r: typeof report): Promise<void> }).__vetrinaCspReport(report);
			},
			true,
		);
	});
	context.on('response', (response) => {
		if ((response.headers()['content-type'] ?? '').includes('text/html')) served.push(response.text().catch(() => ''));
	});
}

/**
 * One shop and one Chromium per test file, closed after it. Every CSP violation reported in any page
 * or frame of a context `open()` made fails the test it happened in; on a stock template set, except
 * those whose source is inline code the served HTML holds (listed by `expectedViolations()`).
 */
export function useShop(shopOptions: Parameters<typeof startShop>[0] = {}): Harness {
	const harness = {} as Harness;
	let close: (() => Promise<void>) | undefined;
	const violations: string[] = [];
	const stockSet = (shopOptions.templates ?? 'theme') !== 'theme';
	// A shop in a sub-folder: any request of the page to the shop's origin outside it fails the test.
	const base = shopOptions.base ?? '';
	const outsideBase: string[] = [];
	const reports: CspReport[] = [];
	const served: Promise<string>[] = [];
	let expected: CspReport[] = [];
	/** Splits this test's stock-set reports into expected ones and violations. */
	async function classify(): Promise<void> {
		const code = inlineCode(await Promise.all(served));
		for (const report of reports.splice(0)) {
			if (code.isSource(report)) expected.push(report);
			else violations.push(`${report.directive} blocked ${report.blockedURI || 'inline'} (${report.source}:${report.line}): ${JSON.stringify(report.sample)}`);
		}
	}
	afterEach(async () => {
		if (stockSet) await classify();
		served.length = 0;
		expected = [];
		expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
		expect(outsideBase.splice(0), `requests outside ${base}/`).toEqual([]);
	});
	beforeAll(async () => {
		const shop = await startShop({ port: 0, ...(strictCsp ? { csp: true } : {}), ...shopOptions });
		close = shop.close;
		// Playwright turns the back/forward cache off by default; shoppers have it, so the suites do too.
		const browser = await chromium.launch({ executablePath, args, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
		Object.assign(harness, {
			url: shop.url,
			browser,
			async open(path: string, options: BrowserContextOptions = {}, steps: OpenSteps = {}) {
				const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
				const page = await context.newPage();
				const errors: string[] = [];
				const requests: Request[] = [];
				// Stock sets: the reports themselves (with their samples) say which violations are expected.
				if (stockSet) await watchReports(context, reports, served);
				if (base) {
					context.on('request', (request) => {
						const url = new URL(request.url());
						if (url.origin === new URL(shop.url).origin && !url.pathname.startsWith(`${base}/`))
							outsideBase.push(`${request.method()} ${url.pathname}${url.search}`);
					});
				} else context.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
				page.on('pageerror', (error) => errors.push(error.message));
				page.on('request', (request) => requests.push(request));
				await steps.prepare?.(page);
				await page.goto(new URL(path, shop.url).href, { waitUntil: steps.waitUntil ?? 'load' });
				return { page, errors, requests };
			},
			...demoShopApi(shop.url),
			async expectedViolations() {
				await classify();
				return [...expected];
			},
		} satisfies Harness);
	});
	afterAll(async () => {
		await harness.browser?.close();
		await close?.();
	});
	return harness;
}

/**
 * Waits until every island due has settled (ready or error), on a page whose scripts have all run: a page
 * still parsing (after a navigation the page started itself) has no island marked yet, and "none loading"
 * would hold of nothing. Islands due when the browser is idle are marked in its first idle moment, and the
 * islands that show what they change (trigger `shared`) in the one after: until then they are neither
 * loading nor mounted, and the page still shows, say, every product tab at once.
 */
export async function islandsSettled(page: Page): Promise<void> {
	await page.waitForFunction(() => document.readyState === 'complete');
	// The same 2 s bound as the registry's idle trigger, so these moments come after its own.
	await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })));
	await page.waitForFunction(() => [...document.querySelectorAll('[data-island-state]')].every((el) => el.getAttribute('data-island-state') !== 'loading'));
}
