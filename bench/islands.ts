/** Which islands a measurement needs, and whether they exist yet: islands appear while the bench is written. */
import type { Page } from 'playwright-core';
import { islands } from '../src/islands.ts';
import { NOT_PRESENT } from './report.ts';
import { islandState } from './browser.ts';

/** Null when every named island is registered and ready on the page, else the reason the figure is n/a. */
export async function unavailable(page: Page, names: readonly string[]): Promise<string | null> {
	for (const name of names) {
		const spec = islands[name];
		if (!spec) return NOT_PRESENT;
		const state = await islandState(page, spec.selector);
		if (state !== 'ready') return `n/a (${name}: ${state})`;
	}
	return null;
}
