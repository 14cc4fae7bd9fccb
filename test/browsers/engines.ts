/**
 * The adapters: one per engine, each the same `Engine` and `Tab` (driver.ts) over what its driver does.
 *
 * - Chromium: playwright-core over CDP (the e2e tier's launch flags); touch through a touch context.
 * - Firefox ESR: puppeteer-core over WebDriver BiDi; one user context per tab; touch through BiDi's touch
 *   pointer actions; page errors from BiDi's log events.
 * - WebKitGTK: WebDriver classic through WebKitWebDriver (under Xvfb) and selenium-webdriver; one session
 *   (one MiniBrowser) per tab. MiniBrowser runs full-screen: no toolbar, so the window's size is the viewport.
 *   WebDriver classic has no error events and no init scripts: `errors()` reads what the hook the test shop
 *   serves first in `<head>` recorded (error-hook.ts). No touch input.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { Builder, Origin, Key as WebDriverKey, until, type WebDriver } from 'selenium-webdriver';
import { chromiumArgs, executablePath as chromiumPath } from '../chromium.ts';
import { freePort } from '../real/shop.ts';
import type { Engine, EngineName, InPage, Key, Tab, TabOptions } from './driver.ts';
import { readHookErrors } from './error-hook.ts';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** How long a wait on the page may take before the step fails. */
const WAIT_MS = 20_000;
/** A MiniBrowser session starts in well under a second, however loaded the machine. */
const SESSION_MS = 10_000;
const DEFAULT_SIZE = { width: 1280, height: 900 };

/** Whether the engine's driver sends touch input (WebKitWebDriver has no touch actions). */
export const hasTouch = (name: EngineName): boolean => name !== 'webkit';

/** A wait that fails says what it waited for, with its argument (the selector, mostly). */
async function named(wait: Promise<unknown>, fn: InPage<never, unknown>, arg: unknown): Promise<void> {
	try {
		await wait;
	} catch (error) {
		throw new Error(`${(error as Error).name}: gave up waiting for ${JSON.stringify(arg)} in ${fn.toString()}`, { cause: error });
	}
}

export function launch(name: EngineName): Promise<Engine> {
	if (name === 'chromium') return launchChromium();
	if (name === 'firefox') return launchFirefox();
	return launchWebKit();
}

async function launchChromium(): Promise<Engine> {
	// Shoppers have the back/forward cache: Playwright turns it off unless told not to.
	const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
	return {
		name: 'chromium',
		version: `Chromium ${browser.version()}`,
		async open({ width, height, touch }: TabOptions = {}) {
			const context = await browser.newContext({
				viewport: { ...DEFAULT_SIZE, ...(width ? { width } : {}), ...(height ? { height } : {}) },
				hasTouch: !!touch,
			});
			const page = await context.newPage();
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			return {
				goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
				url: async () => page.url(),
				click: (selector) => page.click(selector),
				tap: (selector) => page.tap(selector),
				async type(selector, text) {
					await page.focus(selector);
					await page.keyboard.type(text, { delay: 20 });
				},
				select: async (selector, label) => void (await page.selectOption(selector, { label })),
				press: (key) => page.keyboard.press(key),
				evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as never, arg as never) as Promise<Awaited<R>>,
				waitUntil: (fn, arg) => named(page.waitForFunction(fn as never, arg as never, { timeout: WAIT_MS }), fn, arg),
				waitForUrl: (matches) => page.waitForURL(matches, { waitUntil: 'load', timeout: WAIT_MS }),
				setViewport: (w, h) => page.setViewportSize({ width: w, height: h }),
				errors: async () => [...errors],
				close: () => context.close(),
			} satisfies Tab;
		},
		close: () => browser.close(),
	};
}

async function launchFirefox(): Promise<Engine> {
	const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
	return {
		name: 'firefox',
		version: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
		async open({ width, height }: TabOptions = {}) {
			const context = await browser.createBrowserContext();
			const page = await context.newPage();
			await page.setViewport({ ...DEFAULT_SIZE, ...(width ? { width } : {}), ...(height ? { height } : {}) });
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
			return {
				goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
				url: async () => page.url(),
				async click(selector) {
					// Puppeteer scrolls only an element wholly out of view, then presses its middle: one half-hidden
					// under a fixed bar (a cookie banner, a sticky header) would take the press. Centred first, as
					// the WebKit adapter does.
					await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }));
					await page.click(selector);
				},
				tap: (selector) => page.tap(selector),
				type: (selector, text) => page.type(selector, text, { delay: 20 }),
				async select(selector, label) {
					const option = await page.$eval(
						selector,
						(select, wanted) => [...(select as HTMLSelectElement).options].find((o) => o.label === wanted)?.value,
						label,
					);
					if (option === undefined) throw new Error(`no option "${label}" in ${selector}`);
					await page.select(selector, option);
				},
				press: (key) => page.keyboard.press(key),
				evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as never, arg as never) as Promise<Awaited<R>>,
				waitUntil: (fn, arg) => named(page.waitForFunction(fn as never, { timeout: WAIT_MS }, arg as never), fn, arg),
				async waitForUrl(matches) {
					if (!matches.test(page.url())) await page.waitForNavigation({ waitUntil: 'load', timeout: WAIT_MS });
					if (!matches.test(page.url())) throw new Error(`navigated to ${page.url()}, not ${matches}`);
					await page.waitForFunction(() => document.readyState === 'complete', { timeout: WAIT_MS });
				},
				setViewport: (w, h) => page.setViewport({ width: w, height: h }),
				errors: async () => [...errors],
				close: () => context.close(),
			} satisfies Tab;
		},
		close: () => browser.close(),
	};
}

/** WebKitWebDriver answers `GET /status` with `ready: true` once it takes sessions. */
async function driverReady(url: string, process: ChildProcess): Promise<void> {
	const deadline = Date.now() + WAIT_MS;
	for (;;) {
		if (process.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${process.exitCode}`);
		const status = await fetch(`${url}/status`).then(
			(r) => r.json() as Promise<{ value?: { ready?: boolean } }>,
			() => undefined,
		);
		if (status?.value?.ready) return;
		if (Date.now() > deadline) throw new Error(`WebKitWebDriver at ${url} not ready`);
		await new Promise((tick) => setTimeout(tick, 50));
	}
}

const webDriverKeys: Record<Key, string> = {
	Enter: WebDriverKey.ENTER,
	Escape: WebDriverKey.ESCAPE,
	Tab: WebDriverKey.TAB,
	ArrowDown: WebDriverKey.ARROW_DOWN,
	ArrowUp: WebDriverKey.ARROW_UP,
};

/** Fails a WebDriver command that has not answered in time (input actions have no timeout of their own), naming it. */
async function bounded<T>(command: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, fail) => {
		timer = setTimeout(() => fail(new Error(`WebKitWebDriver did not answer ${what} in ${ms} ms`)), ms);
	});
	try {
		return await Promise.race([command, late]);
	} finally {
		clearTimeout(timer);
	}
}

/** The function's source, called with the argument: WebDriver's scripts are function bodies. */
const script = (fn: (arg: never) => unknown) => `return (${fn.toString()})(arguments[0]);`;

async function launchWebKit(): Promise<Engine> {
	const port = await freePort();
	// The first free display from a range of its own per vitest worker: two `xvfb-run -a` started at once
	// can pick the same one, and two full-screen MiniBrowsers on one display take each other's input. Its
	// own process group, so that closing ends Xvfb and the driver with it.
	const from = 200 + 20 * Number(process.env.VITEST_POOL_ID ?? 0);
	const driverProcess = spawn('xvfb-run', ['-a', `--server-num=${from}`, 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
	const exited = new Promise((done) => driverProcess.once('exit', done));
	const server = `http://127.0.0.1:${port}`;
	await driverReady(server, driverProcess);
	const capabilities = {
		browserName: 'MiniBrowser',
		'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--full-screen'] },
	};
	const session = () => new Builder().usingServer(server).withCapabilities(capabilities).build();
	const probe = await session();
	const version = `WebKitGTK ${(await probe.getCapabilities()).get('browserVersion')}`;
	await probe.quit();
	const drivers = new Set<WebDriver>();
	/**
	 * A new MiniBrowser session. WebKitWebDriver now and then never answers a session request (about one in
	 * twenty in a loaded run; MiniBrowser starts in a few hundred ms otherwise, and the next request is
	 * answered): the driver's failure, before any page, so it is asked once more, said so on the console, and
	 * the late session, should it come, is closed.
	 */
	async function startSession(): Promise<WebDriver> {
		const first = session();
		try {
			return await bounded(first, 'a new session (MiniBrowser)', SESSION_MS);
		} catch (error) {
			first.then((late) => late.quit()).catch(() => undefined);
			console.warn(`[test:browsers] ${(error as Error).message}: asking for another`);
			return bounded(session(), 'a new session (MiniBrowser), asked again', SESSION_MS);
		}
	}
	return {
		name: 'webkit',
		version,
		async open({ width, height }: TabOptions = {}) {
			const driver = await startSession();
			drivers.add(driver);
			// A page that never loads, or a script that never answers, fails the step instead of the whole test.
			await bounded(driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: WAIT_MS }), 'setting the timeouts');
			// Bounded here too: a WebKitWebDriver that stops answering would otherwise hold the test until its timeout, naming nothing.
			const evaluate = <A, R>(fn: InPage<A, R>, arg: A) =>
				bounded(driver.executeScript(script(fn as (arg: never) => unknown), arg) as Promise<Awaited<R>>, `a script (${String(fn).slice(0, 80)})`);
			// WebKitWebDriver scrolls an element into view with the page's scroll-behavior (smooth, from
			// Bootstrap's reboot) and checks that it can be clicked before the scroll has ended: scroll at once.
			const inView = async (selector: string) => {
				await evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }), selector);
				return driver.findElement({ css: selector });
			};
			/**
			 * Clicks the middle of the element as the other drivers do: pointer input at a point of the
			 * viewport, not WebDriver's element click, whose element reference goes stale when an island
			 * redraws the element between finding and clicking it.
			 */
			const clickAt = async (selector: string) => {
				const point = await evaluate((sel) => {
					const el = document.querySelector(sel);
					if (!el) return null;
					el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
					const box = el.getBoundingClientRect();
					return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
				}, selector);
				if (!point) throw new Error(`no element ${selector} to click`);
				await bounded(
					driver
						.actions()
						.move({ origin: Origin.VIEWPORT, ...point })
						.click()
						.perform(),
					`a click on ${selector}`,
				);
			};
			const tab: Tab = {
				goto: (url) => bounded(driver.get(url), `loading ${url}`),
				url: () => bounded(driver.getCurrentUrl(), 'the current URL'),
				click: clickAt,
				tap: () => Promise.reject(new Error('WebKitWebDriver has no touch input')),
				/**
				 * Focuses the field (caret at the end, as WebDriver's element typing puts it) and types on the
				 * keyboard, as the other drivers do: an element reference goes stale when an island redraws the
				 * field between finding and typing, while the focus stays with the field the island draws.
				 */
				async type(selector, text) {
					const found = await evaluate((sel) => {
						const field = document.querySelector<HTMLInputElement>(sel);
						if (!field) return false;
						field.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
						field.focus();
						// Number fields have no selection to set.
						if (/^(text|search|email|tel|url|password)$/.test(field.type)) field.setSelectionRange(field.value.length, field.value.length);
						return true;
					}, selector);
					if (!found) throw new Error(`no element ${selector} to type in`);
					await bounded(driver.actions().sendKeys(text).perform(), `typing in ${selector}`);
				},
				async select(selector, label) {
					// WebDriver selects an option by clicking it: the browser fires input and change.
					const options = await (await inView(selector)).findElements({ css: 'option' });
					const index = await evaluate(([sel, wanted]) => [...document.querySelector<HTMLSelectElement>(sel)!.options].findIndex((o) => o.label === wanted), [
						selector,
						label,
					] as const);
					if (index < 0) throw new Error(`no option "${label}" in ${selector}`);
					await bounded(options[index]!.click(), `a click on option "${label}"`);
				},
				press: (key) => bounded(driver.actions().sendKeys(webDriverKeys[key]).perform(), `the key ${key}`),
				evaluate,
				waitUntil: (fn, arg) =>
					named(
						driver.wait(() => evaluate(fn, arg).then(Boolean, () => false), WAIT_MS),
						fn,
						arg,
					),
				async waitForUrl(matches) {
					await driver.wait(until.urlMatches(matches), WAIT_MS);
					await driver.wait(() => evaluate(() => document.readyState === 'complete', null).catch(() => false), WAIT_MS);
				},
				async setViewport(w, h) {
					await bounded(driver.manage().window().setRect({ width: w, height: h }), `a window of ${w}×${h}`);
					const inner = await evaluate(() => [innerWidth, innerHeight], null);
					if (inner[0] !== w || inner[1] !== h) throw new Error(`MiniBrowser's viewport is ${inner.join('×')}, not ${w}×${h}`);
				},
				errors: () => evaluate(readHookErrors, null),
				async close() {
					drivers.delete(driver);
					await bounded(driver.quit(), 'closing the session');
				},
			};
			await tab.setViewport(width ?? DEFAULT_SIZE.width, height ?? DEFAULT_SIZE.height);
			return tab;
		},
		async close() {
			await Promise.all([...drivers].map((driver) => driver.quit().catch(() => undefined)));
			if (driverProcess.pid && driverProcess.exitCode === null) {
				process.kill(-driverProcess.pid);
				await exited;
			}
		},
	};
}
