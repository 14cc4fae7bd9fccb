import { describe, expect, it } from 'vitest';
import { mainThread } from '../../bench/trace.ts';

const ORIGIN = 'http://127.0.0.1:8080';
const MAIN = { pid: 1, tid: 7 };
const navigationStart = {
	name: 'navigationStart',
	ph: 'R',
	...MAIN,
	ts: 1_000_000,
	args: { data: { documentLoaderURL: `${ORIGIN}/`, isLoadingMainFrame: true } },
};
/** A complete event on the page's main thread: start and duration in ms after navigation start. */
const slice = (name: string, start: number, ms: number, thread = MAIN) => ({ name, ph: 'X', ...thread, ts: 1_000_000 + start * 1000, dur: ms * 1000 });
const trace = (...events: object[]) => Buffer.from(JSON.stringify({ traceEvents: [navigationStart, ...events] }));

describe('mainThread', () => {
	describe('given a task running a script that forces a layout, then a microtask checkpoint', () => {
		const events = trace(
			slice('RunTask', 0, 100),
			slice('v8.evaluateModule', 10, 60),
			slice('Layout', 20, 10),
			slice('RunMicrotasks', 80, 15),
			slice('FunctionCall', 82, 5),
			slice('UpdateLayoutTree', 90, 4),
			slice('DocumentLoader::CommitData', 96, 2),
		);

		it('should give each event its self time, script under a checkpoint to microtasks, loader events to HTML', () => {
			expect(mainThread(events, ORIGIN, 1000)).toEqual({
				total: 100,
				kinds: { script: 50, microtasks: 11, style: 4, layout: 10, paint: 0, HTML: 2, other: 23 },
			});
		});

		it('should count only what falls in the window, clipping the task that crosses its end', () => {
			const { total, kinds } = mainThread(events, ORIGIN, 30);
			expect(total).toBe(30);
			expect(kinds).toEqual({ script: 10, microtasks: 0, style: 0, layout: 10, paint: 0, HTML: 0, other: 10 });
		});
	});

	it('should leave out other threads and processes', () => {
		const events = trace(slice('RunTask', 0, 40), slice('RunTask', 0, 500, { pid: 1, tid: 8 }), slice('Paint', 5, 500, { pid: 2, tid: 7 }));
		expect(mainThread(events, ORIGIN, 1000).total).toBe(40);
	});

	it('should throw when the trace holds no navigation to the shop', () => {
		expect(() => mainThread(trace(), 'http://elsewhere', 1000)).toThrow('no navigation to http://elsewhere in the trace');
	});
});
