import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './harness.ts';
import { addToCart, badge } from './lists-helpers.ts';
import { ready } from './ready.ts';

// The harness runs Chromium with the back/forward cache on (Playwright turns it off), and a
// product page comes back from it with its state as the shopper left it and the mini-cart fresh.

const shop = useShop();

const PRODUCT = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail'; // 41: -5% from 6 pieces
const sales = (page: Page) => page.locator('.productdetails-view .product-price span.PricesalesPrice').first().textContent();

/** Why Chromium did not keep the page, if it did not (CDP `Page.backForwardCacheNotUsed`). */
async function cacheMisses(page: Page): Promise<{ cdp: CDPSession; reasons: string[] }> {
	const cdp = await page.context().newCDPSession(page);
	const reasons: string[] = [];
	await cdp.send('Page.enable');
	cdp.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations.map((e) => `${e.type}: ${e.reason}`)));
	return { cdp, reasons };
}

describe('the back/forward cache', () => {
	it('restores a product page as the shopper left it (quantity and the prices it gave), the mini-cart asked again and showing the cart as it is now', async () => {
		const { page, errors } = await shop.open(PRODUCT);
		await page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		await ready(page, 'mini-cart');
		const { reasons } = await cacheMisses(page);
		await page.evaluate(() => addEventListener('pageshow', (e) => ((window as { restored?: boolean }).restored = e.persisted)));
		const listed = await sales(page);
		await page.fill('.productdetails-view input[name="quantity[]"]', '6');
		await page.locator('.productdetails-view input[name="quantity[]"]').dispatchEvent('change');
		await expect.poll(() => sales(page)).not.toBe(listed);
		const discounted = await sales(page);
		const count = await badge(page, 'mini-cart');

		await page.goto(new URL('/prodotti/fissaggi', shop.url).href);
		// Meanwhile the cart changed (another tab, the same session).
		await addToCart(page, shop.url, '1', 3);
		const refreshed = page.waitForResponse((r) => r.url().includes('module=vp_mini_cart'));
		// A page restored from the cache fires pageshow, not load: Playwright's default wait would never end.
		await page.goBack({ waitUntil: 'commit' });
		await page.waitForFunction(() => (window as { restored?: boolean }).restored !== undefined);
		expect(reasons, 'reasons Chromium gave for not restoring the page from the back/forward cache').toEqual([]);
		expect(await page.evaluate(() => (window as { restored?: boolean }).restored)).toBe(true);
		// The same document as it was left: the quantity and its prices kept.
		expect(await page.inputValue('.productdetails-view input[name="quantity[]"]')).toBe('6');
		expect(await sales(page)).toBe(discounted);
		// The mini-cart asks the shop again and shows the cart as it is now.
		await refreshed;
		await expect.poll(() => badge(page, 'mini-cart')).toBe(String(Number(count ?? 0) + 3));
		expect(errors).toEqual([]);
	});
});
