import { expect, it } from 'vitest';
import { attribute, focused, islandsSettled, ready, waitFor } from './driver.ts';
import { hasTouch } from './engines.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const PHONE = { width: 390, height: 844 };
const offcanvasIs = () => (wanted: string) => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === wanted;

forEachEngine((browsing, name) => {
	it('opens the off-canvas menu at 390 px as a modal with the focus inside, and Esc gives the focus back to its toggle', async () => {
		const tab = await shop.visit(browsing, '/', PHONE);
		expect(await tab.evaluate(() => innerWidth, null)).toBe(390);
		await ready(tab, 'offcanvas');
		await islandsSettled(tab);
		await tab.click('.vp-offcanvas-toggle');
		await tab.waitUntil(offcanvasIs(), 'opened');
		expect(await attribute(tab, '.vp-offcanvas-toggle', 'aria-expanded')).toBe('true');
		expect(await focused(tab, '.vp-offcanvas-close')).toBe(true);
		expect(await tab.evaluate(() => !!document.querySelector(':modal')?.contains(document.querySelector('#vp-offcanvas')), null)).toBe(true);
		await tab.press('Tab');
		expect(await tab.evaluate(() => document.querySelector('#vp-offcanvas')!.contains(document.activeElement), null)).toBe(true);
		await tab.press('Escape');
		await tab.waitUntil(offcanvasIs(), 'closed');
		expect(await focused(tab, '.vp-offcanvas-toggle')).toBe(true);
		expect(await tab.evaluate(() => document.querySelector(':modal'), null)).toBeNull();
	});

	it('opens the mini-cart, compare and wishlist dropdowns of the header at 390 px', async () => {
		const tab = await shop.visit(browsing, '/', PHONE);
		await islandsSettled(tab);
		for (const list of ['mini-cart', 'compare', 'wishlist']) {
			await tab.click(`[data-vetrina="${list}"] [aria-controls]`);
			await waitFor(tab, `[data-vetrina="${list}"] .vp-dropdown-panel`);
			expect(await attribute(tab, `[data-vetrina="${list}"] [aria-controls]`, 'aria-expanded')).toBe('true');
			await tab.press('Escape');
			await tab.waitUntil((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false', `[data-vetrina="${list}"] [aria-controls]`);
			expect(await focused(tab, `[data-vetrina="${list}"] [aria-controls]`)).toBe(true);
		}
	});

	it.runIf(hasTouch(name))('opens a mega-menu submenu on the first tap of a touch screen instead of following the link', async () => {
		const tab = await shop.visit(browsing, '/', { width: 1024, height: 768, touch: true });
		await islandsSettled(tab);
		const url = await tab.url();
		await tab.tap('.vp-menu-item.has-children .vp-menu-link');
		await waitFor(tab, '.vp-menu-item.has-children .vp-megamenu-panel');
		expect(await tab.url()).toBe(url);
	});

	it.runIf(hasTouch(name))('reveals a product card’s variants and add-to-cart on a tap at 390 px', async () => {
		const tab = await shop.visit(browsing, '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno', { ...PHONE, touch: true });
		const card = '[data-vetrina="product-card"][data-product-id="1"]';
		await ready(tab, card);
		await islandsSettled(tab);
		await tab.tap(`${card} .vp-show-variants`);
		await tab.waitUntil((sel) => document.querySelector(sel)?.getAttribute('data-card-state') === 'open', card);
		await waitFor(tab, `${card} .addtocart-area [name="addtocart"]`);
	});
});
