/** Figures read from a Chromium trace of one page load: total blocking time, layout shift, main-thread time by kind. */
interface TraceEvent {
	name: string;
	ph?: string;
	pid: number;
	tid: number;
	ts: number;
	dur?: number;
	args?: { frame?: string; data?: Record<string, unknown> };
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];
const LONG_TASK_MS = 50;

export interface TraceFigures {
	/** Σ (task − 50 ms) over main-thread tasks longer than 50 ms, from first contentful paint to the end of the trace. */
	tbt: number;
	/** Sum of layout shift scores without recent input. */
	cls: number;
	/** The main frame's load event end, ms after navigation start. */
	load: number;
}

const parse = (trace: Buffer): TraceEvent[] => (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;

/** The main frame's navigation to `origin`: its renderer's main thread is where the page's tasks run. */
function navigation(events: readonly TraceEvent[], origin: string): TraceEvent {
	const nav = events.find(
		(e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin) && e.args?.data?.isLoadingMainFrame,
	);
	if (!nav) throw new Error(`no navigation to ${origin} in the trace`);
	return nav;
}

export function traceFigures(trace: Buffer, origin: string): TraceFigures {
	const events = parse(trace);
	const nav = navigation(events, origin);
	const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
	const from = fcp?.ts ?? nav.ts;
	let tbt = 0;
	for (const e of events) {
		if (e.name !== 'RunTask' || e.pid !== nav.pid || e.tid !== nav.tid || e.ts + (e.dur ?? 0) < from) continue;
		// A task that began before first contentful paint counts only with its part after it.
		const ms = (e.ts + (e.dur ?? 0) - Math.max(e.ts, from)) / 1000;
		if ((e.dur ?? 0) / 1000 > LONG_TASK_MS) tbt += Math.max(0, ms - LONG_TASK_MS);
	}
	let cls = 0;
	for (const e of events) {
		const data = e.args?.data;
		if (e.name !== 'LayoutShift' || e.pid !== nav.pid || !data || data.had_recent_input) continue;
		cls += Number(data.weighted_score_delta ?? data.score ?? 0);
	}
	const loadEnd = events.find((e) => e.name === 'loadEventEnd' && e.args?.frame === nav.args?.frame && e.ts >= nav.ts);
	return { tbt, cls, load: loadEnd ? (loadEnd.ts - nav.ts) / 1000 : 0 };
}

/** Also V8's microtask checkpoints (RunMicrotasks). */
export const MAIN_THREAD_CATEGORIES = [...TRACE_CATEGORIES, 'v8.execute'];

/** What the main thread spent its time on; "microtasks" is script run from the microtask queue (promise jobs, module evaluation). */
export const KINDS = ['script', 'microtasks', 'style', 'layout', 'paint', 'HTML', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** Trace event names by kind (DevTools' and Lighthouse's grouping); an event of another name counts as its parent's kind. */
const KIND_OF: Record<string, Kind> = Object.fromEntries(
	Object.entries({
		script: [
			'EvaluateScript',
			'v8.compile',
			'v8.compileModule',
			'v8.evaluateModule',
			'v8.produceCache',
			'v8.produceModuleCache',
			'v8.run',
			'FunctionCall',
			'TimerFire',
			'EventDispatch',
			'FireAnimationFrame',
			'FireIdleCallback',
			'XHRReadyStateChange',
			'XHRLoad',
			'MinorGC',
			'MajorGC',
			'BlinkGC.AtomicPhase',
			'V8.GC_SCAVENGER',
			'V8.GC_MARK_COMPACTOR',
		],
		microtasks: ['RunMicrotasks'],
		style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
		layout: ['Layout', 'HitTest', 'ComputeIntersections', 'IntersectionObserverController::computeIntersections'],
		paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Commit', 'Decode Image', 'ImageDecodeTask'],
		HTML: ['ParseHTML'],
	}).flatMap(([kind, names]) => names.map((name) => [name, kind as Kind])),
);

/** The document's loading and parsing (Blink's loader and parser events) counts as HTML. */
const HTML_PREFIXES = ['DocumentLoader::', 'NavigationBodyLoader::', 'HTMLDocumentParser::', 'DecodedDataDocumentParser::'];
const kindOf = (name: string): Kind | undefined => KIND_OF[name] ?? (HTML_PREFIXES.some((p) => name.startsWith(p)) ? 'HTML' : undefined);

export interface MainThread {
	/** Σ top-level task time on the page's main thread in the window, ms. */
	total: number;
	/** The same time by kind (self time of each event, clipped to the window), ms. */
	kinds: Record<Kind, number>;
}

/**
 * Main-thread time of the page loaded in `trace`, from its navigation start to `windowMs` after it: the
 * renderer main thread's complete events nested by time, each event's self time (its clipped duration
 * less its children's) given to its kind; script inside a microtask checkpoint counts as microtasks.
 */
export function mainThread(trace: Buffer, origin: string, windowMs: number): MainThread {
	const events = parse(trace);
	const nav = navigation(events, origin);
	const from = nav.ts;
	const to = nav.ts + windowMs * 1000;
	const clip = (e: TraceEvent) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from));
	const slices = events
		.filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.dur !== undefined && e.ts < to && e.ts + e.dur > from)
		.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
	const kinds = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
	let total = 0;
	const open: { end: number; kind: Kind }[] = [];
	for (const e of slices) {
		while (open.length && open[open.length - 1]!.end <= e.ts) open.pop();
		const parent = open[open.length - 1];
		const own = kindOf(e.name);
		const kind = parent?.kind === 'microtasks' && (own === undefined || own === 'script') ? 'microtasks' : (own ?? parent?.kind ?? 'other');
		const ms = clip(e) / 1000;
		if (parent) kinds[parent.kind] -= ms;
		else total += ms;
		kinds[kind] += ms;
		open.push({ end: e.ts + (e.dur ?? 0), kind });
	}
	return { total, kinds };
}
