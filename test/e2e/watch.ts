import type { Page } from 'playwright-core';
import type { Harness, ShopPage } from './harness.ts';

/** What a hostile-input test watches in the page besides the harness's `pageerror`s. */
export interface Watched extends ShopPage {
	/** Console errors (http.ts logs every failed call with `[vetrina:<source>]`). */
	consoleErrors: string[];
	/** Unhandled promise rejections, CSP violations and XSS sentinel calls recorded in the page. */
	recorded(): Promise<{ rejections: string[]; violations: string[]; xss: number[] }>;
	/** Navigations of the main page and of every frame. */
	navigations: string[];
}

declare global {
	interface Window {
		__rejections: string[];
		__violations: string[];
		__xssFired: number[];
		__xss(n: number): void;
	}
}

/** Installed before any page script: rejection and CSP listeners, and the XSS sentinel `window.__xss(n)`. */
function installProbes(): void {
	window.__rejections = [];
	window.__violations = [];
	window.__xssFired = [];
	window.__xss = (n: number) => void window.__xssFired.push(n);
	addEventListener('unhandledrejection', (event) => window.__rejections.push(String((event.reason as Error)?.message ?? event.reason)));
	document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** Opens `path` with the probes installed (a cheap first page, so the probes are in place before the real one). */
export async function openWatched(shop: Harness, path: string, options: Parameters<Harness['open']>[1] = {}): Promise<Watched> {
	const opened = await shop.open('/__vetrina/faults', options);
	const { page } = opened;
	await page.addInitScript(installProbes);
	const consoleErrors: string[] = [];
	const navigations: string[] = [];
	page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
	page.on('framenavigated', (frame) => navigations.push(frame.url()));
	await page.goto(new URL(path, shop.url).href);
	return { ...opened, consoleErrors, navigations, recorded: () => recorded(page) };
}

/** Collects what the probes saw across every frame of the page (frames get the init script too). */
async function recorded(page: Page) {
	const all = { rejections: [] as string[], violations: [] as string[], xss: [] as number[] };
	for (const frame of page.frames()) {
		const seen = await frame
			.evaluate(() => ({ rejections: window.__rejections ?? [], violations: window.__violations ?? [], xss: window.__xssFired ?? [] }))
			.catch(() => null);
		if (!seen) continue;
		all.rejections.push(...seen.rejections);
		all.violations.push(...seen.violations);
		all.xss.push(...seen.xss);
	}
	return all;
}

/** Every loader and busy state the islands use. */
export const BUSY = '[aria-busy="true"], [data-stale], .vetrina-pf-pending, .vetrina-state-loading, .vetrina-checkout--busy';

export const idle = (page: Page, timeout = 10_000) => page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout });
