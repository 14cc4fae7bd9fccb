import { describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT, addToCart } from './lists-helpers.ts';
import { ready } from './ready.ts';
import { openWatched, type Watched } from './watch.ts';

/**
 * Strict Content-Security-Policy: under `script-src 'self'` without `unsafe-inline` or
 * `unsafe-eval`, every page loads its islands and each island's main interaction works with zero
 * violations (the `securitypolicyviolation` events and the console's CSP errors both count).
 */
const shop = useShop({ csp: true });

const PAGES = [
	'/',
	'/prodotti',
	'/prodotti/abrasivi/dischi-abrasivi',
	'/prodotti/fissaggi-e-tasselli/ancoranti-chimici?limit=48',
	PRODUCT.path,
	'/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail',
	'/index.php?option=com_virtuemart&view=cart',
	'/confronta',
	'/lista-desideri',
	'/cerca?keyword=vite',
	'/accedi',
	'/indirizzo?addrtype=BT',
	'/zone-di-consegna',
	'/venditore',
	'/produttori',
	'/condizioni-di-vendita?tmpl=component',
	'/?option=com_virtuemart&view=productdetails&virtuemart_product_id=41&virtuemart_category_id=6&tmpl=component&quickview=1&Itemid=101',
];

async function open(path: string): Promise<Watched> {
	const w = await openWatched(shop, path);
	await islandsSettled(w.page);
	return w;
}

const cspErrors = (w: Watched) => w.consoleErrors.filter((text) => text.includes('Content Security Policy'));

async function expectClean(w: Watched): Promise<void> {
	const seen = await w.recorded();
	expect(seen.violations).toEqual([]);
	expect(cspErrors(w)).toEqual([]);
	expect(seen.rejections).toEqual([]);
	expect(w.errors).toEqual([]);
	await w.page.context().close();
}

describe('strict CSP', { timeout: 60_000 }, () => {
	it('should send the strict policy with every page', async () => {
		const response = await fetch(shop.url + PRODUCT.path);
		expect(response.headers.get('content-security-policy')).toBe("script-src 'self'; object-src 'none'; base-uri 'self'");
	});

	for (const path of PAGES) {
		it(`should mount every island of ${path} with zero violations`, async () => {
			const w = await open(path);
			// The bundle ran (no inline script needed) and no island failed to mount.
			expect(await w.page.evaluate(() => typeof window.Vetrina?.liveCount)).toBe('function');
			const states = await w.page.$$eval('[data-island-state]', (els) => els.map((el) => el.getAttribute('data-island-state')));
			expect(states).not.toContain('error');
			await expectClean(w);
		});
	}

	it('should recalculate, add to cart, add to compare, open the login modal and switch product in place', async () => {
		const w = await open(PRODUCT.path);
		const { page } = w;
		await ready(page, 'form.product');
		await Promise.all([page.waitForResponse((r) => r.url().includes('task=recalculate')), page.click('.productdetails-view .quantity-plus')]);
		await page.click('.productdetails-view input[name="addtocart"]');
		await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
		await page.keyboard.press('Escape');
		await page.locator('.vp-product-lists [data-list="compare"][data-island-state="ready"]').click();
		await page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();
		await page.keyboard.press('Escape');
		await page.click('[data-vetrina="login"]');
		await page.getByRole('dialog', { name: 'Accedi al tuo account' }).waitFor();
		await page.keyboard.press('Escape');
		const first = await page.locator('.productdetails-view h1').textContent();
		await page.click('.productdetails-view a.next-page');
		await page.waitForFunction((old) => document.querySelector('.productdetails-view h1')?.textContent !== old, first);
		await page.click('[data-vetrina="mini-cart"] [aria-controls]');
		await page.waitForSelector('#vp-mini-cart-panel:not([hidden])');
		await expectClean(w);
	});

	it('should open the quick view, reveal a card and suggest in live search', async () => {
		const w = await open('/prodotti/abrasivi/dischi-abrasivi');
		const { page } = w;
		const quick = page.locator('[data-vetrina="quick-view"]').first();
		await quick.scrollIntoViewIfNeeded();
		await ready(page, '[data-vetrina="quick-view"]');
		await quick.click();
		await page.waitForSelector('dialog.vetrina-quick-view .vetrina-frame[data-state="ready"]');
		await page.keyboard.press('Escape');
		await page.waitForSelector('dialog.vetrina-quick-view', { state: 'detached' });
		await page.click('.vp-search-open');
		await page.fill('#vp-search-keyword', 'disco');
		await page.waitForSelector('[role="listbox"] [role="option"][data-url]');
		await expectClean(w);
	});

	it('should update the cart form, load states and dismiss the cookie banner', async () => {
		const w = await open('/__vetrina/requests');
		const { page } = w;
		await addToCart(page, shop.url, '52', 12);
		await page.goto(`${shop.url}/index.php?option=com_virtuemart&view=cart`);
		await ready(page, '#checkoutForm');
		await page.evaluate(() => ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true));
		await page.getByRole('button', { name: /Aumenta la quantità di Silicone/ }).click();
		await page.waitForFunction(() => {
			const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
			return form && !form.old && form.getAttribute('data-island-state') === 'ready';
		});
		await page.goto(`${shop.url}/indirizzo?addrtype=BT`);
		await ready(page, '#virtuemart_country_id_field');
		await page.selectOption('#virtuemart_country_id_field', '81', { force: true });
		await page.waitForSelector('#virtuemart_state_id_field option[value="400"]', { state: 'attached' });
		await ready(page, '[data-vetrina="cookie-banner"]');
		await page.click('.vp-cookie-accept');
		await page.locator('.vp-cookie-banner').waitFor({ state: 'detached' });
		await expectClean(w);
	});
});
