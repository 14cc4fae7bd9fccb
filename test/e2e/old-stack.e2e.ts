/**
 * The bench's "old stack" (docs/performance.md#three-front-ends): the demo shop's pages with the jQuery + VirtueMart 4.4 scripts a
 * stock shop loads instead of Vetrina, served from the shared folder. They must really work there:
 * no page errors, plus recalculates through `vmprices.js`'s call, add to cart opens FancyBox.
 */
import { describe, expect, it } from 'vitest';
import { oldStackMissing, OLD_STACK_SCRIPTS } from '../../fixtures/server/old-stack.ts';
import { PRODUCT_WITH_OPTIONS } from '../../bench/pages.ts';
import { useShop } from './harness.ts';

const missing = oldStackMissing();
if (missing) console.warn(`[old-stack.e2e] skipped: ${missing}`);

const CATEGORY = '/prodotti/fissaggi-e-tasselli?limit=48';

describe.skipIf(missing)('given the demo shop served with the old jQuery + VirtueMart stack', () => {
	// VirtueMart's ready calls are inline scripts, as on a stock shop without a CSP.
	const shop = useShop({ frontEnd: 'old-stack', csp: false });

	describe('on the product page', () => {
		it('should load every script of the stack from the shop, with no page error and no Vetrina', async () => {
			const { page, errors, requests } = await shop.open(PRODUCT_WITH_OPTIONS);
			const scripts = requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname);
			expect(scripts).toEqual(OLD_STACK_SCRIPTS.map((s) => s.path));
			expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: { fancybox?: unknown } }).jQuery?.fancybox)).toBe('function');
			expect(await page.evaluate(() => 'Vetrina' in window)).toBe(false);
			expect(errors).toEqual([]);
		});

		it('should recalculate through vmprices.js on plus, then open FancyBox with the added product on add to cart', async () => {
			const { page, errors } = await shop.open(PRODUCT_WITH_OPTIONS);
			await shop.clearLog();
			const form = page.locator('.productdetails-view form.product');
			const recalculated = page.waitForResponse((r) => r.url().includes('task=recalculate'));
			await form.locator('.quantity-plus').click();
			const answer = (await (await recalculated).json()) as { salesPrice: string };
			await expect.poll(() => form.locator('input[name="quantity[]"]').inputValue()).toBe('2');
			expect(await page.locator('.productdetails-view .product-price span.PricesalesPrice').textContent()).toBe(answer.salesPrice);

			await form.locator('input[name="addtocart"]').click();
			const dialog = page.locator('#fancybox-wrap');
			await dialog.waitFor({ state: 'visible' });
			await expect.poll(() => dialog.locator('#fancybox-content').textContent()).toContain('Aggiunto al carrello');
			expect(await dialog.locator('#fancybox-content h4').textContent()).toContain('2 × Trapano a batteria 18V');
			const log = await shop.log();
			const calls = log.filter((r) => r.query.task === 'recalculate' || r.query.task === 'addJS');
			expect(calls.map((r) => [r.method, r.query.task, r.body?.['virtuemart_product_id[]'], r.body?.['quantity[]']])).toEqual([
				['POST', 'recalculate', '111', '2'],
				['POST', 'addJS', '111', '2'],
			]);
			expect(page.url()).toContain(PRODUCT_WITH_OPTIONS);
			expect(errors).toEqual([]);
		});
	});

	describe('on the 48-card category page', () => {
		it('should open FancyBox from the first card, with no page error', async () => {
			const { page, errors } = await shop.open(CATEGORY);
			expect(await page.locator('.category-view form.product').count()).toBeGreaterThan(24);
			const card = page.locator('.category-view form.product').first();
			await card.locator('input[name="addtocart"]').click();
			await page.locator('#fancybox-wrap').waitFor({ state: 'visible' });
			await expect.poll(() => page.locator('#fancybox-content').textContent()).toContain('Aggiunto al carrello');
			expect(errors).toEqual([]);
		});
	});
});
