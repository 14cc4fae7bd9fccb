import type { Page, Request } from 'playwright-core';

/**
 * Watches the page's requests that match `matches` and tells when every one sent so far has ended:
 * answered in full (`requestfinished`) or given up (`requestfailed`, e.g. aborted by a newer call).
 * What a test waits on instead of "the late answer has had time to arrive". `stop()` removes the listeners.
 */
export function watchRequests(page: Page, matches: (request: Request) => boolean) {
	const sent: Request[] = [];
	const ended = new Set<Request>();
	const waiters = new Set<() => void>();
	const notify = () => {
		for (const waiter of waiters) waiter();
	};
	const onRequest = (request: Request) => {
		if (!matches(request)) return;
		sent.push(request);
		notify();
	};
	const onEnd = (request: Request) => {
		if (!matches(request)) return;
		ended.add(request);
		notify();
	};
	page.on('request', onRequest);
	page.on('requestfinished', onEnd);
	page.on('requestfailed', onEnd);

	const until = (ready: () => boolean) =>
		new Promise<void>((resolve) => {
			const check = () => {
				if (!ready()) return;
				waiters.delete(check);
				resolve();
			};
			waiters.add(check);
			check();
		});

	return {
		sent,
		/** Resolves once `count` matching requests have been sent. */
		sentCount: (count: number) => until(() => sent.length >= count),
		/** Resolves once every matching request sent so far has ended, and the page has run what their answers scheduled. */
		async allEnded(): Promise<void> {
			await until(() => sent.every((request) => ended.has(request)));
			// One task later: a late answer's handlers (fetch resolution, then the island's update) have run.
			await page.evaluate(
				() =>
					new Promise((done) => {
						const channel = new MessageChannel();
						channel.port1.onmessage = () => done(null);
						channel.port2.postMessage(0);
					}),
			);
		},
		stop(): void {
			page.off('request', onRequest);
			page.off('requestfinished', onEnd);
			page.off('requestfailed', onEnd);
		},
	};
}

/** A request whose path and query contain `part` (as the shop's fault `match` reads them), and of `method` if given. */
export const requestTo =
	(part: string, method?: string) =>
	(request: Request): boolean => {
		const url = new URL(request.url());
		return (url.pathname + url.search).includes(part) && (!method || request.method() === method);
	};
