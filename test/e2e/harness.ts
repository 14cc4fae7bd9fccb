import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startShop } from '../../fixtures/server/index.ts';
import { chromiumArgs as args, executablePath } from '../chromium.ts';

export interface ShopPage {
	page: Page;
	/** Uncaught exceptions and unhandled rejections seen by the page: tests expect none. */
	errors: string[];
	/** Every request the page sent, in order. */
	requests: Request[];
}

export interface Harness {
	url: string;
	browser: Browser;
	open(path: string, options?: BrowserContextOptions): Promise<ShopPage>;
	/** The shop's request log since the last clear. */
	log(): Promise<LoggedRequest[]>;
	clearLog(): Promise<void>;
	/** Injects a fault into the shop's answers (see README, "Faults"). */
	fault(fault: Record<string, unknown>): Promise<void>;
	clearFaults(): Promise<void>;
}

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	body?: Record<string, string>;
}

/** Every e2e file runs under the shop's strict Content-Security-Policy (issue 9); `VETRINA_CSP=0` serves none. */
const strictCsp = process.env.VETRINA_CSP !== '0';

/**
 * One shop and one Chromium per test file, closed after it. Every CSP violation reported in any page
 * or frame of a context `open()` made fails the test it happened in.
 */
export function useShop(shopOptions: Parameters<typeof startShop>[0] = {}): Harness {
	const harness = {} as Harness;
	let close: (() => Promise<void>) | undefined;
	const violations: string[] = [];
	afterEach(() => {
		expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
	});
	beforeAll(async () => {
		const shop = await startShop({ port: 0, ...(strictCsp ? { csp: true } : {}), ...shopOptions });
		close = shop.close;
		const browser = await chromium.launch({ executablePath, args });
		const api = (path: string, init?: RequestInit) => fetch(new URL(path, shop.url), init);
		Object.assign(harness, {
			url: shop.url,
			browser,
			async open(path: string, options: BrowserContextOptions = {}) {
				const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
				const page = await context.newPage();
				const errors: string[] = [];
				const requests: Request[] = [];
				context.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
				page.on('pageerror', (error) => errors.push(error.message));
				page.on('request', (request) => requests.push(request));
				await page.goto(new URL(path, shop.url).href);
				return { page, errors, requests };
			},
			log: async () => (await api('/__vetrina/requests')).json(),
			clearLog: async () => void (await api('/__vetrina/requests', { method: 'DELETE' })),
			fault: async (fault: Record<string, unknown>) =>
				void (await api('/__vetrina/faults', { method: 'POST', body: JSON.stringify(fault), headers: { 'content-type': 'application/json' } })),
			clearFaults: async () => void (await api('/__vetrina/faults', { method: 'DELETE' })),
		} satisfies Harness);
	});
	afterAll(async () => {
		await harness.browser?.close();
		await close?.();
	});
	return harness;
}

/** Waits until every island on the page has settled (ready or error). */
export async function islandsSettled(page: Page): Promise<void> {
	await page.waitForFunction(() =>
		[...document.querySelectorAll('[data-island-state]')].every((el) => el.getAttribute('data-island-state') !== 'loading'),
	);
}
