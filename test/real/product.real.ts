/** The product page of the real shop: quantity, live price, add to cart and the stock cart module. */
import { expect, it } from 'vitest';
import { forEachRealShop, islandsSettled } from './harness.ts';

const HELMET = '/index.php/headpiece/safety-helmet-detail';

forEachRealShop((shop) => {
	it('enhances the product form', async () => {
		const { page } = await shop.open(HELMET);
		await islandsSettled(page);
		await expect.poll(() => page.locator('form.product[data-island-state="ready"]').count()).toBe(1);
	});
});
