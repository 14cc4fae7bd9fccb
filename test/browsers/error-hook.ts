/**
 * Page errors where the driver has no error events (WebDriver classic, and no init scripts either): the
 * test shop serves this hook as the first script of every page's `<head>`, before any other, so it sees
 * what the bundle and the shop's scripts throw. It keeps them in sessionStorage, which outlives the page
 * within the tab: `errors()` reads them on whichever page the tab is on.
 */
const KEY = 'vetrina-test-errors';
export const HOOK_PATH = '/__browsers/error-hook.js';

const hook = `(() => {
	const record = (message) => {
		try {
			sessionStorage.setItem(${JSON.stringify(KEY)}, JSON.stringify([...JSON.parse(sessionStorage.getItem(${JSON.stringify(KEY)}) || '[]'), String(message)]));
		} catch {}
	};
	// Script errors reach the window; failed resources do not bubble to it.
	addEventListener('error', (event) => record(event.error?.message ?? event.message));
	addEventListener('unhandledrejection', (event) => record(event.reason?.message ?? event.reason));
})();`;

/** What the hook recorded in this tab (run in the page, sent as source: hence the key spelt out). */
export const readHookErrors = (): string[] => {
	try {
		return JSON.parse(sessionStorage.getItem('vetrina-test-errors') ?? '[]');
	} catch {
		return []; // about:blank and data: pages have no storage, and no shop code ran in them
	}
};

/** Serves the hook and puts it first in the `<head>` of every HTML answer (a same-origin file: allowed by the shop's strict CSP). */
export function withErrorHook<R extends unknown[]>(fetch: (request: Request, ...rest: R) => Response | Promise<Response>) {
	return async (request: Request, ...rest: R): Promise<Response> => {
		if (new URL(request.url).pathname.endsWith(HOOK_PATH)) return new Response(hook, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
		const response = await fetch(request, ...rest);
		if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
		const html = (await response.text()).replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${HOOK_PATH}"></script>`);
		const headers = new Headers(response.headers);
		headers.delete('content-length');
		return new Response(html, { status: response.status, statusText: response.statusText, headers });
	};
}
