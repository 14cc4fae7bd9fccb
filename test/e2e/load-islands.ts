import type { Page } from 'playwright-core';
import { islands } from '../../src/islands.ts';

const selectors = Object.values(islands).map((spec) => spec.selector);

/**
 * Brings every island on the page in: each mount point a shopper could reach (rendered) is scrolled into
 * view and pointed at, one at a time, until the registry has taken it up; that fires the `visible` and
 * `interaction` triggers (`load` and `idle` ones fire by themselves). Resolves once no island is loading.
 * Returns how many mount points it brought in.
 */
export async function loadEveryIsland(page: Page): Promise<number> {
	const reached = await page.evaluate(async (list) => {
		const points = [...new Set(list.flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]))];
		const reachable = points.filter((el) => el.getClientRects().length > 0 || el.hasAttribute('data-island-state'));
		// One at a time: an IntersectionObserver only sees where the page is scrolled when it next looks.
		for (const el of reachable) {
			el.scrollIntoView({ block: 'center' });
			el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
			// An island that mounted meanwhile may have taken this point out of a shopper's reach (product
			// details hiding the tab panels it does not show, a re-render replacing it): it will not be taken
			// up until the shopper gets there, so it is not waited for.
			const inReach = () => el.isConnected && (el.getClientRects().length > 0 || el.hasAttribute('data-island-state'));
			while (inReach() && !el.hasAttribute('data-island-state')) await new Promise((frame) => requestAnimationFrame(frame));
		}
		return reachable.length;
	}, selectors);
	await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'));
	return reached;
}
