/**
 * The cross-engine tier: every journey runs once per engine (Chromium, Firefox ESR, WebKitGTK), in one
 * `describe` block each, on one demo shop per file. Each test opens fresh tabs (own cookies and storage),
 * closed after it; a page error in any of them fails the test.
 */
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { startShop } from '../../fixtures/server/index.ts';
import { type DemoShopApi, demoShopApi } from '../demo-shop-api.ts';
import { tokenInPage } from '../e2e/lists-helpers.ts';
import type { Engine, EngineName, Tab, TabOptions } from './driver.ts';
import { launch } from './engines.ts';
import { withErrorHook } from './error-hook.ts';

const ALL: EngineName[] = ['chromium', 'firefox', 'webkit'];
/** `BROWSERS=firefox,webkit` runs those engines only. */
export const ENGINES = process.env.BROWSERS ? (process.env.BROWSERS.split(',').filter((name) => ALL.includes(name as EngineName)) as EngineName[]) : ALL;

export interface Browsing {
	engine: Engine;
	/** Opens a fresh tab at the URL, once it has loaded. */
	open(url: string, options?: TabOptions): Promise<Tab>;
}

/** One `describe` block per engine: the engine is launched before its journeys (its version printed) and closed after them. */
export function forEachEngine(body: (browsing: Browsing, name: EngineName) => void): void {
	for (const name of ENGINES) {
		describe(name, () => {
			const browsing = {} as Browsing;
			const tabs: Tab[] = [];
			beforeAll(async () => {
				const engine = await launch(name);
				console.info(`[browsers] ${engine.version}`);
				Object.assign(browsing, {
					engine,
					async open(url: string, options?: TabOptions) {
						const tab = await engine.open(options);
						tabs.push(tab);
						await tab.goto(url);
						return tab;
					},
				} satisfies Browsing);
			});
			afterEach(async () => {
				const errors = (await Promise.all(tabs.map((tab) => tab.errors()))).flat();
				await Promise.all(tabs.splice(0).map((tab) => tab.close()));
				expect(errors, 'uncaught exceptions on the pages').toEqual([]);
			});
			afterAll(async () => browsing.engine?.close());
			body(browsing, name);
		});
	}
}

export interface DemoShop extends DemoShopApi {
	url: string;
	/** The absolute URL of a shop path. */
	at(path: string): string;
	/**
	 * Opens a shop path for a shopper who has answered the cookie banner (posted without JavaScript, in
	 * the tab's session): the fixed banner covers nothing the journey clicks. Its log is cleared.
	 */
	visit(browsing: Browsing, path: string, options?: TabOptions): Promise<Tab>;
}

/** The demo shop under its strict CSP, for the whole file, with the page-error hook first in every page. */
export function useDemoShop(): DemoShop {
	const shop = {} as DemoShop;
	let close: (() => Promise<void>) | undefined;
	beforeAll(async () => {
		const running = await startShop({ port: 0, csp: true }, withErrorHook);
		close = running.close;
		const at = (path: string) => new URL(path, running.url).href;
		Object.assign(shop, {
			url: running.url,
			at,
			...demoShopApi(running.url),
			async visit(browsing, path, options) {
				const tab = await browsing.open(at(path), options);
				await tab.evaluate(
					async (token) => {
						await fetch('/consenso-cookie', { method: 'POST', body: new URLSearchParams({ return: '/', [token]: '1' }), redirect: 'manual' });
					},
					await tab.evaluate(tokenInPage, null),
				);
				await tab.goto(at(path));
				await shop.clearLog();
				return tab;
			},
		} satisfies DemoShop);
	});
	afterAll(async () => close?.());
	return shop;
}
