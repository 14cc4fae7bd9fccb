/** Scenario 5: memory after in-place variant switches — JS heap, DOM nodes, listeners and live islands. */
import type { CDPSession, Page } from 'playwright-core';
import { sameDocument, selectors } from '../actions.ts';
import { metric, open, settle, type Bench } from '../browser.ts';
import { unavailable } from '../islands.ts';
import { PRODUCT_WITH_VARIANTS } from '../pages.ts';
import type { Table, Value } from '../report.ts';

const SWITCHES = 100;

interface Sample {
	heap: number;
	nodes: number;
	listeners: number;
	islands: number | string;
	roots: number;
}

async function sample(page: Page, cdp: CDPSession): Promise<Sample> {
	await cdp.send('HeapProfiler.collectGarbage');
	const { usedSize } = await cdp.send('Runtime.getHeapUsage');
	const live = await page.evaluate(() => ({
		islands: window.Vetrina?.liveCount?.() ?? 'n/a (no liveCount)',
		// React marks its root containers with a `__reactContainer$…` property.
		roots: [...document.querySelectorAll('*')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$'))).length,
	}));
	return { heap: usedSize / 2 ** 20, nodes: await metric(cdp, 'Nodes'), listeners: await metric(cdp, 'JSEventListeners'), ...live };
}

/** Picks the other value of the last variant select and waits for the product to be replaced in place. */
async function switchVariant(page: Page): Promise<void> {
	const before = await page.getAttribute('.productdetails-view', 'data-product-id');
	const select = page.locator(selectors.variantSelect).last();
	const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
	const current = await select.inputValue();
	await select.selectOption(values.find((v) => v !== current && values.indexOf(v) < 2) ?? values[0]!);
	await page.waitForFunction((id) => document.querySelector('.productdetails-view')?.getAttribute('data-product-id') !== id, before, { timeout: 5000 });
	// A boolean, not the element: the handle waitForFunction returns would keep each old product alive.
	await page.waitForFunction(
		() =>
			!document.querySelector('[data-island-state="loading"]') &&
			Boolean(document.querySelector('.productdetails-view select.cvselection[data-island-state="ready"]')),
		undefined,
		{ timeout: 5000 },
	);
}

export async function memory(bench: Bench): Promise<Table[]> {
	const opened = await open(bench, PRODUCT_WITH_VARIANTS);
	const { page, cdp } = opened;
	const rows: Value[][] = [];
	try {
		await settle(page);
		const missing = await unavailable(page, ['variants', 'product-details']);
		const start = await sample(page, cdp);
		rows.push(['after load', start.heap, start.nodes, start.listeners, start.islands, start.roots]);
		if (missing) rows.push([`after 1 and ${SWITCHES} switches`, missing, missing, missing, missing, missing]);
		else {
			for (let i = 1; i <= SWITCHES; i++) {
				await switchVariant(page);
				if (!(await sameDocument(page))) throw new Error('the variant switch reloaded the page instead of updating it in place');
				if (i === 1 || i === SWITCHES) {
					await settle(page, 300);
					const s = await sample(page, cdp);
					rows.push([`after ${i} switch${i === 1 ? '' : 'es'}`, s.heap, s.nodes, s.listeners, s.islands, s.roots]);
				}
			}
		}
	} finally {
		await opened.close();
	}
	return [
		{
			id: 'memory',
			title: `5. Memory after in-place variant switches`,
			columns: [
				{ label: 'when', unit: 'text' },
				{ label: 'JS heap used', unit: 'MB' },
				{ label: 'DOM nodes', unit: 'count' },
				{ label: 'JS event listeners', unit: 'count' },
				{ label: 'islands alive (liveCount)', unit: 'count' },
				{ label: 'React roots', unit: 'count' },
			],
			rows,
			notes: [
				`Product ${PRODUCT_WITH_VARIANTS} (variant selects with \`data-dynamic-update\`): the last variant select alternates between its first two values, each switch waiting for the product to be replaced in place and its islands ready. Heap: CDP \`HeapProfiler.collectGarbage\`, then \`Runtime.getHeapUsage\` usedSize (MiB). Nodes and listeners: CDP \`Performance.getMetrics\`. React roots: elements carrying React's root-container property. One run (the figures are counts, not timings). Each wait returns a boolean, not an element: a handle to the select would keep every replaced product alive and count it here.`,
			],
		},
	];
}
