import { vi } from 'vitest';

export interface PendingCall {
	url: URL;
	init: RequestInit;
	/** Answers this call now (or never, when the test does not call it). */
	respond(body: string, init?: ResponseInit): void;
	fail(error: Error): void;
}

/** Replaces fetch with one whose answers the test hands out, in any order, at any time. */
export function controlledFetch() {
	const calls: PendingCall[] = [];
	const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
		const request = input instanceof Request ? input : new Request(input, init);
		return new Promise<Response>((resolve, reject) => {
			const signal = request.signal;
			signal.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')));
			calls.push({
				url: new URL(request.url),
				init: { ...init, method: request.method, signal },
				respond: (body, responseInit) => resolve(new Response(body, { status: 200, ...responseInit })),
				fail: reject,
			});
		});
	});
	vi.stubGlobal('fetch', fetch);
	return { calls, fetch };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the registry mount what is due: its imports resolve, then each island mounts in a task of its own. */
export async function mounted(islands = 3): Promise<void> {
	for (let task = 0; task <= islands; task++) await flush();
}
