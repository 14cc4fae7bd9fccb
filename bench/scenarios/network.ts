/** Scenario 4: network economy — requests the islands send for fast clicks and typing, and per page load. */
import type { Page, Request } from 'playwright-core';
import { openSearch, SEARCH_TEXT, selectors, typeSearch, KEY_DELAY_MS } from '../actions.ts';
import { open, settle, type Bench } from '../browser.ts';
import { unavailable } from '../islands.ts';
import { PRODUCT_WITH_OPTIONS, pageTypes } from '../pages.ts';
import type { Table, Value } from '../report.ts';
import { summarize } from '../stats.ts';
import { visit, type Snapshot } from '../visit.ts';

const isCall = (r: Request) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr';

interface Count {
	sent: number;
	/** Sent, then aborted by the page (a newer call of the same kind superseded it). */
	aborted: number;
}

/** Runs the steps on a settled page and counts the server calls they caused (fetch/XHR, not assets). */
async function countCalls(page: Page, steps: (() => Promise<void>)[]): Promise<Count[]> {
	const counts: Count[] = [];
	for (const step of steps) {
		const calls: Request[] = [];
		const aborted = new Set<Request>();
		const onRequest = (r: Request) => isCall(r) && calls.push(r);
		const onFailed = (r: Request) => isCall(r) && aborted.add(r);
		page.on('request', onRequest);
		page.on('requestfailed', onFailed);
		await step();
		await settle(page, 1000);
		page.off('request', onRequest);
		page.off('requestfailed', onFailed);
		counts.push({ sent: calls.length, aborted: aborted.size });
	}
	return counts;
}

async function plusClicks(bench: Bench): Promise<Count | string> {
	const opened = await open(bench, PRODUCT_WITH_OPTIONS);
	try {
		await settle(opened.page);
		const missing = await unavailable(opened.page, ['product-form']);
		if (missing) return missing;
		const box = await opened.page.locator(selectors.plus).boundingBox();
		if (!box) return 'n/a (no quantity plus button)';
		// Raw mouse clicks, a few ms apart: no actionability waits between them.
		const [count] = await countCalls(opened.page, [
			async () => {
				for (let i = 0; i < 5; i++) await opened.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
			},
		]);
		return count!;
	} finally {
		await opened.close();
	}
}

async function typing(bench: Bench): Promise<Count[] | string> {
	const opened = await open(bench, '/');
	try {
		await settle(opened.page);
		// Opening the search is what brings live search in.
		await openSearch(opened.page);
		await settle(opened.page);
		const missing = await unavailable(opened.page, ['live-search']);
		if (missing) return missing;
		return await countCalls(opened.page, [() => typeSearch(opened.page), () => typeSearch(opened.page, true)]);
	} finally {
		await opened.close();
	}
}

/** Repeats a measurement; the first n/a reason wins (the island is missing in every run alike). */
async function repeat<T>(bench: Bench, once: () => Promise<T | string>): Promise<T[] | string> {
	const runs: T[] = [];
	for (let i = 0; bench.budget.more(i); i++) {
		const run = await once();
		if (typeof run === 'string') return run;
		runs.push(run);
	}
	return runs;
}

const countCells = (runs: Count[] | string): Value[] =>
	typeof runs === 'string' ? [runs, runs] : [summarize(runs.map((r) => r.sent)), summarize(runs.map((r) => r.aborted))];

const total = (s: Snapshot) => Object.values(s.requests).reduce((a, b) => a + b, 0);
const byType = (s: Snapshot) =>
	Object.entries(s.requests)
		.sort()
		.map(([type, n]) => `${type} ${n}`)
		.join(', ');

export async function network(bench: Bench): Promise<Table[]> {
	const plus = await repeat(bench, () => plusClicks(bench));
	const typed = await repeat(bench, () => typing(bench));
	const pick = (k: number) => (typeof typed === 'string' ? typed : typed.map((t) => t[k]!));
	const loads: Value[][] = [];
	for (const type of pageTypes) {
		const { before, after } = await visit(bench, type);
		loads.push([type.label, total(before), byType(before), total(after), byType(after)]);
	}
	return [
		{
			id: 'network-actions',
			title: '4a. Server calls per action',
			columns: [
				{ label: 'action', unit: 'text' },
				{ label: 'calls sent', unit: 'count' },
				{ label: 'of which aborted (superseded)', unit: 'count' },
			],
			rows: [
				['5 fast clicks on quantity plus (product page)', ...countCells(plus)],
				[`typing "${SEARCH_TEXT}" at ${KEY_DELAY_MS} ms per character`, ...countCells(pick(0))],
				['retyping it (field cleared first)', ...countCells(pick(1))],
			],
			notes: ['Calls: requests of type fetch/XHR the page sent from the first input until network idle + 1 s, at 1× CPU, server at 0 ms latency.'],
		},
		{
			id: 'network-loads',
			title: '4b. Requests per page load',
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'before interaction', unit: 'count' },
				{ label: 'by type', unit: 'text' },
				{ label: 'every island loaded', unit: 'count' },
				{ label: 'by type', unit: 'text' },
			],
			rows: loads,
			notes: ['One cold load per page (fresh context, empty cache); "every island loaded" after scrolling through the page.'],
		},
	];
}
