/** What a shopper does in the scenarios, with the shop's selectors (README, "Markup each island expects"). */
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

/** Shows the header search: through the search-overlay island when it is there, else by unhiding its panel. */
export async function openSearch(page: Page): Promise<void> {
	if (await page.locator(selectors.searchPanel).isVisible()) return;
	if ((await page.getAttribute('[data-vetrina="search-overlay"]', 'data-island-state')) === 'ready') await page.click(selectors.searchOpen);
	else await page.evaluate((sel) => document.querySelector(sel)?.removeAttribute('hidden'), selectors.searchPanel);
	await page.locator(selectors.searchInput).waitFor({ state: 'visible', timeout: 5000 });
}

export async function typeSearch(page: Page, retype = false): Promise<void> {
	const input = page.locator(selectors.searchInput);
	if (retype) await input.fill('');
	await input.pressSequentially(SEARCH_TEXT, { delay: KEY_DELAY_MS });
}

/** True while the page is still the document the bench loaded (an island that did not take over lets it navigate). */
export const sameDocument = (page: Page): Promise<boolean> => page.evaluate(() => Boolean(window.__bench)).catch(() => false);
