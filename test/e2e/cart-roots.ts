import type { Page } from 'playwright-core';

/**
 * How the cart lines' controls stand once the checkout form is ready: how many quantity fields sit in a
 * React root (React marks a root's container with a `__reactContainer$…` key), and the layout shifts the
 * page has had in the cart lines since it loaded (the island's first commit must move nothing). A shift
 * of the whole table or of the page (a stock cart module's refresh above it) is not the lines' own: a shift
 * counts when all its sources are in the lines. On a page that ran `recordCheckoutStart` first, only the
 * shifts from when the checkout form's island started count: what the page did before is not the island's.
 */
/** An init script: notes when the checkout form's island starts (its mount point marked), in `performance.now()` time. */
export function recordCheckoutStart(): void {
	const observer = new MutationObserver(() => {
		if (!document.querySelector('#checkoutForm[data-island-state]')) return;
		Object.assign(window, { checkoutStart: performance.now() });
		observer.disconnect();
	});
	observer.observe(document, { subtree: true, attributeFilter: ['data-island-state'] });
}

export function cartLinesState(page: Page): Promise<{ fields: number; inRoots: number; shifts: number[] }> {
	return page.evaluate(async () => {
		const inRoot = (el: Element) => {
			for (let node: Element | null = el; node; node = node.parentElement)
				if (Object.keys(node).some((key) => key.startsWith('__reactContainer$'))) return true;
			return false;
		};
		const fields = [...document.querySelectorAll('#checkoutForm input[name^="quantity["]')];
		const shifts = await new Promise<number[]>((resolve) => {
			const found: number[] = [];
			const observer = new PerformanceObserver((list) => {
				for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
					// Every source in the lines: when the page above them moves (a stock cart module's refresh),
					// a line may be among the sources of that shift too, beside the elements around it.
					const inLines = entry.sources.every((source) => {
						const el = source.node instanceof Element ? source.node : source.node?.parentElement;
						return Boolean(el?.closest('#checkoutForm tr')?.querySelector('input[name^="quantity["]') || el?.closest('#checkoutForm .vm-checkout-products'));
					});
					const since = (window as { checkoutStart?: number }).checkoutStart ?? 0;
					if (inLines && entry.startTime >= since) found.push(entry.value);
				}
			});
			observer.observe({ type: 'layout-shift', buffered: true });
			// The buffered entries come in the first callback; two frames later every shift so far is in.
			requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
		});
		return { fields: fields.length, inRoots: fields.filter(inRoot).length, shifts };
	});
}
