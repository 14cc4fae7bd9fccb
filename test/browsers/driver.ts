/**
 * The small driver interface the cross-engine journeys are written against, once: each engine's adapter
 * (chromium.ts over playwright-core, firefox.ts over puppeteer-core and WebDriver BiDi, webkit.ts over
 * WebDriver classic and WebKitWebDriver) says how its driver does each step.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys the journeys press, by their DOM `key` names. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp';

/** A function run in the page: it must be self-contained (it is sent as source). */
export type InPage<A, R> = (arg: A) => R;

export interface TabOptions {
	width?: number;
	height?: number;
	/** A touch screen: `tap()` sends touch input (where the engine has it: `hasTouch` in engines.ts). */
	touch?: boolean;
}

/** One fresh browsing session (its own cookies and storage) with one page. */
export interface Tab {
	/** Loads an absolute URL and waits for its load event. */
	goto(url: string): Promise<void>;
	url(): Promise<string>;
	/** A real pointer click in the middle of the element, scrolled into view first. */
	click(selector: string): Promise<void>;
	/** A touch tap on the element, where the engine has touch input. */
	tap(selector: string): Promise<void>;
	/** Focuses the element and types the text key by key. */
	type(selector: string, text: string): Promise<void>;
	/** Chooses the option with this label in a `<select>`, as the shopper does (input and change events). */
	select(selector: string, label: string): Promise<void>;
	/** Presses a key in the focused element. */
	press(key: Key): Promise<void>;
	evaluate<A, R>(fn: InPage<A, R>, arg: A): Promise<Awaited<R>>;
	/** Resolves once `fn(arg)` is truthy in the page; it may navigate meanwhile. */
	waitUntil<A>(fn: InPage<A, unknown>, arg: A): Promise<void>;
	/** Resolves once the page is at a URL `matches` accepts and that page has loaded. */
	waitForUrl(matches: RegExp): Promise<void>;
	/** The size of the page's viewport (the window's inner size), in CSS pixels. */
	setViewport(width: number, height: number): Promise<void>;
	/** Uncaught exceptions and unhandled rejections of every page this tab showed. */
	errors(): Promise<string[]>;
	close(): Promise<void>;
}

export interface Engine {
	name: EngineName;
	/** The browser's own name and version, as its driver reports it. */
	version: string;
	open(options?: TabOptions): Promise<Tab>;
	close(): Promise<void>;
}

/** Waits for an element: in the DOM, visible (rendered boxes and not `visibility: hidden`) or gone. */
export function waitFor(tab: Tab, selector: string, state: 'attached' | 'visible' | 'detached' = 'visible'): Promise<void> {
	return tab.waitUntil(
		([sel, want]) => {
			const el = document.querySelector(sel);
			if (want === 'detached') return !el;
			if (want === 'attached') return !!el;
			return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
		},
		[selector, state] as const,
	);
}

/** An element's attribute (null when it is missing, or the element is). */
export const attribute = (tab: Tab, selector: string, name: string): Promise<string | null> =>
	tab.evaluate(([sel, attr]) => document.querySelector(sel)?.getAttribute(attr) ?? null, [selector, name] as const);

/** An element's text, trimmed. */
export const text = (tab: Tab, selector: string): Promise<string | null> =>
	tab.evaluate((sel) => document.querySelector(sel)?.textContent?.trim() ?? null, selector);

/** A form field's value. */
export const value = (tab: Tab, selector: string): Promise<string | null> =>
	tab.evaluate((sel) => document.querySelector<HTMLInputElement>(sel)?.value ?? null, selector);

/** Whether the focused element matches the selector. */
export const focused = (tab: Tab, selector: string): Promise<boolean> => tab.evaluate((sel) => !!document.activeElement?.matches(sel), selector);

/** Waits until an island is drawn: its mount point (`compare` or a selector) is marked ready. */
export function ready(tab: Tab, island: string): Promise<void> {
	const mount = /^[a-z-]+$/.test(island) ? `[data-vetrina="${island}"]` : island;
	return waitFor(tab, `${mount}[data-island-state="ready"]`, 'attached');
}

/**
 * Waits until every island due has settled (ready or error), two idle moments after the page loaded: the
 * islands due at the browser's idle moment start in the first, those that follow the core (trigger
 * `shared`) in the second. Until then they are neither loading nor mounted (see `islandsSettled` of the
 * Chromium tier, test/e2e/harness.ts).
 */
export const islandsSettled = (tab: Tab): Promise<void> =>
	tab.waitUntil(() => {
		if (document.readyState !== 'complete') return false;
		const page = window as unknown as { vetrinaIdleTwice?: boolean };
		if (page.vetrinaIdleTwice === undefined) {
			page.vetrinaIdleTwice = false;
			// The registry's own idle moment: Safari has no requestIdleCallback, the registry waits 200 ms there.
			const idle = (then: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200));
			idle(() => idle(() => (page.vetrinaIdleTwice = true)));
		}
		return page.vetrinaIdleTwice && [...document.querySelectorAll('[data-island-state]')].every((el) => el.getAttribute('data-island-state') !== 'loading');
	}, null);

/** The open modal dialog's role and accessible name (its aria-labelledby text), or null. */
export const openDialog = (tab: Tab): Promise<{ role: string; name: string } | null> =>
	tab.evaluate(() => {
		const dialog = document.querySelector('dialog[open]');
		if (!dialog) return null;
		const label =
			dialog.getAttribute('aria-label') ??
			(dialog.getAttribute('aria-labelledby') ?? '')
				.split(' ')
				.map((id) => document.getElementById(id)?.textContent ?? '')
				.join(' ');
		return { role: dialog.getAttribute('role') ?? 'dialog', name: label.trim() };
	}, null);

/** Waits until a modal dialog with this accessible name is open. */
export const dialogNamed = (tab: Tab, name: string): Promise<void> =>
	tab.waitUntil((wanted) => {
		const dialog = document.querySelector('dialog[open]');
		const ids = (dialog?.getAttribute('aria-labelledby') ?? '').split(' ');
		return !!dialog && (dialog.getAttribute('aria-label') ?? ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).trim() === wanted;
	}, name);
