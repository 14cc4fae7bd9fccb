/**
 * `--stacks`: the same pages with three front ends, measured in one run at 4× CPU: Vetrina, the jQuery +
 * VirtueMart 4.4 stack a stock shop loads, and no JavaScript at all (the floor). Each front end has its own
 * shop: on the demo shop (this file) the old stack is served from the shared folder (`OLD_STACK_DIR`); on the
 * real shop (`real-stacks.ts`) it is VirtueMart's own. One round loads every page once with each, in an
 * order rotated per round, so a machine busier now than a minute ago weighs on every column alike. Figures
 * are medians over the rounds.
 */
import type { Page, Response } from 'playwright-core';
import { startShop } from '../fixtures/server/index.ts';
import { oldStackMissing } from '../fixtures/server/old-stack.ts';
import type { FrontEnd } from '../fixtures/server/shop.ts';
import { metric, open, type Bench } from './browser.ts';
import { pageTypes } from './pages.ts';
import type { Table, Value } from './report.ts';
import { jsBytes } from './scenarios/bytes.ts';
import { ratio, summarize, type Summary } from './stats.ts';
import { KINDS, mainThread, MAIN_THREAD_CATEGORIES, traceFigures, type Kind } from './trace.ts';
import { plusToNewPrice, plusToPrice } from './actions.ts';
import { islands } from '../src/islands.ts';
import type { SamplePool } from './pooled-samples.ts';

export const THROTTLE = 4;
/** Main-thread time counts from navigation start to this long after the page settled. */
const AFTER_SETTLED_MS = 1000;
/** The repeat view is this page view of the same page in the same context: V8's code cache is warm by then. */
const REPEAT_VIEW = 3;
const NO_JS = 'n/a (no JavaScript)';

export interface Stack {
	id: FrontEnd;
	label: string;
	/** Shown once the add-to-cart dialog is on screen; null: the stack has none. */
	dialog: string | null;
	url: string;
	/** The pages' scripts are taken out of their HTML before the browser sees it (the real shop's floor). */
	stripped?: boolean;
}

export interface ComparedPage {
	label: string;
	path: string;
	/** The product form a shopper uses: the page's own, or the first orderable card's (see `openCard`). */
	form: string;
	card?: string;
	/** Plus is timed from this quantity, typed in first, to the next, where the product's price changes. */
	plusFrom?: number;
}

/** One shop's comparison: its pages, its front ends and their shops. */
export interface StackSite {
	/** The id of its first table; the main-thread table's is this with `-main-thread`. */
	id: string;
	title: string;
	pages: ComparedPage[];
	stacks: Stack[];
	/** Text the add-to-cart dialog must show to count as on screen; none: shown is enough. */
	message?: string;
	/** Where the pages and front ends come from: the first note of the table. */
	how: string;
	notes: string[];
	close(): Promise<void>;
}

export const ORDERABLE_CARD = '.category-view [data-vm="product-container"]:has(form.product [name="addtocart"]:not([disabled]))';

/** What one page view gives: from its trace and its observers. */
interface View {
	/** When the page settled, ms after navigation start: the main-thread window ends 1 s later. */
	settled: number;
	main: number;
	kinds: Record<Kind, number>;
	tbt: number;
	lcp: number;
	cls: number;
}

interface Sample extends View {
	gzipLoad: number;
	/** Of `gzipLoad`, the chunks a page loaded only for islands of features VirtueMart's own stack does not have. */
	gzipExtras: number;
	gzipAfter: number;
	requestsLoad: number;
	requestsAfter: number;
	script: number;
	plus: number;
	add: number;
	repeat: View;
}

declare global {
	interface Window {
		__add?: { input: number; shown: number };
	}
}

/**
 * Islands of features VirtueMart's own stack does not have (header compare and wishlist lists, live search,
 * cookie consent, the login dialog): on a stock shop their bytes are reported apart from the like-for-like figure.
 */
const EXTRA_ISLANDS = ['compare', 'wishlist', 'live-search', 'cookie-banner', 'login'];

/**
 * Gzip bytes of what the page loaded only for extra islands: a chunk (build.mjs names its file
 * `chunks/<chunk>-<hash>.js`) counts when every island ready on the page from it is an extra one. The core,
 * the sanitizer (a server call's answer brings it, `src/http.ts`) and a chunk shared with an island the old
 * stack also has count as Vetrina's own.
 */
async function extraBytes(page: Page, scripts: { url: string; body: Buffer }[]): Promise<number> {
	const ready = await page.evaluate(
		(specs) =>
			specs
				.filter(([, selector]) => [...document.querySelectorAll(selector)].some((el) => el.getAttribute('data-island-state') === 'ready'))
				.map(([name]) => name),
		Object.entries(islands).map(([name, spec]) => [name, spec.selector] as const),
	);
	const isExtra = (name: string) => EXTRA_ISLANDS.includes(name);
	const chunksOf = (names: string[]) => new Set(names.map((name) => islands[name]!.chunk));
	const own = chunksOf(ready.filter((name) => !isExtra(name)));
	const extra = [...chunksOf(ready.filter(isExtra))].filter((chunk) => !own.has(chunk));
	return jsBytes(scripts.filter((s) => extra.some((chunk) => new RegExp(`/chunks/${chunk}-[A-Z0-9]+\\.js$`).test(new URL(s.url).pathname)))).gzip;
}

const scriptBody = (response: Response) =>
	response
		.body()
		.then((body) => ({ url: response.url(), body }))
		.catch(() => null);

/**
 * The page settled: network idle (Playwright: 500 ms without a request) and no island loading; then when
 * that happened, ms after navigation start: the last of the load event, the last response and the last
 * island ready.
 */
async function settledAt(page: Page): Promise<number> {
	await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
	await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
	return page.evaluate(() => {
		const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
		const responses = performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd);
		const ready = [...document.querySelectorAll('[data-island-state]')].map((el) => window.__bench!.readyAt.get(el) ?? 0);
		return Math.max(nav?.loadEventEnd ?? 0, ...responses, ...ready);
	});
}

/** Script elements and script preloads, inline or not: what the demo shop's no-JavaScript front end never prints. */
const SCRIPTS = /<script\b[\s\S]*?<\/script\s*>|<link\b[^>]*\bas=["']?script\b[^>]*>/gi;

/**
 * The next load of `href` arrives without its scripts. Only that one request is rerouted (`times: 1`: the
 * route goes once it is used, so the page's other requests reach the network as any stack's do). JavaScript
 * stays on, as on the demo shop's floor: with it off Chromium would also load every lazy image at once.
 */
async function stripScripts(page: Page, href: string): Promise<void> {
	await page.route(
		href,
		async (route) => {
			try {
				const response = await route.fetch();
				const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding'].includes(name)));
				await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace(SCRIPTS, '') });
			} catch {
				// Thrown from a route handler it would end the bench with its shops running: a failed load instead.
				await route.abort().catch(() => undefined);
			}
		},
		{ times: 1 },
	);
}

/** The view being traced (since before its navigation): settled, then the window's end; stops the trace. */
async function traced(bench: Bench, page: Page, stack: Stack): Promise<View> {
	const settled = await settledAt(page);
	const windowMs = settled + AFTER_SETTLED_MS;
	await page.waitForFunction((end) => performance.now() > end, windowMs, { timeout: 15_000 });
	const trace = await bench.browser.stopTracing();
	const { total, kinds } = mainThread(trace, stack.url, windowMs);
	const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__bench!.lcp, cls: window.__bench!.layoutShift }));
	return { settled, main: total, kinds, tbt: traceFigures(trace, stack.url).tbt, lcp, cls };
}

/** Pointer down on add to cart to the frame after the stack's dialog is on screen (with `message` in it, when given). */
async function addToDialog(page: Page, form: string, dialog: string, message = ''): Promise<number> {
	await page.evaluate(
		({ selector, text }) => {
			const clock = { input: 0, shown: 0 };
			window.__add = clock;
			document.addEventListener('pointerdown', (e) => void (clock.input ||= e.timeStamp), { capture: true, once: true });
			new MutationObserver((_, observer) => {
				const shown = document.querySelector(selector);
				if (!shown?.checkVisibility() || !shown.textContent?.includes(text)) return;
				observer.disconnect();
				requestAnimationFrame(() => setTimeout(() => (clock.shown = performance.now())));
			}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
		},
		{ selector: dialog, text: message },
	);
	await page.locator(`${form} [name="addtocart"]`).first().click({ timeout: 5000 });
	await page.waitForFunction(() => window.__add!.shown > 0, undefined, { timeout: 15_000 });
	return page.evaluate(() => window.__add!.shown - window.__add!.input);
}

/**
 * The card's form within reach, as a shopper gets it: the pointer on the card's image, then, where the
 * theme folds the form behind its hover bar (Vetrina's product-card island), "Mostra varianti". Not timed.
 */
async function openCard(page: Page, card: string, form: string): Promise<void> {
	await page.locator(`${card} img`).first().hover({ timeout: 5000 });
	const unfold = page.locator(`${card} .vp-show-variants`).first();
	if (await unfold.isVisible()) await unfold.click({ timeout: 5000 });
	await page.locator(`${form} .quantity-plus`).first().waitFor({ state: 'visible', timeout: 5000 });
}

/** A timed interaction; a failed one is a gap in its column, not a lost sample. */
const timed = (what: string, run: () => Promise<number>): Promise<number> =>
	run().catch((error: Error) => {
		process.stderr.write(`[bench] ${what}: ${error.message.split('\n')[0]}\n`);
		return Number.NaN;
	});

/**
 * One page with one stack in a fresh context: the load traced from navigation to settled + 1 s, then plus
 * and add to cart, then the page viewed again until the repeat view, traced the same way.
 */
async function sample(bench: Bench, site: StackSite, stack: Stack, compared: ComparedPage): Promise<Sample> {
	const scripts: ReturnType<typeof scriptBody>[] = [];
	const href = new URL(compared.path, stack.url).href;
	const opened = await open({ ...bench, shopUrl: stack.url }, compared.path, {
		throttle: THROTTLE,
		before: async (page) => {
			page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(scriptBody(r)));
			if (stack.stripped) await stripScripts(page, href);
			await bench.browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
		},
	});
	const { page, cdp } = opened;
	const what = `${stack.label}, ${compared.label}`;
	try {
		const load = await traced(bench, page, stack);
		const script = (await metric(cdp, 'ScriptDuration')) * 1000;
		// Another build replacing dist/ mid-load leaves the page without its bundle: not a measurement.
		if (stack.id === 'vetrina' && !(await page.evaluate(() => 'Vetrina' in window))) throw new Error(`the bundle did not start on ${compared.path}`);
		const loaded = (await Promise.all([...scripts])).filter((s) => s !== null);
		const atLoad = jsBytes(loaded);
		const gzipExtras = stack.id === 'vetrina' ? await extraBytes(page, loaded) : 0;
		let plus = Number.NaN;
		let add = Number.NaN;
		if (stack.dialog) {
			const { form, plusFrom } = compared;
			if (compared.card) await openCard(page, compared.card, form);
			plus = await timed(`${what}, plus`, () => (plusFrom ? plusToNewPrice(page, form, plusFrom) : plusToPrice(page, form)));
			add = await timed(`${what}, add to cart`, () => addToDialog(page, form, stack.dialog!, site.message));
		}
		await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
		const after = jsBytes((await Promise.all(scripts)).filter((s) => s !== null));
		for (let n = 2; n <= REPEAT_VIEW; n++) {
			if (stack.stripped) await stripScripts(page, href);
			if (n === REPEAT_VIEW) await bench.browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
			await page.goto(href, { waitUntil: 'load', timeout: 60_000 });
			if (n < REPEAT_VIEW) await settledAt(page);
		}
		const repeat = await traced(bench, page, stack);
		return {
			...load,
			gzipLoad: atLoad.gzip,
			gzipExtras,
			gzipAfter: after.gzip,
			requestsLoad: atLoad.files,
			requestsAfter: after.files,
			script,
			plus,
			add,
			repeat,
		};
	} finally {
		// Tracing still on after a failure would refuse the next sample's.
		await bench.browser.stopTracing().catch(() => undefined);
		await opened.close();
	}
}

/** The demo shop's 48-card category and product page, each front end with its own demo shop (the bench's serves Vetrina); the old stack only when its folder is there. */
export async function demoStacks(bench: Bench): Promise<StackSite> {
	const missing = oldStackMissing();
	const notes = missing ? [`No old-stack column: ${missing}.`] : [];
	if (missing) process.stderr.write(`[bench] ${notes[0]}\n`);
	const oldStack = missing ? null : await startShop({ port: 0, frontEnd: 'old-stack' });
	const none = await startShop({ port: 0, frontEnd: 'none' });
	const page = (id: string) => pageTypes.find((t) => t.id === id)!;
	return {
		id: 'stacks',
		title: `Three front ends on the same pages, ${THROTTLE}× CPU`,
		pages: [
			{ label: page('category').label, path: page('category').path, form: `${ORDERABLE_CARD} form.product`, card: ORDERABLE_CARD },
			{ label: page('product').label, path: page('product').path, form: '.productdetails-view form.product' },
		],
		stacks: [
			{ id: 'vetrina', label: 'Vetrina', dialog: 'dialog[open]', url: bench.shopUrl },
			...(oldStack ? [{ id: 'old-stack' as const, label: 'jQuery 3.7.1 + VirtueMart 4.4', dialog: '#fancybox-wrap', url: oldStack.url }] : []),
			{ id: 'none', label: 'no JavaScript', dialog: null, url: none.url },
		],
		how: "Each front end has its own demo shop (0 ms server latency); the no-JavaScript one prints no script. Category: the first orderable card is opened first as a shopper opens it (pointer on its image, then \"Mostra varianti\" where Vetrina's card folds the form behind its hover bar; not timed). Add → dialog visible: Vetrina's `dialog[open]`, FancyBox's `#fancybox-wrap`.",
		notes,
		close: async () => {
			await Promise.all([...(oldStack ? [oldStack] : []), none].map((shop) => shop.close()));
		},
	};
}

const rotated = <T>(list: readonly T[], by: number): T[] => list.map((_, i) => list[(i + by) % list.length]!);

const pick = (samples: readonly Sample[], figure: (s: Sample) => number): Summary | null => summarize(samples.map(figure));

/** "46.4 KB (115.0 KB)": at load, and after the clicks when they fetched more. */
function loadAndAfter(load: Summary | null, after: Summary | null, format: (n: number) => string): string {
	if (!load || !after) return '—';
	return after.median === load.median ? format(load.median) : `${format(load.median)} (${format(after.median)})`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "118.2 KB (6.5 KB)": Vetrina's JS at load without the extra islands' chunks, and those chunks. */
function likeForLike(samples: readonly Sample[]): string {
	const own = pick(samples, (s) => s.gzipLoad - s.gzipExtras);
	const extras = pick(samples, (s) => s.gzipExtras);
	return own && extras ? `${kb(own.median)} (${kb(extras.median)})` : '—';
}

/** Every round loads each page once with each stack; the site's shops are closed at the end, whatever broke. */
export async function compareStacks(bench: Bench, site: StackSite, runs: number, pool: SamplePool): Promise<Table[]> {
	const { pages, stacks } = site;
	const samples = new Map(pages.map((p) => [p, new Map(stacks.map((s) => [s, [] as Sample[]]))]));
	try {
		for (let round = 0; round < runs; round++) {
			for (const compared of pages) {
				for (const stack of rotated(stacks, round)) {
					process.stderr.write(`[bench] ${site.id} round ${round + 1}/${runs}: ${compared.label}, ${stack.label}\n`);
					// A failed load leaves a gap in this round, not a hole in the table.
					await sample(bench, site, stack, compared)
						.then((s) => samples.get(compared)!.get(stack)!.push(s))
						.catch((error: Error) => process.stderr.write(`[bench] ${stack.label}, ${compared.label}: ${error.message.split('\n')[0]}\n`));
				}
			}
		}
	} finally {
		await site.close();
	}
	for (const compared of pages) {
		for (const stack of stacks) {
			const fresh = samples.get(compared)!.get(stack)!;
			samples.get(compared)!.set(stack, pool.pooled(`${site.id}|${compared.label}|${stack.label}`, fresh));
		}
	}
	const figures: Value[][] = [];
	const breakdown: Value[][] = [];
	for (const compared of pages) {
		const floor = samples.get(compared)!.get(stacks.find((s) => s.id === 'none')!)!;
		const floorMain = pick(floor, (s) => s.main);
		const floorLcp = pick(floor, (s) => s.lcp);
		for (const stack of stacks) {
			const got = samples.get(compared)!.get(stack)!;
			const main = pick(got, (s) => s.main);
			const lcp = pick(got, (s) => s.lcp);
			const interaction = (figure: (s: Sample) => number) => (stack.dialog ? (pick(got, figure) ?? 'failed') : NO_JS);
			figures.push([
				compared.label,
				stack.label,
				loadAndAfter(
					pick(got, (s) => s.gzipLoad),
					pick(got, (s) => s.gzipAfter),
					kb,
				),
				stack.id === 'vetrina' ? likeForLike(got) : '—',
				loadAndAfter(
					pick(got, (s) => s.requestsLoad),
					pick(got, (s) => s.requestsAfter),
					String,
				),
				pick(got, (s) => s.script),
				pick(got, (s) => s.settled),
				main,
				ratio(main, floorMain),
				pick(got, (s) => s.tbt),
				lcp,
				ratio(lcp, floorLcp),
				pick(got, (s) => s.cls),
				interaction((s) => s.plus),
				interaction((s) => s.add),
				pick(got, (s) => s.repeat.main),
				pick(got, (s) => s.repeat.lcp),
				got.length,
			]);
			breakdown.push([compared.label, stack.label, main, ...KINDS.map((kind) => pick(got, (s) => s.kinds[kind]))]);
		}
	}
	const rounds = pool.runs > 1 ? `${pool.runs} runs pooled, ${runs} round(s) in this one` : `${runs} round(s)`;
	const how = `${rounds}; in each round, every page is loaded once with each front end (a fresh browser context, 1280×900, ${THROTTLE}× CPU from navigation on), the order of the front ends rotated by one per round; median (min–max) over all the rounds.`;
	return [
		{
			id: site.id,
			title: site.title,
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'stack', unit: 'text' },
				{ label: 'JS gzip at load (after clicks)', unit: 'text' },
				{ label: 'of it: like for like (extra islands)', unit: 'text' },
				{ label: 'script requests (after clicks)', unit: 'text' },
				{ label: 'script', unit: 'ms' },
				{ label: 'settled', unit: 'ms' },
				{ label: 'main-thread time', unit: 'ms' },
				{ label: '× no JS', unit: 'ratio' },
				{ label: 'TBT', unit: 'ms' },
				{ label: 'LCP', unit: 'ms' },
				{ label: '× no JS', unit: 'ratio' },
				{ label: 'CLS', unit: 'cls' },
				{ label: 'plus → new price', unit: 'ms' },
				{ label: 'add → dialog visible', unit: 'ms' },
				{ label: `repeat view (${REPEAT_VIEW}rd): main-thread time`, unit: 'ms' },
				{ label: 'repeat view: LCP', unit: 'ms' },
				{ label: 'samples', unit: 'count' },
			],
			rows: figures,
			notes: [
				`${how} ${site.how}`,
				`"At load": once the page settled (network idle, i.e. 500 ms without a request, and no island loading); "after clicks": after plus and add to cart. JS gzip: the scripts as downloaded (each URL once), gzip -9; inline scripts are not counted. Like for like: Vetrina's JS at load without the chunks it loaded only for islands of features the old stack does not have (${EXTRA_ISLANDS.join(', ')}; a chunk counts there when every island ready from it is one of them), those chunks' bytes in brackets. Script: CDP \`Performance.getMetrics\` ScriptDuration at the end of the main-thread window. Settled: when the page settled, ms after navigation start (the last of the load event, the last response and the last island ready). Main-thread time: the page's renderer main thread in a Chromium trace, Σ top-level task time from navigation start to ${AFTER_SETTLED_MS / 1000} s after the page settled (each load its own), the same rule for every stack (table below: by kind). TBT: Σ(task − 50 ms) over the main thread's tasks longer than 50 ms from first contentful paint to the end of that trace. LCP: the last \`largest-contentful-paint\` entry before any click. CLS: layout-shift scores without recent input, before any click. Plus → new price: pointerdown on the plus of the page's product form to the frame after its price block was written after the recalculation answer arrived (the busy flag cleared or the lines rewritten: the product's price may stay the same at quantity 2). Add → dialog visible: pointerdown on that form's add to cart (Playwright's click: the pointer moves there just before, no earlier hover) to the frame after the dialog is shown, with the server round trip. Repeat view: the ${REPEAT_VIEW}rd load of the same page in the same context (after the clicks: V8's code cache and the HTTP cache warm, the cart holding what was added), traced the same way. × no JS: median ÷ the no-JavaScript page's median.`,
				...site.notes,
			],
		},
		{
			id: `${site.id}-main-thread`,
			title: 'Main-thread time by kind (same loads, same window)',
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'stack', unit: 'text' },
				{ label: 'total', unit: 'ms' },
				...KINDS.map((kind) => ({ label: kind, unit: 'ms' as const })),
			],
			rows: breakdown,
			notes: [
				'Self time of each trace event on the renderer main thread, clipped to the window, given to its kind by event name as DevTools groups them: script (compile, evaluate, function calls, timers, event dispatch, garbage collection), microtasks (script run from a microtask checkpoint: promise jobs, module evaluation), style (UpdateLayoutTree, stylesheet parsing), layout (Layout, intersection observers), paint (pre-paint, paint, layerize, commit, image decode), HTML (ParseHTML); other is task time in no named event (scheduling, loading, IPC). Tracing itself slows the page a little; V8 records source positions while compiling (`bench/browser.ts`), so the stacks DevTools captures re-parse no script on the main thread, for any front end.',
			],
		},
	];
}
