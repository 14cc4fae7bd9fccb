import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface Output {
	entryPoint?: string;
	inputs: Record<string, unknown>;
}
const { outputs } = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, Output> };

/** The chunk (path under dist/, e.g. `chunks/catalogue-AB12.js`) that carries an island's code: its own or its group's. */
export function chunkOf(island: string): string {
	const found = Object.entries(outputs).find(([, out]) => out.entryPoint?.startsWith('islands/') && `islands/${island}/index.ts` in out.inputs);
	if (!found) throw new Error(`no chunk carries the island ${island}`);
	return found[0].replace(/^dist\//, '');
}

/** Every chunk that carries islands (an island's own, or a group's). */
export const islandChunks = new Set(
	Object.entries(outputs)
		.filter(([, out]) => out.entryPoint?.startsWith('islands/'))
		.map(([file]) => file.replace(/^dist\//, '')),
);

/**
 * Holds the chunk carrying the island (with the other islands of its group) until `release()` (the page's load
 * event waits for it: open the page up to DOMContentLoaded); `throttle` slows the page's CPU before it loads.
 */
export function heldChunk(island: string, throttle = 1) {
	let release = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	const prepare = async (page: Page) => {
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
		await page.route(`**/media/vetrina/${chunkOf(island)}`, async (route) => {
			await released;
			await route.continue();
		});
	};
	return { prepare, release: () => release() };
}
