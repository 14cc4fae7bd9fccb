import type { Page } from 'playwright-core';

/**
 * Waits until an island is drawn: the registry marks its mount point ready once `mount()` has returned.
 * `island` is a theme island's name (`compare`: its `[data-vetrina]` mount point) or a mount point's
 * selector (`form.product`, `#checkoutForm`, `[data-vetrina="quick-view"]`).
 */
export function ready(page: Page, island: string) {
	const mount = /^[a-z-]+$/.test(island) ? `[data-vetrina="${island}"]` : island;
	return page.waitForSelector(`${mount}[data-island-state="ready"]`, { state: 'attached' });
}
