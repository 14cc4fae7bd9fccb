import { describe, expect, it } from 'vitest';
import { formatValue, resultMarkdown, tableMarkdown, type BenchResult, type Table } from '../../bench/report.ts';
import { ratio, summarize } from '../../bench/stats.ts';
import { traceFigures } from '../../bench/trace.ts';
import { TimeBudget } from '../../bench/budget.ts';

describe('bench stats', () => {
	describe('given an odd number of runs', () => {
		it('should report the middle value with min and max', () => {
			expect(summarize([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, runs: 3 });
		});
	});
	describe('given an even number of runs', () => {
		it('should report the mean of the middle two', () => {
			expect(summarize([4, 1, 3, 2])?.median).toBe(2.5);
		});
	});
	describe('given no finite value', () => {
		it('should report nothing', () => {
			expect(summarize([])).toBeNull();
			expect(summarize([Number.NaN])).toBeNull();
		});
	});
	describe('given a floor', () => {
		it('should divide median by median, and give no ratio for a zero floor', () => {
			expect(ratio(summarize([30, 40, 50]), summarize([10, 20, 30]))).toBe(2);
			expect(ratio(summarize([30]), summarize([0]))).toBeNull();
		});
	});
});

describe('bench report', () => {
	const table: Table = {
		id: 't',
		title: 'Load',
		columns: [
			{ label: 'page', unit: 'text' },
			{ label: 'TBT', unit: 'ms' },
			{ label: 'gzip', unit: 'B' },
		],
		rows: [
			['home | cart', summarize([120.4, 80, 100]), 20_480],
			['product', 'n/a (island not present)', null],
		],
		notes: ['A note.'],
	};

	it('should format a summary as median (min–max) and a single run as its value', () => {
		expect(formatValue(summarize([120.4, 80, 100]), 'ms')).toBe('100 ms (80 ms–120 ms)');
		expect(formatValue(summarize([7]), 'ms')).toBe('7 ms');
		expect(formatValue(2.5, 'ratio')).toBe('2.50×');
		expect(formatValue(0.0123, 'cls')).toBe('0.012');
	});

	it('should print a Markdown table with escaped pipes, n/a notes and dashes for missing values', () => {
		expect(tableMarkdown(table)).toBe(
			[
				'### Load',
				'',
				'| page | TBT | gzip |',
				'|---|---:|---:|',
				'| home \\| cart | 100 ms (80 ms–120 ms) | 20.0 KB |',
				'| product | n/a (island not present) | — |',
				'\nA note.',
			].join('\n'),
		);
	});

	it('should state the machine and the run options above the tables', () => {
		const result: BenchResult = {
			date: '2026-01-01T00:00:00.000Z',
			commit: 'abc1234',
			machine: { cpu: 'AMD EPYC', cores: 2, memoryGiB: 8, os: 'Linux 6', node: 'v20.0.0', chromium: '156.0', lighthouse: '12.2.3' },
			options: { runs: 3, quick: false, only: ['load'], budget: 540 },
			shortened: [],
			seconds: { load: 61.6 },
			tables: [table],
		};
		const markdown = resultMarkdown(result);
		expect(markdown).toContain('Machine: AMD EPYC, 2 cores, 8 GiB RAM, Linux 6; Node v20.0.0; Chromium 156.0; Lighthouse 12.2.3.');
		expect(markdown).toContain('3 run(s) per figure;');
		expect(markdown).toContain('Duration: 62 s (load 62 s).');
		expect(markdown).toContain('### Load');
	});
});

describe('bench trace figures', () => {
	const origin = 'http://127.0.0.1:1';
	const main = { pid: 1, tid: 1 };
	const trace = (events: object[]) => Buffer.from(JSON.stringify({ traceEvents: events }));
	const nav = { ...main, name: 'navigationStart', ts: 0, args: { frame: 'F', data: { documentLoaderURL: `${origin}/`, isLoadingMainFrame: true } } };

	it('should count only the part over 50 ms of main-thread tasks after first contentful paint', () => {
		const figures = traceFigures(
			trace([
				nav,
				{ ...main, name: 'firstContentfulPaint', ts: 100_000 },
				{ ...main, name: 'RunTask', ts: 10_000, dur: 200_000 }, // 110 ms after FCP: 60 ms blocking
				{ ...main, name: 'RunTask', ts: 300_000, dur: 40_000 }, // short: none
				{ ...main, name: 'RunTask', ts: 400_000, dur: 80_000 }, // 30 ms
				{ pid: 2, tid: 2, name: 'RunTask', ts: 400_000, dur: 900_000 }, // another process
				{ ...main, name: 'LayoutShift', ts: 500_000, args: { data: { weighted_score_delta: 0.1, had_recent_input: false } } },
				{ ...main, name: 'LayoutShift', ts: 600_000, args: { data: { weighted_score_delta: 0.5, had_recent_input: true } } },
				{ ...main, name: 'loadEventEnd', ts: 700_000, args: { frame: 'F' } },
			]),
			origin,
		);
		expect(figures).toEqual({ tbt: 90, cls: 0.1, load: 700 });
	});

	it('should fail loudly when the trace has no navigation to the shop', () => {
		expect(() => traceFigures(trace([]), origin)).toThrow(/no navigation/);
	});
});

describe('bench time budget', () => {
	describe('given time left in the scenario share', () => {
		it('should take every run asked for, and no more', () => {
			const budget = new TimeBudget(3, 3600);
			budget.begin('load');
			expect([0, 1, 2, 3].map((i) => budget.more(i))).toEqual([true, true, true, false]);
			expect(budget.shortened.size).toBe(0);
		});
	});
	describe('given the share used up', () => {
		it('should take the first run only and record the scenario as shortened', () => {
			const budget = new TimeBudget(3, 0);
			budget.begin('interaction');
			expect([budget.more(0), budget.more(1)]).toEqual([true, false]);
			expect([...budget.shortened]).toEqual(['interaction']);
		});
	});
});
