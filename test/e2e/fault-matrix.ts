import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness.ts';
import { requestTo, watchRequests } from './requests.ts';
import { idle, openWatched, type Watched } from './watch.ts';

/** The shop's faults (docs/testing.md#faults), each one column of the matrix. */
export const FAULTS = ['latency', '404', '500', 'malformed', 'html', 'bom', 'notice', 'empty', 'drop', 'hang'] as const;
export type FaultName = (typeof FAULTS)[number];

/**
 * The pages' client timeout in these suites: the hang column waits this long, not 10 s. Every call of a cell
 * must succeed within it too, a quick view's whole page among them, on CI's two busy cores: at 1.5 s such a
 * page could come late.
 */
export const CLIENT_TIMEOUT = 3000;

/** One server call (docs/behaviour.md#server-calls): where it runs, how to trigger it, how its success and its failure show. */
export interface Row {
	call: string;
	/** Fault `match` (path + query) and, for POSTs to a shared URL, `method`. */
	match: string;
	method?: 'GET' | 'POST';
	/** Puts the page where `act` can run: usually a fresh load of the row's page. */
	arrange(w: Watched, shop: Harness): Promise<void>;
	act(page: Page): Promise<void>;
	/** Resolves once the call's success shows on the page. */
	succeeded(page: Page): Promise<void>;
	/** What docs/behaviour.md#error-catalogue shows for a failure beyond "logged only": e.g. the alert it opens (and closes it). */
	failed?(page: Page, fault: FaultName): Promise<void>;
	/** Faults whose answer is still a good one for this call (byte-order marks before JSON, HTML around HTML). */
	tolerates: FaultName[];
	/** Faults that do not apply to this call, with the reason (a skipped test names it). */
	skip?: Partial<Record<FaultName | 'out of order', string>>;
	/** Closes what a success left open (dialogs). */
	tidy?(page: Page): Promise<void>;
	/**
	 * Out-of-order answers: two calls of the kind, the first answered late (with the server's state of
	 * its time); the newest must win. `arrange` replaces the row's own for this cell.
	 */
	outOfOrder?: {
		arrange?(w: Watched, shop: Harness): Promise<void>;
		first(page: Page): Promise<void>;
		second(page: Page): Promise<void>;
		newest(page: Page): Promise<void>;
	};
}

const logged = (w: Watched, from: number) =>
	expect.poll(() => w.consoleErrors.slice(from).some((text) => text.includes('[vetrina')), { timeout: 10_000, interval: 100 }).toBe(true);

/** Closes an open result dialog by its Close button. */
export async function closeDialog(page: Page): Promise<void> {
	const dialog = page.locator('dialog[open]').last();
	await dialog.locator('.vetrina-modal__actions button, button.vetrina-modal__close').last().click();
	await dialog.waitFor({ state: 'detached' });
}

async function cell(row: Row, w: Watched, shop: Harness, fault: FaultName): Promise<void> {
	const { page } = w;
	await row.arrange(w, shop);
	const from = w.consoleErrors.length;
	await shop.fault({ match: row.match, method: row.method, fault, ms: 300 });
	await row.act(page);
	const tolerated = fault === 'latency' || row.tolerates.includes(fault);
	if (tolerated) {
		await row.succeeded(page);
		await row.tidy?.(page);
	} else {
		await logged(w, from);
		if (row.failed) await row.failed(page, fault);
		else expect(await page.locator('dialog[open]').count()).toBe(0);
	}
	await idle(page);
	// The fault lifted, the same action succeeds on the same page.
	await shop.clearFaults();
	// After a success the action may have nothing left to do (a removed line): set it up again. So
	// after a notice, which the server prints after it has acted: only the answer was spoiled.
	if (tolerated || fault === 'notice') await row.arrange(w, shop);
	await row.act(page);
	await row.succeeded(page);
	await idle(page);
	await row.tidy?.(page);
}

/** One describe per row, one test per fault, one page per row. */
export function matrix(shop: Harness, rows: Row[]): void {
	for (const row of rows) {
		describe(row.call, () => {
			let w: Watched;
			beforeAll(async () => {
				await shop.clearFaults();
				w = await openWatched(shop, '/__vetrina/requests');
			});
			afterAll(async () => {
				await shop.clearFaults();
				await w?.page.context().close();
			});
			for (const fault of FAULTS) {
				const why = row.skip?.[fault];
				if (why) {
					it.skip(`fault: ${fault} (n/a: ${why})`);
					continue;
				}
				it(`fault: ${fault}`, async () => {
					const from = w.consoleErrors.length;
					try {
						await cell(row, w, shop, fault);
					} catch (error) {
						// The page's own account (which call failed, and how) is what tells a timing fault from a bug.
						if (error instanceof Error) error.message += `\nThe page's console errors in this cell:\n${w.consoleErrors.slice(from).join('\n') || '(none)'}`;
						throw error;
					} finally {
						await shop.clearFaults();
					}
					expect(w.errors).toEqual([]);
					expect((await w.recorded()).rejections).toEqual([]);
				});
			}
			const notInOrder = row.skip?.['out of order'];
			if (notInOrder) it.skip(`fault: out of order (n/a: ${notInOrder})`);
			else if (row.outOfOrder) {
				it('fault: out of order', async () => {
					const { page } = w;
					await (row.outOfOrder!.arrange ?? row.arrange)(w, shop);
					await shop.fault({ match: row.match, method: row.method, fault: 'latency', ms: 800, times: 1 });
					const calls = watchRequests(page, requestTo(row.match, row.method));
					try {
						await row.outOfOrder!.first(page);
						await calls.sentCount(1); // the slow first call is on its way before the second starts
						await row.outOfOrder!.second(page);
						await row.outOfOrder!.newest(page);
						// The late first answer arrives (or was aborted) and must not be applied.
						await calls.allEnded();
					} finally {
						calls.stop();
					}
					await row.outOfOrder!.newest(page);
					await idle(page);
					expect(w.errors).toEqual([]);
					expect((await w.recorded()).rejections).toEqual([]);
				});
			}
		});
	}
}

export const cells = (rows: Row[]) => rows.reduce((n, row) => n + FAULTS.filter((f) => !row.skip?.[f]).length + (row.outOfOrder ? 1 : 0), 0);
