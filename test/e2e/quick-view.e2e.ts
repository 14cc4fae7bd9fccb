import type { Frame, Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';

// Frames and full page loads on a shared two-core machine: allow more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const discs = '/prodotti/abrasivi/dischi-abrasivi';
const quickView = (pid: number) => `[data-vetrina="quick-view"][data-product-id="${pid}"]`;
const frameQuery = (pid: number, cid: number) => ({
	option: 'com_virtuemart',
	view: 'productdetails',
	virtuemart_product_id: String(pid),
	virtuemart_category_id: String(cid),
	tmpl: 'component',
	quickview: '1',
	Itemid: '101',
});
const pages = async (shop: { log(): Promise<{ path: string; query: Record<string, string> }[]> }) =>
	(await shop.log()).filter((r) => !/^\/(images|media)\//.test(r.path) && r.query.option !== 'com_ajax');

/** The open quick view's frame once its product page is ready: the shop has logged the frame's request by then. */
async function quickViewFrame(page: Page): Promise<Frame> {
	const handle = await page.waitForSelector('dialog.vetrina-quick-view iframe');
	const frame = (await handle.contentFrame())!;
	await frame.waitForSelector('.productdetails-view[data-island-state="ready"]');
	return frame;
}

async function openQuickView(page: Page, pid: number): Promise<Frame> {
	await page.locator(quickView(pid)).scrollIntoViewIfNeeded();
	await page.waitForSelector(`${quickView(pid)}[data-island-state="ready"]`);
	await page.locator(quickView(pid)).click();
	const frame = await quickViewFrame(page);
	await islandsSettled(page);
	return frame;
}

// One shop and one browser for the file; one page at a time (the machine's two cores are shared).
const shop = useShop();
afterEach(async () => Promise.all(shop.browser.contexts().map((context) => context.close())));

describe('quick view', () => {
	describe('given a quick-view button with product and category ids', () => {
		it('opens a modal whose frame loads exactly the quick-view url', async () => {
			const { page, errors } = await shop.open(discs);
			await islandsSettled(page);
			await shop.clearLog();
			const frame = await openQuickView(page, 58);
			expect(await pages(shop)).toEqual([{ method: 'GET', path: '/', query: frameQuery(58, 13), time: expect.any(Number) }]);
			expect(await page.locator('dialog.vetrina-quick-view').evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
			expect(await frame.locator('h1').textContent()).toMatch(/115 mm grana 60/);
			await page.screenshot({ path: '/tmp/quick-view-1280.png' });
			await page.keyboard.press('Escape');
			await page.waitForSelector('dialog.vetrina-quick-view', { state: 'detached' });
			expect(errors).toEqual([]);
		});

		it('keeps followed links in the frame with tmpl=component&quickview=1&Itemid appended', async () => {
			const { page, errors, requests } = await shop.open(discs);
			const frame = await openQuickView(page, 58);
			await shop.clearLog();
			const href = await frame.locator('a.next-page').getAttribute('href');
			await frame.locator('a.next-page').click();
			await frame.waitForURL((url) => url.pathname === href);
			expect(await pages(shop)).toEqual([{ method: 'GET', path: href, query: { tmpl: 'component', quickview: '1', Itemid: '101' }, time: expect.any(Number) }]);
			expect(new URL(page.url()).pathname).toBe(discs);
			expect(requests.filter((r) => r.resourceType() === 'document' && r.frame() === page.mainFrame())).toHaveLength(1);
			expect(errors).toEqual([]);
		});

		it('sends the parent page to a variant chosen inside (not the frame, no in-place update)', async () => {
			const { page, errors } = await shop.open(discs);
			const frame = await openQuickView(page, 58);
			await shop.clearLog();
			await Promise.all([
				page.waitForURL((url) => url.pathname === `${discs}/disco-lamellare-125mm-p40-detail`),
				frame.locator('select.cvselection').first().selectOption('125 mm'),
			]);
			const log = await pages(shop);
			expect(log.some((r) => r.query.dynamic === '1' || r.query.quickview === '1')).toBe(false);
			expect(log[0]).toMatchObject({ method: 'GET', path: `${discs}/disco-lamellare-125mm-p40-detail`, query: {} });
			expect(errors).toEqual([]);
		});

		it('shows "cannot be loaded" when the frame answers 500', async () => {
			const { page, errors } = await shop.open(discs);
			await islandsSettled(page);
			await shop.fault({ match: 'quickview=1', fault: '500', times: 1 });
			await page.locator(quickView(58)).scrollIntoViewIfNeeded();
			await page.waitForSelector(`${quickView(58)}[data-island-state="ready"]`);
			await page.locator(quickView(58)).click();
			await page.waitForSelector('dialog.vetrina-quick-view [role="alert"]');
			expect(await page.locator('dialog.vetrina-quick-view [role="alert"]').textContent()).toBe(
				'Impossibile caricare il contenuto richiesto. Riprova più tardi.',
			);
			expect(await page.locator('dialog.vetrina-quick-view iframe').count()).toBe(0);
			await shop.clearFaults();
			expect(errors).toEqual([]);
		});
	});

	describe('given a quick-view button without a category id', () => {
		it('opens nothing', async () => {
			const { page, errors } = await shop.open(discs);
			await islandsSettled(page);
			await page.evaluate((selector) => {
				const button = document.querySelector(selector)!;
				const copy = Object.assign(button.cloneNode(true) as HTMLElement, { id: 'no-category' });
				copy.removeAttribute('data-category-id');
				copy.removeAttribute('data-island-state');
				copy.removeAttribute('href');
				button.after(copy);
			}, quickView(58));
			await shop.clearLog();
			await page.locator('#no-category').click();
			// Positive control, in order after it: the real button opens its frame. Had the copy opened
			// anything, it would show by then (a second dialog, or a second product page in the log).
			await page.locator(`${quickView(58)}[data-category-id]`).click();
			await quickViewFrame(page);
			expect(await page.locator('dialog').count()).toBe(1);
			expect(await pages(shop)).toEqual([{ method: 'GET', path: '/', query: frameQuery(58, 13), time: expect.any(Number) }]);
			expect(errors).toEqual([]);
		});
	});

	describe('at 390 px', () => {
		it('fits the screen', async () => {
			const { page, errors } = await shop.open(discs, { viewport: { width: 390, height: 844 } });
			await openQuickView(page, 58);
			const box = (await page.locator('dialog.vetrina-quick-view').boundingBox())!;
			expect(box.width).toBeLessThanOrEqual(390);
			await page.screenshot({ path: '/tmp/quick-view-390.png' });
			expect(errors).toEqual([]);
		});
	});
});

describe('frame modal', () => {
	async function click(page: Page, selector: string) {
		await page.locator(selector).scrollIntoViewIfNeeded();
		await page.waitForSelector(`${selector}[data-island-state="ready"]`);
		await page.locator(selector).click();
	}
	const terms = '.vendor-details-view [data-vetrina="frame-modal"][data-title]';

	describe('given a link with a url and a title', () => {
		it('opens the url in a titled modal frame and gives focus back on close', async () => {
			const { page, errors } = await shop.open('/venditore');
			await islandsSettled(page);
			await shop.clearLog();
			const link = page.locator(terms).first();
			await click(page, terms);
			const frame = (await (await page.waitForSelector('dialog.vetrina-frame-modal iframe')).contentFrame())!;
			await frame.waitForLoadState();
			expect(await pages(shop)).toEqual([{ method: 'GET', path: '/condizioni-di-vendita', query: { tmpl: 'component' }, time: expect.any(Number) }]);
			expect(await page.locator('dialog.vetrina-frame-modal .vetrina-modal__title').textContent()).toBe('Condizioni di vendita');
			await page.screenshot({ path: '/tmp/frame-modal-1280.png' });
			await page.locator('dialog .vetrina-modal__close').click();
			await page.waitForSelector('dialog', { state: 'detached' });
			expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
			expect(errors).toEqual([]);
		});
	});

	describe('given a link without a title', () => {
		it('has no header, a close button and the link text as its name', async () => {
			const { page, errors } = await shop.open('/venditore');
			await islandsSettled(page);
			await click(page, '.vendor-details-view [data-vetrina="frame-modal"]:not([data-title])');
			await page.waitForSelector('dialog.vetrina-frame-modal iframe');
			expect(await page.locator('dialog .vetrina-modal__header').count()).toBe(0);
			expect(await page.locator('dialog .vetrina-modal__close--floating').isVisible()).toBe(true);
			expect(await page.locator('dialog').getAttribute('aria-label')).toBe('Zone di consegna');
			await page.screenshot({ path: '/tmp/frame-modal-untitled-1280.png' });
			expect(errors).toEqual([]);
		});
	});

	describe.each(['404', 'drop'])('given a frame that answers %s', (fault) => {
		it('shows "cannot be loaded"', async () => {
			const { page, errors } = await shop.open('/venditore');
			await islandsSettled(page);
			await shop.fault({ match: 'condizioni-di-vendita?tmpl=component', fault, times: 20 });
			await click(page, terms);
			await page.waitForSelector('dialog [role="alert"]');
			expect(await page.locator('dialog [role="alert"]').textContent()).toBe('Impossibile caricare il contenuto richiesto. Riprova più tardi.');
			await shop.clearFaults();
			expect(errors).toEqual([]);
		});
	});

	describe.each(['javascript:alert(1)', 'https://evil.example/x', ''])('given the url %j', (url) => {
		it('opens nothing', async () => {
			const { page, errors } = await shop.open('/venditore');
			await islandsSettled(page);
			await page.evaluate((value) => {
				const link = Object.assign(document.createElement('button'), { id: 'hostile', textContent: 'Apri' });
				link.dataset.vetrina = 'frame-modal';
				link.dataset.url = value;
				link.dataset.title = 'Ostile';
				document.querySelector('main')!.prepend(link);
			}, url);
			await page.waitForSelector('#hostile[data-island-state="ready"]');
			// The island refuses the url in its click handler and says so.
			const refused = page.waitForEvent('console', (m) => m.text().startsWith('[vetrina:frame-modal] refused url'));
			await page.locator('#hostile').click();
			await refused;
			expect(await page.locator('dialog').count()).toBe(0);
			expect(errors).toEqual([]);
		});
	});
});
