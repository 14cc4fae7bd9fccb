/** Scenario 3: interaction latency under 4× CPU, as Chromium's Event Timing reports it. */
import type { CDPSession, Page } from 'playwright-core';
import { KEY_DELAY_MS, openSearch, sameDocument, SEARCH_TEXT, selectors, typeSearch } from '../actions.ts';
import { MOBILE_VIEWPORT, open, settle, type Bench } from '../browser.ts';
import { unavailable } from '../islands.ts';
import { PRODUCT_WITH_OPTIONS } from '../pages.ts';
import type { Table, Value } from '../report.ts';
import { summarize } from '../stats.ts';

const THROTTLE = 4;
const CLICK = { timeout: 5000 };

interface Interaction {
	label: string;
	islands: string[];
	prepare?: (page: Page) => Promise<void>;
	act: (page: Page) => Promise<void>;
	/** Shown once the interaction's result is on screen (for the "result on screen" column). */
	result?: string;
}

/** One page load serves several interactions, in order (the add to cart last: its dialog stays open). */
interface Visit {
	path: string;
	cart?: boolean;
	viewport?: { width: number; height: number };
	interactions: Interaction[];
}

const visits: Visit[] = [
	{
		path: PRODUCT_WITH_OPTIONS,
		interactions: [
			{ label: 'quantity plus', islands: ['product-form'], act: (page) => page.click(selectors.plus, CLICK) },
			{ label: 'option change (radio)', islands: ['product-form'], act: (page) => page.locator(selectors.radioOption).nth(1).check(CLICK) },
			{ label: 'add to cart → dialog open', islands: ['product-form'], act: (page) => page.click(selectors.addToCart, CLICK), result: 'dialog[open]' },
		],
	},
	{
		path: '/',
		cart: true,
		interactions: [
			{
				label: 'mini-cart open',
				islands: ['mini-cart'],
				act: (page) => page.click(selectors.miniCartToggle, CLICK),
				result: '[data-vetrina="mini-cart"] .vp-dropdown-panel:not([hidden])',
			},
			{
				label: `typing "${SEARCH_TEXT}" in live search (${KEY_DELAY_MS} ms/char)`,
				islands: ['live-search'],
				prepare: openSearch,
				act: (page) => typeSearch(page),
				result: '[role="listbox"]:not([hidden]) [role="option"]',
			},
		],
	},
	{
		path: '/',
		viewport: MOBILE_VIEWPORT,
		interactions: [
			{
				label: 'off-canvas menu open (390 px wide)',
				islands: ['offcanvas'],
				act: (page) => page.click(selectors.offcanvasToggle, CLICK),
				result: '[data-vetrina="offcanvas"][data-state^="open"]',
			},
		],
	},
];

interface Run {
	/** Longest Event Timing duration (input to next paint) of the interaction; 0 when every event took < 16 ms. */
	latency: number;
	/** Pointer down / first key to the result on screen (next frame after it appeared), when the interaction has one. */
	visible: number | null;
}

async function measure(page: Page, cdp: CDPSession, interaction: Interaction): Promise<Run | string> {
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
	// Before the islands are asked for: opening the search is what brings live search in.
	await interaction.prepare?.(page);
	await settle(page, 200);
	const missing = await unavailable(page, interaction.islands);
	if (missing) return missing;
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
	const mark = await page.evaluate((result) => {
		const clock = { input: 0, visible: 0 };
		(window as unknown as { __clock: typeof clock }).__clock = clock;
		for (const type of ['pointerdown', 'keydown']) {
			document.addEventListener(type, (e) => void (clock.input ||= e.timeStamp), { capture: true, once: true });
		}
		// No named helpers in here: the page would not know tsx's __name wrapper.
		if (result) {
			new MutationObserver((_, observer) => {
				if (!document.querySelector(result)) return;
				observer.disconnect();
				requestAnimationFrame(() => setTimeout(() => (clock.visible = performance.now())));
			}).observe(document, { subtree: true, childList: true, attributes: true });
		}
		return performance.now();
	}, interaction.result ?? null);
	await interaction.act(page);
	if (interaction.result) await page.waitForSelector(interaction.result, { timeout: 10_000 }).catch(() => undefined);
	await page.waitForTimeout(800);
	if (!(await sameDocument(page))) return 'n/a (the page navigated: no island took over)';
	return page.evaluate((from) => {
		const clock = (window as unknown as { __clock: { input: number; visible: number } }).__clock;
		const events = window.__bench!.events.filter((e) => e.start >= from);
		return {
			latency: Math.max(0, ...events.map((e) => e.duration)),
			visible: clock.visible && clock.input ? clock.visible - clock.input : null,
		};
	}, mark);
}

async function runVisit(bench: Bench, visit: Visit): Promise<(Run | string)[]> {
	const opened = await open(bench, visit.path, { cart: visit.cart, viewport: visit.viewport });
	try {
		await settle(opened.page);
		const results: (Run | string)[] = [];
		for (const interaction of visit.interactions) {
			const previous = results[results.length - 1];
			if (typeof previous === 'string' && previous.includes('navigated')) results.push('n/a (an earlier interaction navigated away)');
			else results.push(await measure(opened.page, opened.cdp, interaction).catch((error: Error) => `error: ${error.message.split('\n')[0]}`));
		}
		return results;
	} finally {
		await opened.close();
	}
}

export async function interaction(bench: Bench): Promise<Table[]> {
	const rows: Value[][] = [];
	for (const visit of visits) {
		const runs: (Run | string)[][] = [];
		for (let i = 0; bench.budget.more(i); i++) runs.push(await runVisit(bench, visit));
		visit.interactions.forEach((item, k) => {
			const results = runs.map((run) => run[k]!);
			const reason = results.find((r): r is string => typeof r === 'string');
			const measured = results.filter((r): r is Run => typeof r !== 'string');
			const visible = measured.flatMap((r) => (r.visible === null ? [] : [r.visible]));
			rows.push(
				reason
					? [item.label, reason, reason]
					: [item.label, summarize(measured.map((r) => r.latency)), item.result ? (summarize(visible) ?? 'not seen') : null],
			);
		});
	}
	return [
		{
			id: 'interaction',
			title: `3. Interaction latency at ${THROTTLE}× CPU`,
			columns: [
				{ label: 'interaction', unit: 'text' },
				{ label: 'input to next paint (max Event Timing duration)', unit: 'ms' },
				{ label: 'input to result on screen', unit: 'ms' },
			],
			rows,
			notes: [
				'Event Timing: PerformanceObserver type `event`, `durationThreshold: 16`, the longest entry from the start of the interaction (for typing: over every keystroke); 0 ms means every event took under 16 ms. "Result on screen": from the pointerdown/first keydown timestamp to the frame after the result appeared (dialog open, panel shown, first suggestion, menu opening); it includes the server round trip (0 ms latency). Each page is loaded at 1× and settled; each interaction then runs at 4×, in order on the same page (product: plus, option, add to cart; home 1280 px with a cart line: mini-cart, live search; home 390 px: off-canvas).',
			],
		},
	];
}
