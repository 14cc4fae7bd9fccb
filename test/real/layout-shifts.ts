import type { Page } from 'playwright-core';

/** Layout shifts, bar those just after an input, whose every source lies in `selector`. */
export const shiftsIn = (page: Page, selector: string) =>
	page.evaluate(
		(within) =>
			new Promise<number[]>((resolve) => {
				const found: number[] = [];
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
						const inside = entry.sources.every((source) => {
							const el = source.node instanceof Element ? source.node : source.node?.parentElement;
							return Boolean(el?.closest(within));
						});
						if (inside && !entry.hadRecentInput) found.push(entry.value);
					}
				}).observe({ type: 'layout-shift', buffered: true });
				// The buffered entries come in the first callback; two frames later every shift so far is in.
				requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
			}),
		selector,
	);

/**
 * Opens `url` as a browser paints it before it has parsed all of it: its HTML up to `end(html)` (all of it by
 * default), none of Vetrina's scripts run, so that what shows is the first-paint stylesheet's doing alone.
 */
export async function openFirstPaint(page: Page, url: string, end: (html: string) => number = (html) => html.length): Promise<void> {
	const whole = await (await page.request.get(url)).text();
	await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: whole.slice(0, end(whole)) }));
	await page.route('**/plg_system_vetrina/js/**', (route) => route.abort());
	await page.goto(url);
}
