/** What a shopper does in the scenarios, with the shop's selectors (docs/islands/, the markup of each island). */
import type { Page } from 'playwright-core';

export const SEARCH_TEXT = 'trapano a batteria';
/** Typing speed of the live search scenarios. */
export const KEY_DELAY_MS = 80;

export const selectors = {
	plus: '.productdetails-view form.product .quantity-plus',
	radioOption: '.productdetails-view form.product .product-field-type-R input[type="radio"]',
	addToCart: '.productdetails-view form.product input[name="addtocart"]',
	miniCartToggle: '[data-vetrina="mini-cart"] .vp-dropdown-toggle',
	offcanvasToggle: '.vp-offcanvas-toggle',
	searchOpen: '.vp-search-open',
	searchPanel: '#vp-search-panel',
	searchInput: '#vp-search-panel input[name="keyword"]',
	variantSelect: '.productdetails-view select.cvselection',
} as const;

/**
 * Shows the header search (through the search-overlay island when it is there, else by unhiding its panel) and
 * puts the focus in its field, as a shopper reaching for it: what brings live search in.
 */
export async function openSearch(page: Page): Promise<void> {
	if (!(await page.locator(selectors.searchPanel).isVisible())) {
		if ((await page.getAttribute('[data-vetrina="search-overlay"]', 'data-island-state')) === 'ready') await page.click(selectors.searchOpen);
		else await page.evaluate((sel) => document.querySelector(sel)?.removeAttribute('hidden'), selectors.searchPanel);
	}
	const field = page.locator(selectors.searchInput);
	await field.waitFor({ state: 'visible', timeout: 5000 });
	await field.focus();
}

export async function typeSearch(page: Page, retype = false): Promise<void> {
	const input = page.locator(selectors.searchInput);
	if (retype) await input.fill('');
	await input.pressSequentially(SEARCH_TEXT, { delay: KEY_DELAY_MS });
}

/** True while the page is still the document the bench loaded (an island that did not take over lets it navigate). */
export const sameDocument = (page: Page): Promise<boolean> => page.evaluate(() => Boolean(window.__bench)).catch(() => false);

declare global {
	interface Window {
		__plus?: { input: number; writes: { at: number; frame: number }[] };
	}
}

/** Pointer down on plus to the frame after the price block took the recalculation's answer. */
export async function plusToPrice(page: Page, form: string): Promise<number> {
	await page.evaluate((selector) => {
		const clock = { input: 0, writes: [] as { at: number; frame: number }[] };
		window.__plus = clock;
		let block: Element | null = null;
		for (let el = document.querySelector(selector)?.parentElement; el && !block; el = el.parentElement) block = el.querySelector('[data-vm="product-prices"]');
		if (!block) throw new Error(`no price block around ${selector}`);
		document.addEventListener('pointerdown', (e) => void (clock.input ||= e.timeStamp), { capture: true, once: true });
		// Every write (text, lines, the busy flag; not the old stack's fade) with the frame after it: the answer's is the first after its arrival.
		new MutationObserver(() => {
			const write = { at: performance.now(), frame: 0 };
			clock.writes.push(write);
			requestAnimationFrame(() => setTimeout(() => (write.frame = performance.now())));
		}).observe(block, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
	}, form);
	await Promise.all([
		page.waitForResponse((r) => r.url().includes('task=recalculate'), { timeout: 15_000 }),
		page.locator(`${form} .quantity-plus`).first().click({ timeout: 5000 }),
	]);
	const shown = () => {
		const clock = window.__plus!;
		// Only an answer asked for after the press: one for a quantity set before it may still be the last entry.
		const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes('task=recalculate') && e.startTime >= clock.input);
		const end = (answer[answer.length - 1] as PerformanceResourceTiming | undefined)?.responseEnd;
		const write = end === undefined ? undefined : clock.writes.find((w) => w.at >= end);
		return write?.frame ? write.frame - clock.input : 0;
	};
	await page.waitForFunction(shown, undefined, { timeout: 15_000 });
	return page.evaluate(shown);
}

/** The text of the price block around the form (the page's own or its card's). */
const priceText = (page: Page, form: string): Promise<string> =>
	page
		.locator(form)
		.first()
		.evaluate((el) => {
			for (let up = el.parentElement; up; up = up.parentElement) {
				const block = up.querySelector('[data-vm="product-prices"]');
				if (block) return (block.textContent ?? '').replace(/\s+/g, ' ').trim();
			}
			return '';
		});

/**
 * Plus from `from` pieces to the next, on a product whose price changes at that step (a price range):
 * the quantity is typed in first and its recalculation left to settle (not timed), then plus is timed as in
 * `plusToPrice`, and the price block must then show another price than before.
 */
export async function plusToNewPrice(page: Page, form: string, from: number): Promise<number> {
	const quantity = page.locator(`${form} input.quantity-input`).first();
	// Vetrina asks for the typed quantity's price, VirtueMart's stack does not: wait for that answer where it comes.
	const typedAnswer = page.waitForResponse((r) => r.url().includes('task=recalculate'), { timeout: 3000 }).catch(() => undefined);
	await quantity.fill(String(from));
	await quantity.dispatchEvent('change');
	await typedAnswer;
	await page.waitForTimeout(300);
	const before = await priceText(page, form);
	const ms = await plusToPrice(page, form);
	const after = await priceText(page, form);
	if (after === before) throw new Error(`plus from ${from} left the price at "${before}"`);
	return ms;
}
