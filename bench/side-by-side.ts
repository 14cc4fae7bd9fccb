/**
 * `--baseline <ref>`: this build and the baseline's, measured in one run, interleaved (run i takes
 * this build first when i is even, the baseline first when odd), so a machine busier now than a minute
 * ago weighs on both columns alike. Load at 4× CPU on the 48-card category page and the product page,
 * click → new price, layout shift, and the JavaScript a page has downloaded once every island loaded.
 */
import type { Page } from 'playwright-core';
import { plusToPrice, sameDocument, selectors } from './actions.ts';
import { open, settle, type Bench } from './browser.ts';
import { pageTypes } from './pages.ts';
import { formatValue, type Table, type Unit } from './report.ts';
import { jsBytes } from './scenarios/bytes.ts';
import { loadOnce } from './scenarios/load.ts';
import { summarize, type Summary } from './stats.ts';
import { visit } from './visit.ts';

const THROTTLE = 4;
const price = '.productdetails-view .product-price span.PricesalesPrice';
const pagesCompared = pageTypes.filter((type) => type.id === 'category' || type.id === 'product');

export interface Build {
	label: string;
	shopUrl: string;
}

interface Figure {
	label: string;
	unit: Unit;
}

/** One measurement gives one or more figures; deterministic ones (bytes) are taken once per build. */
interface Measurement {
	figures: Figure[];
	take: (bench: Bench) => Promise<number[]>;
	once?: boolean;
}

/**
 * The product page loaded at 1× and settled, then `press` timed at 4× CPU: its ms, once the island (not a
 * navigation) answered what `what` names.
 */
async function onProductPage(bench: Bench, what: string, press: (page: Page) => Promise<number>): Promise<number> {
	const product = pagesCompared.find((type) => type.id === 'product')!;
	const opened = await open(bench, product.path);
	try {
		await settle(opened.page);
		await opened.cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
		const took = await press(opened.page);
		if (!(await sameDocument(opened.page))) throw new Error(`the page navigated: no island took over ${what}`);
		return took;
	} finally {
		await opened.close();
	}
}

/** Pointer down on plus to the frame after the price block took the recalculation's answer. */
const plusClickToPrice = (bench: Bench) => onProductPage(bench, 'plus', (page) => plusToPrice(page, '.productdetails-view form.product'));

/** Pointer down on the second packaging option to the frame after the sales price changed. */
const clickToPrice = (bench: Bench) =>
	onProductPage(bench, 'the option', async (page) => {
		await startPriceClock(page);
		await page.locator(selectors.radioOption).nth(1).click({ timeout: 5000 });
		await page.waitForFunction(() => (window as unknown as { __price: { shown: number } }).__price.shown > 0, undefined, { timeout: 15_000 });
		return page.evaluate(() => {
			const clock = (window as unknown as { __price: { input: number; shown: number } }).__price;
			return clock.shown - clock.input;
		});
	});

function startPriceClock(page: Page): Promise<void> {
	return page.evaluate((selector) => {
		const clock = { input: 0, shown: 0 };
		(window as unknown as { __price: typeof clock }).__price = clock;
		document.addEventListener('pointerdown', (e) => void (clock.input ||= e.timeStamp), { capture: true, once: true });
		const before = document.querySelector(selector)?.textContent;
		// No named helpers in here: the page would not know tsx's __name wrapper.
		new MutationObserver((_, observer) => {
			if (document.querySelector(selector)?.textContent === before) return;
			observer.disconnect();
			requestAnimationFrame(() => setTimeout(() => (clock.shown = performance.now())));
		}).observe(document, { subtree: true, childList: true, characterData: true });
	}, price);
}

const measurements: Measurement[] = [
	...pagesCompared.flatMap((type): Measurement[] => [
		{
			figures: [
				{ label: `${type.label}: total blocking time, 4× CPU`, unit: 'ms' },
				{ label: `${type.label}: script time, 4× CPU`, unit: 'ms' },
				{ label: `${type.label}: layout shift (load)`, unit: 'cls' },
			],
			take: async (bench) => {
				const run = await loadOnce(bench, type, true, THROTTLE);
				return [run.tbt, run.script, run.cls];
			},
		},
		{
			figures: [{ label: `${type.label}: JS gzip, every island loaded`, unit: 'B' }],
			take: async (bench) => [jsBytes((await visit(bench, type)).after.scripts).gzip],
			once: true,
		},
	]),
	{ figures: [{ label: 'product: click option → new price on screen, 4× CPU', unit: 'ms' }], take: async (bench) => [await clickToPrice(bench)] },
	{ figures: [{ label: 'product: click plus → new price on screen, 4× CPU', unit: 'ms' }], take: async (bench) => [await plusClickToPrice(bench)] },
];

/** The difference of the medians, and how much that is of the baseline's. */
function difference(head: Summary | null, base: Summary | null, unit: Unit): string {
	if (!head || !base) return '—';
	const delta = head.median - base.median;
	const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
	const share = base.median ? ` (${sign}${Math.abs((delta / base.median) * 100).toFixed(0)} %)` : '';
	return `${sign}${formatValue(Math.abs(delta), unit)}${share}`;
}

export async function sideBySide(bench: Bench, head: Build, base: Build, runs: number): Promise<Table> {
	const builds = [head, base];
	const figures = measurements.flatMap((m) => m.figures);
	const values = new Map(builds.map((build) => [build, new Map(figures.map((f) => [f, [] as number[]]))]));
	for (let i = 0; i < runs; i++) {
		for (const build of i % 2 ? [...builds].reverse() : builds) {
			process.stderr.write(`[bench] run ${i + 1}/${runs}: ${build.label}\n`);
			const at = { ...bench, shopUrl: build.shopUrl };
			for (const m of measurements) {
				if (m.once && i > 0) continue;
				// A failed measurement leaves a gap in its figures, not a hole in the whole table.
				const taken = await m.take(at).catch((error: Error) => {
					process.stderr.write(`[bench] ${build.label}, ${m.figures[0]!.label}: ${error.message.split('\n')[0]}\n`);
					return m.figures.map(() => Number.NaN);
				});
				m.figures.forEach((f, k) => values.get(build)!.get(f)!.push(taken[k]!));
			}
		}
	}
	const rows = figures.map((f) => {
		const [h, b] = builds.map((build) => summarize(values.get(build)!.get(f)!));
		return [f.label, formatValue(b ?? null, f.unit), formatValue(h ?? null, f.unit), difference(h ?? null, b ?? null, f.unit)];
	});
	return {
		id: 'side-by-side',
		title: `Side by side: ${base.label} and ${head.label}`,
		columns: [
			{ label: 'figure', unit: 'text' },
			{ label: base.label, unit: 'text' },
			{ label: head.label, unit: 'text' },
			{ label: 'difference (median)', unit: 'text' },
		],
		rows,
		notes: [
			`${runs} run(s) per figure, each build loaded in its own fresh context, the two builds interleaved (even runs this build first, odd runs the baseline first); median (min–max). Each build is served by the demo shop of its own commit. TBT and script time as in table 2b (longtask observer from first contentful paint until settled + 0.5 s; CDP ScriptDuration). Layout shift: the load's layout-shift scores without recent input. Click → new price: pointerdown on the second "Confezione" radio to the frame after the sales price text changed (recalculation round trip included, 0 ms latency), the page loaded at 1× and settled first. Click plus → new price: pointerdown on the form's plus to the frame after the price block was written after the recalculation answer arrived (as in \`--stacks\`). JS gzip: scripts downloaded after scrolling through the page and settling (gzip -9), measured once per build. Difference: ${head.label} − ${base.label}.`,
		],
	};
}
