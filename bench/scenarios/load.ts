/** Scenario 2: load cost per page type at 1× and 4× CPU, with JavaScript and without (the floor). */
import { metric, open, settle, type Bench, type Opened } from '../browser.ts';
import { pageTypes, type PageType } from '../pages.ts';
import type { Table, Value } from '../report.ts';
import { ratio, summarize, type Summary } from '../stats.ts';
import { TRACE_CATEGORIES, traceFigures } from '../trace.ts';

interface LoadRun {
	tbt: number;
	script: number;
	cls: number;
	/** Last island in the viewport ready (JavaScript) or the load event (floor), ms after navigation start. */
	ready: number;
}

/** With JavaScript: the init script's observers (cheap, so the figures are not inflated by tracing). */
async function pageFigures(opened: Opened): Promise<Omit<LoadRun, 'script'>> {
	return opened.page.evaluate(() => {
		const bench = window.__bench!;
		const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
		const tbt = bench.longTasks.reduce((sum, t) => {
			const after = t.start + t.duration - Math.max(t.start, fcp);
			return t.start + t.duration < fcp ? sum : sum + Math.max(0, after - 50);
		}, 0);
		const inViewport = [...document.querySelectorAll('[data-island-state]')].filter((el) => {
			const r = el.getBoundingClientRect();
			return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
		});
		const ready = inViewport.flatMap((el) => (bench.readyAt.has(el) ? [bench.readyAt.get(el)!] : []));
		// NaN (left out of the summary) when no island in the viewport became ready.
		return { tbt, cls: bench.layoutShift, ready: ready.length ? Math.max(...ready) : Number.NaN };
	});
}

export async function loadOnce(bench: Bench, type: PageType, js: boolean, throttle: number): Promise<LoadRun> {
	// Without JavaScript no observer can run in the page: a Chromium trace gives the same figures.
	let tracing = !js;
	const opened = await open(bench, type.path, {
		js,
		throttle,
		cart: type.cart,
		before: js ? undefined : (page) => bench.browser.startTracing(page, { categories: TRACE_CATEGORIES }),
	});
	try {
		await settle(opened.page, 500);
		const script = (await metric(opened.cdp, 'ScriptDuration')) * 1000;
		if (js) {
			// Another build replacing dist/ mid-load leaves the page without its bundle: not a measurement.
			if (!(await opened.page.evaluate(() => Boolean(window.Vetrina)))) throw new Error(`the bundle did not start on ${type.path}`);
			return { ...(await pageFigures(opened)), script };
		}
		const trace = await bench.browser.stopTracing();
		tracing = false;
		const { tbt, cls, load } = traceFigures(trace, bench.shopUrl);
		return { tbt, script, cls, ready: load };
	} finally {
		if (tracing) await bench.browser.stopTracing().catch(() => undefined);
		await opened.close();
	}
}

const figures = ['tbt', 'script', 'cls', 'ready'] as const;
type Figures = Record<(typeof figures)[number], Summary | null>;

async function summaries(bench: Bench, type: PageType, js: boolean, throttle: number): Promise<Figures> {
	const runs: LoadRun[] = [];
	for (let i = 0; bench.budget.more(i); i++) {
		runs.push(await loadOnce(bench, type, js, throttle).catch(() => loadOnce(bench, type, js, throttle)));
	}
	return Object.fromEntries(figures.map((f) => [f, summarize(runs.map((r) => r[f]))])) as Figures;
}

const columns = [
	['TBT', 'ms', 'no JS'],
	['script time', 'ms', 'no JS'],
	['CLS', 'cls', 'no JS'],
	['islands in viewport ready', 'ms', 'load event, no JS'],
] as const;

export async function load(bench: Bench): Promise<Table[]> {
	const tables: Table[] = [];
	for (const throttle of [1, 4]) {
		const rows: Value[][] = [];
		for (const type of pageTypes) {
			const withJs = await summaries(bench, type, true, throttle);
			const floor = await summaries(bench, type, false, throttle);
			rows.push([type.label, ...figures.flatMap((f) => [withJs[f], floor[f], ratio(withJs[f], floor[f])])]);
		}
		tables.push({
			id: `load-${throttle}x`,
			title: `2${throttle === 1 ? 'a' : 'b'}. Load cost at ${throttle}× CPU${throttle === 1 ? '' : ' (CDP Emulation.setCPUThrottlingRate)'}`,
			columns: [
				{ label: 'page', unit: 'text' },
				...columns.flatMap(([label, unit, floor]) => [
					{ label, unit },
					{ label: floor, unit },
					{ label: 'ratio', unit: 'ratio' as const },
				]),
			],
			rows,
			notes: [
				'TBT: Σ(task − 50 ms) over main-thread tasks longer than 50 ms from first contentful paint until the page settled (network idle, no island loading) + 0.5 s. Script time: CDP `Performance.getMetrics` ScriptDuration. CLS: sum of layout-shift scores without recent input. With JavaScript these come from `longtask` and `layout-shift` PerformanceObservers injected with `addInitScript`; without JavaScript (`javaScriptEnabled: false`, the floor) no observer can run, so they come from a Chromium trace (RunTask and LayoutShift events). Islands ready: the last `data-island-state="ready"` among mount points in the first 1280×900 viewport, ms after navigation start; its floor is the no-JavaScript load event. Ratio: median ÷ floor median ("—" when the floor is 0).',
			],
		});
	}
	return tables;
}
