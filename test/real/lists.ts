/** The header lists on a real shop: their list buttons, the calls they send and the counts they show. */
import type { Page, Request } from 'playwright-core';

/** The add button of a list printed after a product's add-to-cart form (a card's or the product page's). */
export const card = (list: string, id: string) =>
	`.vetrina-list-buttons [data-vetrina="list-button"][data-list="${list}"][data-action="add"][data-product-id="${id}"]`;

export const count = (page: Page, list: string) => page.locator(`[data-vetrina="${list}"] [data-count]`).first().getAttribute('data-count');
export const countIs = (page: Page, list: string, value: string) =>
	page.waitForFunction(([l, v]) => document.querySelector(`[data-vetrina="${l}"] [data-count]`)?.getAttribute('data-count') === v, [list, value]);

/**
 * Clicks a list button once its island is ready (it mounts when visible) and resolves with the call it
 * sent and the server's JSON answer, read where the page routes it: a page that navigates after the
 * answer (a guest sent to log in) no longer holds its body.
 */
export async function press(page: Page, selector: string, method: string): Promise<{ request: Request; answer: Record<string, unknown> }> {
	await page.locator(selector).first().scrollIntoViewIfNeeded();
	const button = page.locator(`${selector}[data-island-state="ready"]`).first();
	await button.waitFor();
	let resolve!: (call: { request: Request; answer: Record<string, unknown> }) => void;
	const answered = new Promise<{ request: Request; answer: Record<string, unknown> }>((done) => {
		resolve = done;
	});
	await page.route(
		(url) => url.searchParams.get('vpfmethod') === method,
		async (route) => {
			const response = await route.fetch();
			resolve({ request: route.request(), answer: JSON.parse(await response.text()) });
			await route.fulfill({ response });
		},
		{ times: 1 },
	);
	await button.click();
	return answered;
}

/** Adds a product to a list with its card's button, closes the answer's dialog and resolves with the answer. */
export async function addFromCard(page: Page, list: 'compare' | 'wishlist', productId: string, title = 'Item added'): Promise<Record<string, unknown>> {
	const { answer } = await press(page, card(list, productId), list === 'compare' ? 'addToCompare' : 'addToWishlist');
	const dialog = page.getByRole('dialog', { name: title });
	await dialog.waitFor();
	await page.keyboard.press('Escape');
	await dialog.waitFor({ state: 'detached' });
	return answer;
}
