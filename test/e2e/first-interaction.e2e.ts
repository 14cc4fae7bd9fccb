import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './harness.ts';
import { chunkOf, heldChunk } from './island-chunks.ts';
import { ready } from './ready.ts';

// No first interaction is lost while an island's code is on its way. The island's
// chunk is held until the shopper has acted, so the test always exercises a page whose island is not
// ready; the click at 4× CPU throttle, as on a mid-range phone.

const shop = useShop();

const PRODUCT = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail'; // 41
const isRecalc = (r: Request) => r.url().includes('task=recalculate');
/** A sales price the shop never prints: on screen, it can only come from the answer to the replayed click. */
const ANSWERED_PRICE = '77,77 €';

const state = (page: Page, selector: string) => page.locator(selector).first().getAttribute('data-island-state');

describe('the first interaction on a page whose islands are still loading', () => {
	// A page loaded at 4× CPU: longer than the suite's 30 s on a busy machine.
	it('a click on plus 50 ms after DOMContentLoaded raises the quantity once and the price follows', { timeout: 60_000 }, async () => {
		const hold = heldChunk('product-form', 4);
		const { page, errors, requests } = await shop.open(PRODUCT, {}, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
		await page.route('**/index.php?*task=recalculate*', async (route) => {
			const response = await route.fetch();
			await route.fulfill({ response, json: { ...(await response.json()), salesPrice: ANSWERED_PRICE } });
		});
		await page.waitForFunction(() => {
			const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
			return navigation!.domContentLoadedEventStart > 0 && performance.now() >= navigation!.domContentLoadedEventStart + 50;
		});
		// A detail page's form waits for the browser's first idle moment: its code is on its way (`loading`) or its
		// trigger has not fired yet (no state), and either way the press is the island's.
		expect([null, 'loading'], 'the product form island is not ready when the shopper clicks').toContain(await state(page, 'form.product'));
		await page.click('.productdetails-view .quantity-plus');
		hold.release();
		await page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		expect(await page.inputValue('.productdetails-view input[name="quantity[]"]')).toBe('2');
		await expect.poll(() => page.locator('.productdetails-view .product-price span.PricesalesPrice').first().textContent()).toBe(ANSWERED_PRICE);
		// Once: one call, for the quantity the single click made.
		expect(requests.filter(isRecalc).map((r) => new URL(r.url()).searchParams.get('quantity[]'))).toEqual(['2']);
		expect(await page.inputValue('.productdetails-view input[name="quantity[]"]')).toBe('2');
		expect(errors).toEqual([]);
	});

	it('a press whose button goes down while the island loads and comes up once its code is in raises the quantity once', async () => {
		const hold = heldChunk('product-form');
		const { page, errors, requests } = await shop.open(PRODUCT, {}, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
		const box = (await page.locator('.productdetails-view .quantity-plus').boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down();
		expect(await state(page, 'form.product'), 'the press starts the island').toBe('loading');
		const arrived = page.waitForResponse((r) => r.url().endsWith(chunkOf('product-form')));
		hold.release();
		const chunk = await arrived;
		await chunk.finished();
		// The code evaluated (the page's own import of it is done) and, a frame later, the island's turn come (the
		// mount queue yields a task): drawn now, it would replace the plus under the pressed button, and Chromium
		// would send no click.
		await page.evaluate(`import(${JSON.stringify(chunk.url())})`);
		await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
		expect(await state(page, 'form.product'), 'not drawn while the button is down').toBe('loading');
		await page.mouse.up();
		await page.waitForSelector('form.product[data-island-state="ready"]', { state: 'attached' });
		await expect.poll(() => page.inputValue('.productdetails-view input[name="quantity[]"]')).toBe('2');
		await expect.poll(() => requests.filter(isRecalc).map((r) => new URL(r.url()).searchParams.get('quantity[]'))).toEqual(['2']);
		expect(errors).toEqual([]);
	});

	it('a keystroke typed into the search field before live search is ready is kept', async () => {
		const hold = heldChunk('live-search');
		const { page, errors } = await shop.open('/', {}, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
		await page.waitForSelector('[data-vetrina="search-overlay"][data-island-state="ready"]', { state: 'attached' });
		await page.click('.vp-search-open');
		await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'keyword');
		await page.keyboard.type('tra');
		expect(await state(page, 'form[data-vetrina="live-search"]'), 'live search is not ready while the shopper types').toBe('loading');
		hold.release();
		await page.waitForSelector('form[data-vetrina="live-search"][data-island-state="ready"]', { state: 'attached' });
		const typed = await page.evaluate(() => {
			const field = document.activeElement as HTMLInputElement;
			return { name: field.name, value: field.value, caret: field.selectionStart };
		});
		expect(typed).toEqual({ name: 'keyword', value: 'tra', caret: 3 });
		// The field goes on from there: the next keystroke searches for the whole word.
		const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('keyword') === 'trap');
		await page.keyboard.type('p');
		await searched;
		expect(errors).toEqual([]);
	});

	it('a submenu the pointer rests on while the mega menu loads stays open once it is ready, and closes on leaving', async () => {
		const hold = heldChunk('mega-menu');
		const { page, errors } = await shop.open('/', {}, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
		await page.waitForSelector('[data-vetrina="mega-menu"][data-island-state="loading"]', { state: 'attached' });
		const item = page.locator('.vp-menu-item.has-children').first();
		const panel = item.locator('.vp-megamenu-panel');
		await item.locator('.vp-menu-link').hover();
		await panel.waitFor({ state: 'visible' });
		hold.release();
		await ready(page, 'mega-menu');
		expect(await panel.isVisible(), 'the panel under the pointer is still shown').toBe(true);
		expect(await item.locator('.vetrina-mega-toggle').getAttribute('aria-expanded')).toBe('true');
		await page.mouse.move(5, 600);
		await panel.waitFor({ state: 'hidden' });
		expect(errors).toEqual([]);
	});

	it('a phone menu opened through its link while the off-canvas island loads is taken over open, and its close button closes it', async () => {
		const hold = heldChunk('offcanvas');
		const { page, errors } = await shop.open('/', { viewport: { width: 390, height: 844 } }, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
		await page.waitForSelector('[data-vetrina="offcanvas"][data-island-state="loading"]', { state: 'attached' });
		const menu = page.locator('#vp-offcanvas');
		// Without the island the link goes to #vp-offcanvas, and the theme CSS shows the menu by :target.
		await page.click('.vp-offcanvas-toggle');
		await menu.waitFor({ state: 'visible' });
		hold.release();
		await ready(page, 'offcanvas');
		await page.waitForSelector('dialog.vetrina-offcanvas[open] #vp-offcanvas[data-state="opened"]');
		expect(await page.locator('.vp-offcanvas-toggle').getAttribute('aria-expanded')).toBe('true');
		await page.click('.vp-offcanvas-close');
		await menu.waitFor({ state: 'hidden' });
		expect(await page.locator('dialog.vetrina-offcanvas[open]').count()).toBe(0);
		expect(await page.locator('.vp-offcanvas-toggle').getAttribute('aria-expanded')).toBe('false');
		expect(errors).toEqual([]);
	});

	it('a click on the filters toggle before the idle moment its island waits for loads the island and is not lost', async () => {
		// The browser never idle: the filters island would wait for ever.
		const prepare = async (page: Page) => {
			await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
		};
		const { page, errors } = await shop.open('/prodotti/elettroutensili', {}, { prepare });
		const toggle = page.locator('.vp-filters-toggle');
		expect(await state(page, '[data-vetrina="filters"]'), 'the filters island waits for its trigger').toBeNull();
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		await toggle.click();
		await ready(page, 'filters');
		await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
		expect(await page.locator('#vp-filters-body').isHidden()).toBe(true);
		expect(errors).toEqual([]);
	});
});
