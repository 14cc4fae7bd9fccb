import { describe, expect, it } from 'vitest';
import { useShop } from './harness.ts';
import { heldChunk } from './island-chunks.ts';

const shop = useShop();

const CATEGORY = '/prodotti/elettroutensili';
const SORT_FORM = 'form[data-vetrina="sort-form"]';

/** The amounts of the cards' prices, in the order shown. */
const shownPrices = (page: import('playwright-core').Page) =>
	page.$$eval('.browse-view [data-vm="product-container"] span.PricesalesPrice', (spans) =>
		spans.map((span) => Number(span.textContent!.replace(/[^\d,]/g, '').replace(',', '.'))),
	);

describe('the category sort select', () => {
	it('should load the page sorted by price as soon as "Prezzo crescente" is chosen, with the form\'s exact fields', async () => {
		const { page, errors } = await shop.open(CATEGORY);
		await page.waitForSelector(`${SORT_FORM}[data-island-state="ready"]`, { state: 'attached' });
		await page.waitForSelector('select[name="orderby"][data-island-state="ready"]', { state: 'attached' });
		const before = await shownPrices(page);
		expect(before).not.toEqual([...before].sort((a, b) => a - b)); // the default order is not by price already
		// "Aggiorna" stays in the form for the keyboard, out of sight, in its place.
		const update = page.locator(`${SORT_FORM} button[type="submit"]`);
		expect(await update.evaluate((button) => [getComputedStyle(button).opacity, (button as HTMLButtonElement).tabIndex])).toEqual(['0', 0]);
		await shop.clearLog();
		const combo = page.locator('select[name="orderby"] + .vetrina-select [role="combobox"]');
		await combo.click();
		await Promise.all([
			page.waitForURL((url) => url.searchParams.get('orderby') === 'price'),
			page.locator('select[name="orderby"] + .vetrina-select [role="option"]', { hasText: 'Prezzo crescente' }).click(),
		]);
		const pages = (await shop.log()).filter((r) => r.path === CATEGORY);
		expect(pages.map((r) => [r.method, r.query])).toEqual([['GET', { orderby: 'price', limit: '24' }]]);
		const after = await shownPrices(page);
		expect(after.length).toBeGreaterThan(1);
		expect(after).toEqual([...before].sort((a, b) => a - b));
		expect(await page.$eval('select[name="orderby"]', (select) => (select as HTMLSelectElement).value)).toBe('price');
		expect(errors).toEqual([]);
	});

	it('should show "Aggiorna" when the keyboard reaches it, and submit with it', async () => {
		const { page, errors } = await shop.open(CATEGORY);
		await page.waitForSelector(`${SORT_FORM}[data-island-state="ready"]`, { state: 'attached' });
		const limit = page.locator(`${SORT_FORM} select[name="limit"]`);
		await limit.focus();
		await page.keyboard.press('Tab');
		const update = page.locator(`${SORT_FORM} button[type="submit"]`);
		expect(await update.evaluate((button) => button === document.activeElement && getComputedStyle(button).opacity)).toBe('1');
		await Promise.all([page.waitForURL((url) => url.searchParams.get('orderby') === 'ordering'), page.keyboard.press('Enter')]);
		expect(errors).toEqual([]);
	});

	it('should keep "Aggiorna" in sight for an order chosen while the toolbar loaded, and apply it with the button', async () => {
		const hold = heldChunk('sort-form');
		const { page, errors } = await shop.open(CATEGORY, {}, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
		await page.waitForSelector(`${SORT_FORM}[data-island-state="loading"]`, { state: 'attached' });
		await page.selectOption(`${SORT_FORM} select[name="orderby"]`, 'price', { force: true });
		hold.release();
		await page.waitForSelector(`${SORT_FORM}[data-island-state="ready"]`, { state: 'attached' });
		expect(new URL(page.url()).searchParams.get('orderby'), 'nothing submitted by itself').toBeNull();
		const update = page.locator(`${SORT_FORM} button[type="submit"]`);
		expect(await update.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
		await Promise.all([page.waitForURL((url) => url.searchParams.get('orderby') === 'price'), update.click()]);
		expect(errors).toEqual([]);
	});
});
