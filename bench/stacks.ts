/**
 * `--stacks`: the demo shop's 48-card category page and product page with three front ends,
 * measured in one run at 4× CPU: Vetrina, the jQuery + VirtueMart 4.4 stack a stock shop loads (served
 * from the shared folder, `OLD_STACK_DIR`), and no JavaScript at all (the floor). Each front end has its
 * own demo shop; one round loads every page once with each, in an order rotated per round, so a machine
 * busier now than a minute ago weighs on every column alike. Figures are medians over the rounds.
 */
import type { Page, Response } from 'playwright-core';
import { startShop, type RunningShop } from '../fixtures/server/index.ts';
import { oldStackMissing } from '../fixtures/server/old-stack.ts';
import type { FrontEnd } from '../fixtures/server/shop.ts';
import { metric, open, type Bench } from './browser.ts';
import { pageTypes, type PageType } from './pages.ts';
import type { Table, Value } from './report.ts';
import { jsBytes } from './scenarios/bytes.ts';
import { ratio, summarize, type Summary } from './stats.ts';
import { KINDS, mainThread, MAIN_THREAD_CATEGORIES, type Kind } from './trace.ts';
import { plusToPrice } from './actions.ts';

const THROTTLE = 4;
/** Main-thread time counts from navigation start to this long after the page settled. */
const AFTER_SETTLED_MS = 1000;
const NO_JS = 'n/a (no JavaScript)';

interface Stack {
	id: FrontEnd;
	label: string;
	/** Shown once the add-to-cart dialog is on screen; null: the stack has none. */
	dialog: string | null;
	url: string;
}

const ORDERABLE_CARD = '.category-view [data-vm="product-container"]:has(form.product [name="addtocart"]:not([disabled]))';

/** The product form a shopper uses on each page: the page's own, or the first orderable card's (see `openCard`). */
const comparedPages: { type: PageType; form: string; card?: string }[] = [
	{ type: pageTypes.find((t) => t.id === 'category')!, form: `${ORDERABLE_CARD} form.product`, card: ORDERABLE_CARD },
	{ type: pageTypes.find((t) => t.id === 'product')!, form: '.productdetails-view form.product' },
];
type ComparedPage = (typeof comparedPages)[number];

interface Sample {
	gzipLoad: number;
	gzipAfter: number;
	requestsLoad: number;
	requestsAfter: number;
	script: number;
	/** When the page settled, ms after navigation start: the main-thread window ends 1 s later. */
	settled: number;
	main: number;
	kinds: Record<Kind, number>;
	lcp: number;
	cls: number;
	plus: number;
	add: number;
}

declare global {
	interface Window {
		__add?: { input: number; shown: number };
	}
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

/** Pointer down on add to cart to the frame after the stack's dialog is on screen. */
async function addToDialog(page: Page, form: string, dialog: string): Promise<number> {
	await page.evaluate((selector) => {
		const clock = { input: 0, shown: 0 };
		window.__add = clock;
		document.addEventListener('pointerdown', (e) => void (clock.input ||= e.timeStamp), { capture: true, once: true });
		new MutationObserver((_, observer) => {
			if (!document.querySelector(selector)?.checkVisibility()) return;
			observer.disconnect();
			requestAnimationFrame(() => setTimeout(() => (clock.shown = performance.now())));
		}).observe(document, { subtree: true, childList: true, attributes: true });
	}, dialog);
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

/** One load of one page with one stack, traced from navigation to settled + 1 s, then plus and add to cart. */
async function sample(bench: Bench, stack: Stack, compared: ComparedPage): Promise<Sample> {
	const scripts: ReturnType<typeof scriptBody>[] = [];
	let tracing = false;
	const opened = await open({ ...bench, shopUrl: stack.url }, compared.type.path, {
		throttle: THROTTLE,
		before: async (page) => {
			page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(scriptBody(r)));
			await bench.browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
			tracing = true;
		},
	});
	const { page, cdp } = opened;
	try {
		const settled = await settledAt(page);
		const windowMs = settled + AFTER_SETTLED_MS;
		await page.waitForFunction((end) => performance.now() > end, windowMs, { timeout: 15_000 });
		const script = (await metric(cdp, 'ScriptDuration')) * 1000;
		const trace = await bench.browser.stopTracing();
		tracing = false;
		const main = mainThread(trace, stack.url, windowMs);
		// Another build replacing dist/ mid-load leaves the page without its bundle: not a measurement.
		if (stack.id === 'vetrina' && !(await page.evaluate(() => 'Vetrina' in window))) throw new Error(`the bundle did not start on ${compared.type.path}`);
		const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__bench!.lcp, cls: window.__bench!.layoutShift }));
		const atLoad = jsBytes((await Promise.all([...scripts])).filter((s) => s !== null));
		if (stack.dialog && compared.card) await openCard(page, compared.card, compared.form);
		const plus = stack.dialog ? await plusToPrice(page, compared.form) : Number.NaN;
		const add = stack.dialog ? await addToDialog(page, compared.form, stack.dialog) : Number.NaN;
		await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
		const after = jsBytes((await Promise.all(scripts)).filter((s) => s !== null));
		return {
			gzipLoad: atLoad.gzip,
			gzipAfter: after.gzip,
			requestsLoad: atLoad.files,
			requestsAfter: after.files,
			script,
			settled,
			main: main.total,
			kinds: main.kinds,
			lcp,
			cls,
			plus,
			add,
		};
	} finally {
		if (tracing) await bench.browser.stopTracing().catch(() => undefined);
		await opened.close();
	}
}

/** Each front end's own demo shop (the bench's shop serves Vetrina); the old stack only when its folder is there. */
async function startStacks(bench: Bench): Promise<{ stacks: Stack[]; shops: RunningShop[]; notes: string[] }> {
	const missing = oldStackMissing();
	const notes = missing ? [`No old-stack column: ${missing}.`] : [];
	if (missing) process.stderr.write(`[bench] ${notes[0]}\n`);
	const oldStack = missing ? null : await startShop({ port: 0, frontEnd: 'old-stack' });
	const none = await startShop({ port: 0, frontEnd: 'none' });
	const stacks: Stack[] = [
		{ id: 'vetrina', label: 'Vetrina', dialog: 'dialog[open]', url: bench.shopUrl },
		...(oldStack ? [{ id: 'old-stack' as const, label: 'jQuery 3.7.1 + VirtueMart 4.4', dialog: '#fancybox-wrap', url: oldStack.url }] : []),
		{ id: 'none', label: 'no JavaScript', dialog: null, url: none.url },
	];
	return { stacks, shops: [...(oldStack ? [oldStack] : []), none], notes };
}

const rotated = <T>(list: readonly T[], by: number): T[] => list.map((_, i) => list[(i + by) % list.length]!);

const pick = (samples: readonly Sample[], figure: (s: Sample) => number): Summary | null => summarize(samples.map(figure));

/** "46.4 KB (115.0 KB)": at load, and after the clicks when they fetched more. */
function loadAndAfter(load: Summary | null, after: Summary | null, format: (n: number) => string): string {
	if (!load || !after) return '—';
	return after.median === load.median ? format(load.median) : `${format(load.median)} (${format(after.median)})`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function compareStacks(bench: Bench, runs: number): Promise<Table[]> {
	const { stacks, shops, notes } = await startStacks(bench);
	const samples = new Map(comparedPages.map((p) => [p, new Map(stacks.map((s) => [s, [] as Sample[]]))]));
	try {
		for (let round = 0; round < runs; round++) {
			for (const compared of comparedPages) {
				for (const stack of rotated(stacks, round)) {
					process.stderr.write(`[bench] round ${round + 1}/${runs}: ${compared.type.label}, ${stack.label}\n`);
					// A failed load leaves a gap in this round, not a hole in the table.
					await sample(bench, stack, compared)
						.then((s) => samples.get(compared)!.get(stack)!.push(s))
						.catch((error: Error) => process.stderr.write(`[bench] ${stack.label}, ${compared.type.label}: ${error.message.split('\n')[0]}\n`));
				}
			}
		}
	} finally {
		await Promise.all(shops.map((shop) => shop.close()));
	}
	const figures: Value[][] = [];
	const breakdown: Value[][] = [];
	for (const compared of comparedPages) {
		const floor = samples.get(compared)!.get(stacks.find((s) => s.id === 'none')!)!;
		const floorMain = pick(floor, (s) => s.main);
		const floorLcp = pick(floor, (s) => s.lcp);
		for (const stack of stacks) {
			const got = samples.get(compared)!.get(stack)!;
			const main = pick(got, (s) => s.main);
			const lcp = pick(got, (s) => s.lcp);
			const interaction = (figure: (s: Sample) => number) => (stack.dialog ? (pick(got, figure) ?? 'failed') : NO_JS);
			figures.push([
				compared.type.label,
				stack.label,
				loadAndAfter(
					pick(got, (s) => s.gzipLoad),
					pick(got, (s) => s.gzipAfter),
					kb,
				),
				loadAndAfter(
					pick(got, (s) => s.requestsLoad),
					pick(got, (s) => s.requestsAfter),
					String,
				),
				pick(got, (s) => s.script),
				pick(got, (s) => s.settled),
				main,
				ratio(main, floorMain),
				lcp,
				ratio(lcp, floorLcp),
				pick(got, (s) => s.cls),
				interaction((s) => s.plus),
				interaction((s) => s.add),
				got.length,
			]);
			breakdown.push([compared.type.label, stack.label, main, ...KINDS.map((kind) => pick(got, (s) => s.kinds[kind]))]);
		}
	}
	const how = `${runs} round(s); in each, every page is loaded once with each front end (its own demo shop, 0 ms server latency, a fresh browser context, 1280×900, ${THROTTLE}× CPU from navigation on), the order of the front ends rotated by one per round; median (min–max) over the rounds.`;
	return [
		{
			id: 'stacks',
			title: `Three front ends on the same pages, ${THROTTLE}× CPU`,
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'stack', unit: 'text' },
				{ label: 'JS gzip at load (after clicks)', unit: 'text' },
				{ label: 'script requests (after clicks)', unit: 'text' },
				{ label: 'script', unit: 'ms' },
				{ label: 'settled', unit: 'ms' },
				{ label: 'main-thread time', unit: 'ms' },
				{ label: '× no JS', unit: 'ratio' },
				{ label: 'LCP', unit: 'ms' },
				{ label: '× no JS', unit: 'ratio' },
				{ label: 'CLS', unit: 'cls' },
				{ label: 'plus → new price', unit: 'ms' },
				{ label: 'add → dialog visible', unit: 'ms' },
				{ label: 'samples', unit: 'count' },
			],
			rows: figures,
			notes: [
				how,
				`"At load": once the page settled (network idle, i.e. 500 ms without a request, and no island loading); "after clicks": after plus and add to cart. JS gzip: the scripts as downloaded (each URL once), gzip -9; inline scripts (VirtueMart's ready calls) are not counted. Script: CDP \`Performance.getMetrics\` ScriptDuration at the end of the main-thread window. Settled: when the page settled, ms after navigation start (the last of the load event, the last response and the last island ready). Main-thread time: the page's renderer main thread in a Chromium trace, Σ top-level task time from navigation start to ${AFTER_SETTLED_MS / 1000} s after the page settled (each load its own), the same rule for every stack (table below: by kind). LCP: the last \`largest-contentful-paint\` entry before any click. CLS: layout-shift scores without recent input, before any click. Plus → new price: pointerdown on the plus of the page's product form (category: the first orderable card's, opened first as a shopper opens it: pointer on its image, then "Mostra varianti" where Vetrina's card folds the form behind its hover bar; not timed) to the frame after its price block was written after the recalculation answer arrived (the busy flag cleared or the lines rewritten: the product's price may stay the same at quantity 2). Add → dialog visible: pointerdown on that form's add to cart (Playwright's click: the pointer moves there just before, no earlier hover) to the frame after the dialog is shown (Vetrina's \`dialog[open]\`, FancyBox's \`#fancybox-wrap\`), with the server round trip. × no JS: median ÷ the no-JavaScript page's median.`,
				...notes,
			],
		},
		{
			id: 'stacks-main-thread',
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
