import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { addToCart, addToList, logIn, PRODUCT } from './lists-helpers.ts';
import { cartFailure } from './cart-messages.ts';

const CART = '/index.php?option=com_virtuemart&view=cart';
const TIERED = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail'; // -5% from 6 pieces

interface Announcement {
	politeness: string;
	text: string;
}

/** Records every text that appears in a `[data-vetrina-announcer]` live region, from the first script on. */
function recordAnnouncements(): void {
	const said: { politeness: string; text: string }[] = [];
	(window as unknown as { __announced: typeof said }).__announced = said;
	new MutationObserver(() => {
		for (const region of document.querySelectorAll<HTMLElement>('[data-vetrina-announcer]')) {
			const text = region.textContent ?? '';
			if (text && region.dataset.recorded !== text) said.push({ politeness: region.dataset.vetrinaAnnouncer!, text });
			region.dataset.recorded = text;
		}
	}).observe(document, { subtree: true, childList: true, characterData: true });
}

const announced = (page: Page): Promise<Announcement[]> => page.evaluate(() => (window as unknown as { __announced: Announcement[] }).__announced);

/** Waits until a live region has said a text matching `pattern`, and returns it. */
async function said(page: Page, pattern: RegExp): Promise<Announcement> {
	await page.waitForFunction(
		(source) => (window as unknown as { __announced: Announcement[] }).__announced.some((a) => new RegExp(source).test(a.text)),
		pattern.source,
	);
	return (await announced(page)).find((a) => pattern.test(a.text))!;
}

/** Every asynchronous result is announced through a live region, with the text asserted. */
describe('live-region announcements', { timeout: 60_000 }, () => {
	const shop = useShop();
	const opened: string[][] = [];

	async function open(path: string, before?: (page: Page) => Promise<void>): Promise<Page> {
		const { page, errors } = await shop.open('/');
		opened.push(errors);
		await page.addInitScript(recordAnnouncements);
		await before?.(page);
		await page.goto(shop.url + path);
		await islandsSettled(page);
		return page;
	}
	afterEach(async () => {
		await shop.clearFaults();
		for (const errors of opened.splice(0)) expect(errors).toEqual([]);
		await Promise.all(shop.browser.contexts().map((context) => context.close()));
	});

	describe('given a product page', () => {
		it('should announce the updated price, politely', async () => {
			const page = await open(TIERED);
			const before = await page.locator('.productdetails-view span.PricesalesPrice').first().textContent();
			await page.fill('.productdetails-view input[name="quantity[]"]', '6');
			await page.locator('.productdetails-view input[name="quantity[]"]').dispatchEvent('change');
			const announcement = await said(page, /^Prezzo aggiornato: /);
			const after = await page.locator('.productdetails-view span.PricesalesPrice').first().textContent();
			expect(after).not.toBe(before);
			expect(announcement).toEqual({ politeness: 'polite', text: `Prezzo aggiornato: ${after}` });
		});

		it('should announce "Prodotto aggiunto al carrello" when the item is added', async () => {
			const page = await open(PRODUCT.path);
			await page.click('input[name="addtocart"]');
			expect(await said(page, /aggiunto al carrello/)).toEqual({ politeness: 'polite', text: 'Prodotto aggiunto al carrello' });
		});

		it('should announce that the item was not added when the call fails', async () => {
			const page = await open(PRODUCT.path);
			await shop.fault({ match: 'task=addJS', fault: '500', times: 1 });
			await page.click('input[name="addtocart"]');
			const announcement = await said(page, /non è stato aggiunto/);
			expect(announcement.politeness).toBe('polite');
			expect(announcement.text).toMatch(/^Il prodotto non è stato aggiunto al carrello\. .+/);
			expect(announcement.text).toBe(await page.locator('.vetrina-pf-notice').textContent());
		});

		it('should announce the compare result, and show the compare error as an alert dialog', async () => {
			const page = await open(PRODUCT.path);
			await page.locator('.vp-product-lists [data-list="compare"][data-island-state="ready"]').click();
			expect(await said(page, /confronto/)).toEqual({ politeness: 'polite', text: `${PRODUCT.name} è stato aggiunto alla lista di confronto.` });
			await page.keyboard.press('Escape');
			for (const id of ['2', '3', '4']) await addToList(page, shop.url, 'compare', id);
			await page.goto(shop.url + TIERED);
			await islandsSettled(page);
			await page.locator('.vp-product-lists [data-list="compare"][data-island-state="ready"]').click();
			const alert = page.getByRole('alertdialog', { name: 'Errore' });
			await alert.waitFor();
			expect(await alert.locator('.vetrina-message').textContent()).toBe('Puoi confrontare al massimo 4 prodotti.');
		});

		it('should announce the wishlist result of a logged-in shopper', async () => {
			const page = await open(PRODUCT.path, logIn);
			await page.locator('.vp-product-lists [data-list="wishlist"][data-island-state="ready"]').click();
			const announcement = await said(page, /desideri/);
			expect(announcement.politeness).toBe('polite');
			expect(announcement.text).toBe((await page.getByRole('dialog', { name: 'Articolo aggiunto' }).locator('.vetrina-message').textContent())?.trim());
		});
	});

	describe('given the cart page with a product', () => {
		const withCart = (page: Page) => addToCart(page, shop.url, '1', 2);

		it('should announce "Carrello aggiornato" after a background update', async () => {
			const page = await open(CART, withCart);
			await page.locator('.cart-summary .quantity-plus').first().click();
			expect(await said(page, /^Carrello aggiornato$/)).toEqual({ politeness: 'polite', text: 'Carrello aggiornato' });
		});

		it('should show a failed update as an alert dialog with the cart error text', async () => {
			const page = await open(CART, withCart);
			await shop.fault({ match: 'tmpl=component', fault: '500', times: 1 });
			await page.locator('.cart-summary .quantity-plus').first().click();
			const alert = page.getByRole('alertdialog');
			await alert.waitFor();
			expect(await alert.locator('.vetrina-message').textContent()).toBe(cartFailure());
			expect((await announced(page)).map((a) => a.text)).not.toContain('Carrello aggiornato');
		});
	});

	describe('given the header search', () => {
		it('should announce the number of results, then "Nessun risultato"', async () => {
			const page = await open('/');
			await page.click('.vp-search-open');
			const answer = await (await page.request.get(`${shop.url}/cerca?keyword=torx&view=ajaxsearch&virtuemart_category_id=0&limitstart=0&limit=10`)).json();
			await page.locator('input[name="keyword"]').pressSequentially('torx', { delay: 60 });
			// A slow machine may answer a prefix ("tor") first and announce its count: wait for the full word's.
			const count = await said(page, new RegExp(`^${answer.count} risultati, usa le frecce`));
			expect(count).toEqual({ politeness: 'polite', text: `${answer.count} risultati, usa le frecce per sceglierne uno` });
			await page.locator('input[name="keyword"]').fill('');
			await page.locator('input[name="keyword"]').pressSequentially('zzqq', { delay: 60 });
			expect(await said(page, /^Nessun risultato$/)).toEqual({ politeness: 'polite', text: 'Nessun risultato' });
		});
	});
});
