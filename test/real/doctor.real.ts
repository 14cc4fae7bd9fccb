/**
 * The doctor on the real shop: VirtueMart's own markup has its faults (Cassiopeia's sidebars outside
 * landmarks, small pagination links, grey prices), which are the shop's and listed apart; what Vetrina does
 * on each page type of every shop (vmbasic and the Italian shop too) must leave nothing wrong, so the doctor
 * exits 0. `--strict` counts the shop's too.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { expect, it } from 'vitest';
import { diagnose, exitCode } from '../../tools/doctor.ts';
import { forEachRealShop, forEveryRealShop, islandsSettled, type RealHarness } from './harness.ts';

const HELMET = '/index.php/headpiece/safety-helmet-detail';

const pages = {
	home: '/',
	category: '/index.php/headpiece',
	product: HELMET,
	variant: '/index.php/product-variants/multi-variant-detail',
	cart: '/index.php/cart',
	address: '/index.php/account/editaddresscartBT',
};

/** A session whose cart holds the helmet (the cart and the address form need one): added as a shopper does. */
async function withCart(shop: RealHarness): Promise<BrowserContextOptions['storageState']> {
	const { page } = await shop.open(HELMET);
	await islandsSettled(page);
	await page.click('[name="addtocart"]');
	await page.getByRole('dialog').waitFor();
	return page.context().storageState();
}

forEveryRealShop((shop) => {
	it('finds nothing wrong with what Vetrina does on every page type, the shop’s faults listed apart', { timeout: 300_000 }, async () => {
		const storageState = await withCart(shop);
		const found: Record<string, string[]> = {};
		for (const [type, path] of Object.entries(pages)) {
			const report = await diagnose(shop.at(path), { storageState });
			found[type] = report.problems;
			expect(exitCode(report), `${type}: ${report.problems.join('; ')}`).toBe(0);
			expect(report.bundle).toBe('page');
		}
		expect(found).toEqual(Object.fromEntries(Object.keys(pages).map((type) => [type, []])));
	});
});

forEachRealShop((shop) => {
	it('counts the shop’s own faults with --strict', { timeout: 120_000 }, async () => {
		const report = await diagnose(shop.at(pages.cart), { storageState: await withCart(shop) });
		// Every template set prints something axe finds serious in the cart (grey prices, small links, a bare checkbox).
		expect(report.shop.problems).not.toEqual([]);
		expect(report.problems).toEqual([]);
		expect([exitCode(report), exitCode(report, true)]).toEqual([0, 1]);
	});
});
