/** One page load seen from the network: scripts and requests before any interaction and after every island loaded. */
import type { Request } from 'playwright-core';
import { open, scrollThrough, settle, type Bench } from './browser.ts';
import type { PageType } from './pages.ts';

export interface Snapshot {
	/** Script URLs fetched so far, in order. */
	scripts: string[];
	/** Requests sent so far, by Playwright resource type (document, script, stylesheet, image, fetch…). */
	requests: Record<string, number>;
}

export interface Visit {
	/** Loaded and settled, before the first interaction. */
	before: Snapshot;
	/** After scrolling through the page and every island settled. */
	after: Snapshot;
}

function snapshot(requests: readonly Request[]): Snapshot {
	const byType: Record<string, number> = {};
	for (const r of requests) byType[r.resourceType()] = (byType[r.resourceType()] ?? 0) + 1;
	return { scripts: requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()), requests: byType };
}

export async function visit(bench: Bench, type: PageType): Promise<Visit> {
	const requests: Request[] = [];
	const opened = await open(bench, type.path, {
		cart: type.cart,
		before: async (page) => void page.on('request', (r) => requests.push(r)),
	});
	try {
		await settle(opened.page, 500);
		const before = snapshot(requests);
		await scrollThrough(opened.page);
		return { before, after: snapshot(requests) };
	} finally {
		await opened.close();
	}
}
