/** One Chromium and one reference shop for the whole bench, and the page helpers every scenario uses. */
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startShop } from '../fixtures/server/index.ts';
import { chromiumArgs, executablePath } from '../test/chromium.ts';
import type { TimeBudget } from './budget.ts';
import type { Machine } from './report.ts';

export const VIEWPORT = { width: 1280, height: 900 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

export interface Bench {
	shopUrl: string;
	browser: Browser;
	budget: TimeBudget;
	close(): Promise<void>;
}

/**
 * V8 compiles without source positions and re-parses a function when something first asks where in it the
 * code stands. Under DevTools (Playwright here, Lighthouse too) Blink asks for stacks a shopper's browser is
 * never asked for: evaluating React DOM with an inspector attached re-parsed its chunk on the main thread
 * (`V8.CollectSourcePositions`, ~80 ms of the ~90 ms evaluation at 4× CPU), and at 1× CPU took ~62 ms
 * against ~27 ms with the positions recorded while compiling; without an inspector (`chromium --dump-dom`)
 * both took ~30 ms. Recording them while compiling (in the background, as the script streams) takes that
 * inspector-only cost out of every front end's figures alike.
 */
const benchArgs = [...chromiumArgs, '--js-flags=--no-enable-lazy-source-positions'];

export async function startBench(budget: TimeBudget): Promise<Bench> {
	// The shop answers at once: no latency fault is ever set.
	const shop = await startShop({ port: 0 });
	const browser = await chromium.launch({ executablePath, args: benchArgs });
	return {
		shopUrl: shop.url,
		browser,
		budget,
		close: async () => {
			await browser.close();
			await shop.close();
		},
	};
}

export function machine(chromiumVersion: string): Machine {
	const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string };
	return {
		cpu: cpus()[0]?.model.trim() ?? 'unknown',
		cores: cpus().length,
		memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
		os: `${type()} ${release()}`,
		node: process.version,
		chromium: chromiumVersion,
		lighthouse: lighthouse.version,
	};
}

export interface OpenOptions {
	js?: boolean;
	/** CPU slowdown applied before navigation (1: none). */
	throttle?: number;
	/** Put a product in the cart first (the cart page is empty otherwise). */
	cart?: boolean;
	viewport?: { width: number; height: number };
	/** Called before navigation, e.g. to start tracing. */
	before?: (page: Page, cdp: CDPSession) => Promise<void>;
}

export interface Opened {
	page: Page;
	context: BrowserContext;
	cdp: CDPSession;
	close(): Promise<void>;
}

/** A cart line for pages that need one: the shop's no-JavaScript add-to-cart form post. */
export async function fillCart(context: BrowserContext, shopUrl: string): Promise<void> {
	await context.request.post(`${shopUrl}/index.php?option=com_virtuemart`, {
		form: { task: 'add', 'virtuemart_product_id[]': '111', 'quantity[]': '2', option: 'com_virtuemart', view: 'cart' },
		maxRedirects: 0,
	});
}

/** A fresh context (cold cache, own session) with the page loaded. */
export async function open(bench: Bench, path: string, options: OpenOptions = {}): Promise<Opened> {
	const context = await bench.browser.newContext({ viewport: options.viewport ?? VIEWPORT, javaScriptEnabled: options.js ?? true });
	if (options.cart) await fillCart(context, bench.shopUrl);
	await context.addInitScript(observers);
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Performance.enable');
	if (options.throttle && options.throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
	await options.before?.(page, cdp);
	await page.goto(new URL(path, bench.shopUrl).href, { waitUntil: 'load', timeout: 60_000 });
	return { page, context, cdp, close: () => context.close() };
}

declare global {
	interface Window {
		__bench?: {
			events: { start: number; duration: number; name: string }[];
			longTasks: { start: number; duration: number }[];
			layoutShift: number;
			/** The latest largest-contentful-paint candidate, ms after navigation start. */
			lcp: number;
			readyAt: WeakMap<Element, number>;
		};
	}
}

/** Runs in the page before its own scripts (JavaScript pages only): long tasks, layout shifts, LCP, Event Timing, island ready times. */
function observers(): void {
	const bench = {
		events: [] as { start: number; duration: number; name: string }[],
		longTasks: [] as { start: number; duration: number }[],
		layoutShift: 0,
		lcp: 0,
		readyAt: new WeakMap<Element, number>(),
	};
	window.__bench = bench;
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
	}).observe({ type: 'longtask', buffered: true });
	new PerformanceObserver((list) => {
		for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
			if (!e.hadRecentInput) bench.layoutShift += e.value;
		}
	}).observe({ type: 'layout-shift', buffered: true });
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) bench.lcp = e.startTime;
	}).observe({ type: 'largest-contentful-paint', buffered: true });
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) bench.events.push({ start: e.startTime, duration: e.duration, name: e.name });
	}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
	new MutationObserver((records) => {
		for (const r of records) {
			const el = r.target as Element;
			if (el.getAttribute('data-island-state') === 'ready' && !bench.readyAt.has(el)) bench.readyAt.set(el, performance.now());
		}
	}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-state'] });
}

/** Network quiet and no island left loading (bounded: a broken island must not stall the bench). */
export async function settle(page: Page, quietMs = 300): Promise<void> {
	await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
	await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
	await page.waitForTimeout(quietMs);
}

/** Scrolls to the bottom in steps so that every "visible" island gets its chance to load. */
export async function scrollThrough(page: Page): Promise<void> {
	await page.evaluate(async () => {
		const step = Math.round(window.innerHeight * 0.8);
		for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
			window.scrollTo(0, y);
			await new Promise((resolve) => setTimeout(resolve, 120));
		}
	});
	await settle(page);
}

export async function metric(cdp: CDPSession, name: string): Promise<number> {
	const { metrics } = await cdp.send('Performance.getMetrics');
	return metrics.find((m) => m.name === name)?.value ?? 0;
}

/** The island's state on its first mount point: "absent" when the page has no such mount point. */
export async function islandState(page: Page, selector: string): Promise<string> {
	return page.evaluate((sel) => {
		const el = document.querySelector(sel);
		return el ? (el.getAttribute('data-island-state') ?? 'not mounted') : 'absent';
	}, selector);
}
