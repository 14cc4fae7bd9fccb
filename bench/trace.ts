/** Figures read from a Chromium trace of one page load: total blocking time and cumulative layout shift. */
interface TraceEvent {
	name: string;
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

export function traceFigures(trace: Buffer, origin: string): TraceFigures {
	const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
	const nav = events.find(
		(e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin) && e.args?.data?.isLoadingMainFrame,
	);
	if (!nav) throw new Error(`no navigation to ${origin} in the trace`);
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
