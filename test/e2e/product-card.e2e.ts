import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { heldChunk } from './island-chunks.ts';
import { ready } from './ready.ts';

// Frames and full page loads on a shared two-core machine: allow more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const screws = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno';
const paints = '/prodotti/vernici-e-pitture/pitture-murali';
const card = (id: number) => `[data-vetrina="product-card"][data-product-id="${id}"]`;

/** Scrolls a card into view and waits until its island is drawn and every island is settled. */
async function readyInView(page: Page, id: number) {
	await page.locator(card(id)).scrollIntoViewIfNeeded();
	await ready(page, card(id));
	await islandsSettled(page);
}

const cartVisible = (page: Page, id: number) =>
	page.locator(`${card(id)} .addtocart-area`).evaluate((el) => getComputedStyle(el).visibility === 'visible' && !(el as HTMLElement).inert);

describe('product card', () => {
	const shop = useShop();
	// One page at a time: the machine's two cores are shared.
	afterEach(async () => Promise.all(shop.browser.contexts().map((context) => context.close())));

	describe('given a card with variants and an add-to-cart form', () => {
		it('is folded from the first paint: the hover bar where the form stood, nothing moves as the island mounts, no blank band', async () => {
			const plain = await shop.open(screws, { javaScriptEnabled: false });
			expect(await plain.page.locator(`${card(1)} .vp-card-hover`).isHidden()).toBe(true);
			expect(await plain.page.locator(`${card(1)} .addtocart-area`).isVisible()).toBe(true);
			await plain.page.context().close();

			// The island's chunk held: what the page paints before the island mounts.
			const hold = heldChunk('product-card');
			const { page, errors } = await shop.open(screws, {}, { prepare: hold.prepare, waitUntil: 'domcontentloaded' });
			await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
			const size = async () => {
				const box = (await page.locator(card(1)).boundingBox())!;
				return { width: box.width, height: box.height };
			};
			const before = await size();
			expect(await page.locator(`${card(1)} .vp-show-variants`).isVisible()).toBe(true);
			expect(await cartVisible(page, 1)).toBe(false);
			hold.release();
			await readyInView(page, 1);
			expect(await size()).toEqual(before);
			expect(await page.locator(`${card(1)} .vp-show-variants`).isVisible()).toBe(true);
			expect(await cartVisible(page, 1)).toBe(false);
			// No room kept for the folded form: in the first row, the bar follows the lowest price block (cards in a row
			// are as tall as the tallest), and the bar's last button ends at the card's padding.
			const gaps = await page.evaluate(() =>
				[1, 2, 3].map((id) => {
					const el = document.querySelector(`[data-vetrina="product-card"][data-product-id="${id}"]`)!;
					const box = (selector: string) => el.querySelector(selector)!.getBoundingClientRect();
					return {
						belowPrice: box('.vp-card-hover').top - box('.vm3pr-2').bottom,
						belowBar: el.getBoundingClientRect().bottom - box('.vp-hover-addtocart').bottom,
					};
				}),
			);
			expect(Math.min(...gaps.map((gap) => gap.belowPrice))).toBeLessThanOrEqual(8);
			for (const gap of gaps) expect(gap.belowBar).toBeLessThanOrEqual(14);
			expect(errors).toEqual([]);
		});

		it('lays the opened form over the card, which keeps its size', async () => {
			const { page, errors } = await shop.open(screws);
			await readyInView(page, 1);
			const folded = (await page.locator(card(1)).boundingBox())!;
			await page.locator(`${card(1)} .vp-show-variants`).click();
			expect(await cartVisible(page, 1)).toBe(true);
			expect((await page.locator(card(1)).boundingBox())!).toEqual(folded);
			// The whole form inside the card, above its bottom padding.
			const area = (await page.locator(`${card(1)} .addtocart-area`).boundingBox())!;
			expect(area.y).toBeGreaterThan(folded.y);
			expect(area.y + area.height).toBeLessThanOrEqual(folded.y + folded.height);
			expect(errors).toEqual([]);
		});

		it('reveals the variants and the add-to-cart on "Mostra varianti", folds again on mouse-out', async () => {
			const { page, errors } = await shop.open(screws);
			await readyInView(page, 1);
			await page.locator(`${card(1)} .vp-show-variants`).click();
			expect(await cartVisible(page, 1)).toBe(true);
			expect(await page.locator(`${card(1)} .vp-show-variants`).getAttribute('aria-expanded')).toBe('true');
			await page.locator(card(1)).screenshot({ path: '/tmp/card-open.png' });
			await page.mouse.move(5, 5);
			expect(await cartVisible(page, 1)).toBe(false);
			expect(errors).toEqual([]);
		});

		it('works by keyboard: Enter opens, Esc folds and returns focus, leaving the card folds it', async () => {
			const { page, errors } = await shop.open(screws);
			await readyInView(page, 1);
			await page.locator(`${card(1)} .vp-show-variants`).focus();
			await page.keyboard.press('Enter');
			expect(await cartVisible(page, 1)).toBe(true);
			expect(await page.evaluate(() => document.activeElement?.matches('select.cvselection'))).toBe(true);
			await page.keyboard.press('Escape');
			expect(await cartVisible(page, 1)).toBe(false);
			expect(await page.evaluate(() => document.activeElement?.className)).toContain('vp-show-variants');
			await page.keyboard.press('Enter');
			await page.locator(`${card(2)} .vp-show-variants`).focus();
			expect(await cartVisible(page, 1)).toBe(false);
			expect(errors).toEqual([]);
		});

		it('submits the add-to-cart form from the hover button (touch works the same)', async () => {
			const { page, errors } = await shop.open(screws, { hasTouch: true });
			await readyInView(page, 2);
			await page.evaluate((selector) => {
				const form = document.querySelector(`${selector} form.product`)!;
				// Record the submit and keep the page here: what happens next is the product-form island's.
				form.addEventListener('submit', (event) => {
					(window as { submitted?: string }).submitted = ((event as SubmitEvent).submitter as HTMLInputElement | null)?.name;
					event.preventDefault();
				});
			}, card(2));
			await page.locator(`${card(2)} .vp-hover-addtocart`).tap();
			expect(await page.evaluate(() => (window as { submitted?: string }).submitted)).toBe('addtocart');
			expect(errors).toEqual([]);
		});
	});

	describe('given a variant chosen in an open card', () => {
		it('goes to the variant page (a listing has no product container to update)', async () => {
			const { page, errors } = await shop.open(screws);
			await readyInView(page, 1);
			await page.locator(`${card(1)} .vp-show-variants`).click();
			await page.waitForSelector(`${card(1)} select.cvselection[data-island-state="ready"]`);
			await shop.clearLog();
			await Promise.all([
				page.waitForURL(/vite-legno-torx-4x30-mm-10pz-detail$/),
				page
					.locator(`${card(1)} select.cvselection`)
					.nth(1)
					.selectOption('10 PZ'),
			]);
			expect((await shop.log()).some((r) => r.query.dynamic === '1')).toBe(false);
			expect(errors).toEqual([]);
		});
	});

	describe('given an unavailable product (notify link, disabled button)', () => {
		it('keeps its server markup: the notify link in view, the hover bar hidden', async () => {
			const { page, errors } = await shop.open(screws);
			await readyInView(page, 11);
			expect(await page.locator(`${card(11)} .vp-hover-addtocart`).isDisabled()).toBe(true);
			expect(await page.locator(`${card(11)} .vp-card-hover`).isHidden()).toBe(true);
			expect(await page.locator(`${card(11)} a.notify`).isVisible()).toBe(true);
			expect(await page.locator(card(11)).getAttribute('data-card-state')).toBeNull();
			expect(errors).toEqual([]);
		});
	});

	describe('given a product whose options must be chosen', () => {
		it('goes to the product page from the hover add-to-cart', async () => {
			const { page, errors } = await shop.open(paints);
			await readyInView(page, 93);
			const href = await page.locator(`${card(93)} a.vp-choose-options`).getAttribute('href');
			await Promise.all([page.waitForURL((url) => url.pathname === href), page.locator(`${card(93)} .vp-hover-addtocart`).click()]);
			expect(errors).toEqual([]);
		});
	});

	describe('at 390 px', () => {
		it('folds the card with no blank band between the price and the hover bar', async () => {
			const { page, errors } = await shop.open(screws, { viewport: { width: 390, height: 844 } });
			await readyInView(page, 1);
			const gap = await page.locator(card(1)).evaluate((el) => {
				const box = (selector: string) => el.querySelector(selector)!.getBoundingClientRect();
				return box('.vp-card-hover').top - box('.vm3pr-2').bottom;
			});
			// One card a row: the bar follows its own price block.
			expect(gap).toBeLessThanOrEqual(8);
			expect(errors).toEqual([]);
		});
	});

	describe('given ratings in the listing (rating island)', () => {
		it('shows 5 read-only stars with half stars and hints, "Nessuna valutazione" without a score, in the same box', async () => {
			const plain = await shop.open(screws, { javaScriptEnabled: false });
			const boxes = await plain.page.locator('.vp-rating').evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().toJSON()));
			await plain.page.context().close();
			const { page, errors } = await shop.open(screws);
			await page.waitForSelector(`${card(3)} .vp-rating[data-island-state="ready"]`);
			const rating = (id: number) => page.locator(`${card(id)} .vp-rating`);
			expect(await rating(2).getAttribute('aria-label')).toBe('Valutazione: 3,5 su 5');
			expect(await rating(2).getAttribute('role')).toBe('img');
			expect(
				await rating(2)
					.locator('.vetrina-star')
					.evaluateAll((stars) => stars.map((s) => s.className.replace('vetrina-star vetrina-star--', ''))),
			).toEqual(['full', 'full', 'full', 'half', 'empty']);
			expect(
				await rating(2)
					.locator('.vetrina-star')
					.evaluateAll((stars) => stars.map((s) => s.getAttribute('title'))),
			).toEqual(['1 Stella', '2 Stelle', '3 Stelle', '4 Stelle', '5 Stelle']);
			expect(await rating(1).getAttribute('aria-label')).toBe('Valutazione: 4 su 5');
			expect(await rating(3).getAttribute('aria-label')).toBe('Nessuna valutazione');
			expect(await rating(3).textContent()).toContain('Nessuna valutazione');
			expect(await rating(3).locator('.vetrina-star--empty').count()).toBe(5);
			const after = await page.locator('.vp-rating').evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().toJSON()));
			expect(after.map((b) => [b.width, b.height])).toEqual(boxes.map((b) => [b.width, b.height]));
			await rating(2).screenshot({ path: '/tmp/rating.png' });
			expect(errors).toEqual([]);
		});
	});
});
