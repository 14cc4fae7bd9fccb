/** One page load seen from the network: scripts and requests before any interaction and after every island loaded. */
import type { Request, Response } from 'playwright-core';
import { open, scrollThrough, settle, type Bench } from './browser.ts';
import type { PageType } from './pages.ts';

export interface Snapshot {
	/** Scripts fetched so far, in order, with their bodies as downloaded. */
	scripts: { url: string; body: Buffer }[];
	/** Requests sent so far, by Playwright resource type (document, script, stylesheet, image, fetch…). */
	requests: Record<string, number>;
}

export interface Visit {
	/** Loaded and settled, before the first interaction. */
	before: Snapshot;
	/** After scrolling through the page and every island settled. */
	after: Snapshot;
}

function snapshot(requests: readonly Request[], scripts: readonly Promise<Snapshot['scripts'][number] | null>[]): Promise<Snapshot> {
	const byType: Record<string, number> = {};
	for (const r of requests) byType[r.resourceType()] = (byType[r.resourceType()] ?? 0) + 1;
	return Promise.all(scripts).then((all) => ({ scripts: all.filter((s) => s !== null), requests: byType }));
}

const scriptBody = (response: Response) =>
	response
		.body()
		.then((body) => ({ url: response.url(), body }))
		.catch(() => null);

export async function visit(bench: Bench, type: PageType): Promise<Visit> {
	const requests: Request[] = [];
	const scripts: Promise<Snapshot['scripts'][number] | null>[] = [];
	const opened = await open(bench, type.path, {
		cart: type.cart,
		before: async (page) => {
			page.on('request', (r) => requests.push(r));
			page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(scriptBody(r)));
		},
	});
	try {
		await settle(opened.page, 500);
		const before = await snapshot(requests, [...scripts]);
		await scrollThrough(opened.page);
		return { before, after: await snapshot(requests, scripts) };
	} finally {
		await opened.close();
	}
}
