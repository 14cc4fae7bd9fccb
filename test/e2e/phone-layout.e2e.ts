import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { islandsSettled, useShop, type ShopPage } from './harness.ts';

/** The demo shop's layout as a shopper sees it, on a phone and on a desktop. */
const CART = '/index.php?option=com_virtuemart&view=cart';
const PRODUCT = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';
const CATEGORY = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno';
const SEARCH_OPEN = '.vp-search-open';

const viewports = [
	{ name: 'phone', width: 390, height: 844 },
	{ name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * Every visible control whose centre a floating fixed element (narrower than half the viewport: scroll buttons,
 * not the header bar) covers, at every scroll position from top to bottom in steps of a fifth of the viewport.
 */
const coveredControls = (page: Page): Promise<string[]> =>
	page.evaluate(async () => {
		const floating = (el: Element | null): Element | null => {
			for (let node = el; node; node = node.parentElement) {
				if (getComputedStyle(node).position === 'fixed') return node.getBoundingClientRect().width < innerWidth / 2 ? node : null;
			}
			return null;
		};
		const controls = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
			(control) => !floating(control),
		);
		const covered = new Set<string>();
		const step = Math.round(innerHeight / 5);
		const end = document.documentElement.scrollHeight - innerHeight;
		for (let y = 0; y <= end + step; y += step) {
			// At once: the page scrolls smoothly (Bootstrap), so a plain scrollTo would still be on its way.
			scrollTo({ top: Math.min(y, end), behavior: 'instant' });
			await new Promise(requestAnimationFrame);
			for (const control of controls) {
				if (!control.checkVisibility({ visibilityProperty: true })) continue;
				const box = control.getBoundingClientRect();
				const x = box.left + box.width / 2;
				const top = box.top + box.height / 2;
				if (box.width < 2 || x < 0 || x >= innerWidth || top < 0 || top >= innerHeight) continue;
				const hit = document.elementFromPoint(x, top);
				const over = hit && !control.contains(hit) ? floating(hit) : null;
				if (over) covered.add(`${control.outerHTML.slice(0, 80)} under ${over.className} at scrollY ${Math.round(scrollY)}`);
			}
		}
		return [...covered];
	});

/**
 * The text boxes of a carousel slide that overlap another or the carousel's prev/next buttons, or stick out of the
 * slide (line boxes of visible text).
 */
const textClashes = (page: Page): Promise<string[]> =>
	page.locator('.vp-carousel-product .vp-carousel-slide').evaluateAll((slides) => {
		const arrows = [...document.querySelectorAll('.vp-carousel-product :is(.vp-carousel-prev, .vp-carousel-next)')]
			.filter((arrow) => arrow.checkVisibility())
			.map((arrow) => ({ text: arrow.className, box: arrow.getBoundingClientRect() }));
		return slides.flatMap((slide, index) => {
			const area = slide.getBoundingClientRect();
			const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
			const boxes: { text: string; box: DOMRect }[] = [];
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement;
				if (
					!node.textContent?.trim() ||
					!parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
					parent.closest('select, script') ||
					// Text for screen readers only (.visually-hidden: a 1 px clipped box).
					parent.getBoundingClientRect().width <= 1
				)
					continue;
				const range = document.createRange();
				range.selectNodeContents(node);
				for (const box of range.getClientRects()) if (box.width > 1 && box.height > 1) boxes.push({ text: node.textContent.trim(), box });
			}
			const clashes: string[] = [];
			for (const [i, a] of boxes.entries()) {
				if (a.box.left < area.left - 0.5 || a.box.right > area.right + 0.5) clashes.push(`slide ${index}: "${a.text}" sticks out`);
				for (const b of [...boxes.slice(i + 1), ...arrows]) {
					const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
					const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
					if (width > 1 && height > 1) clashes.push(`slide ${index}: "${a.text}" overlaps "${b.text}"`);
				}
			}
			return clashes;
		});
	});

describe('phone and desktop layout', { timeout: 120_000 }, () => {
	const shop = useShop();
	afterEach(async () => Promise.all(shop.browser.contexts().map((context) => context.close())));

	/** A shopper who has answered the cookie banner and holds three products in the cart. */
	async function shopper(viewport: { width: number; height: number }): Promise<ShopPage> {
		const opened = await shop.open('/', { viewport });
		const { page } = opened;
		const token = await page.locator('.vp-cookie-banner form input[value="1"]').getAttribute('name');
		await page.request.post(`${shop.url}/consenso-cookie`, { form: { return: '/', [token!]: '1' }, maxRedirects: 0 });
		for (const [id, quantity] of [
			['52', '12'],
			['2', '1'],
			['111', '1'],
		] as const) {
			await page.request.post(`${shop.url}/index.php?option=com_virtuemart`, {
				form: { task: 'add', 'quantity[]': quantity, 'virtuemart_product_id[]': id, option: 'com_virtuemart', view: 'cart' },
				maxRedirects: 0,
			});
		}
		return opened;
	}

	async function visit(page: Page, path: string): Promise<void> {
		await page.goto(shop.url + path);
		await islandsSettled(page);
	}

	describe.each(viewports)('at $width × $height ($name)', (viewport) => {
		it('shows the cart total, every summary amount and every quantity button inside the viewport', async () => {
			const { page, errors } = await shopper(viewport);
			await visit(page, CART);
			const outside = await page.evaluate(() => {
				const clip = document.querySelector('.table-responsive')!.getBoundingClientRect();
				const inside = (box: DOMRect) => box.left >= Math.max(0, clip.left) - 0.5 && box.right <= Math.min(innerWidth, clip.right) + 0.5;
				const parts = [
					...document.querySelectorAll('.cart-summary tfoot td, .vm-cart-item-total, .vm-cart-item-quantity button, .vm-cart-item-quantity input'),
				];
				return { count: parts.length, outside: parts.filter((el) => !inside(el.getBoundingClientRect())).map((el) => el.outerHTML.slice(0, 80)) };
			});
			// 5 summary rows, and per line (3): its total, minus, plus, update, delete and the quantity field.
			expect(outside.count).toBe(5 + 3 * 6);
			expect(outside.outside).toEqual([]);
			expect(await page.locator('.vp-cart-total .PricebillTotal').isVisible()).toBe(true);
			await page.screenshot({ path: `/tmp/phone-layout-cart-${viewport.width}.png`, fullPage: true });
			expect(errors).toEqual([]);
		});

		it('gives the search keyword at least 60 % of the search form', async () => {
			const { page, errors } = await shopper(viewport);
			await visit(page, '/');
			await page.locator(SEARCH_OPEN).click();
			await page.locator('#vp-search-panel').waitFor();
			const form = (await page.locator('#vp-search-panel .vp-search-form').boundingBox())!;
			const keyword = (await page.locator('#vp-search-panel input[name="keyword"]').boundingBox())!;
			expect(keyword.width / form.width).toBeGreaterThanOrEqual(0.6);
			await page.screenshot({ path: `/tmp/phone-layout-search-${viewport.width}.png` });
			expect(errors).toEqual([]);
		});

		it.each([
			['cart', CART],
			['product', PRODUCT],
			['category', CATEGORY],
		])('keeps floating buttons off every control of the %s page at any scroll position', async (_name, path) => {
			const { page, errors } = await shopper(viewport);
			await visit(page, path);
			expect(await page.locator('.vp-scroll-top').isVisible()).toBe(true);
			expect(await coveredControls(page)).toEqual([]);
			expect(errors).toEqual([]);
		});

		it('lays out the listing toolbar in aligned rows, none of them blank', async () => {
			const { page, errors } = await shopper(viewport);
			await visit(page, CATEGORY);
			await page.waitForSelector('.vp-toolbar[data-island-state="ready"]');
			const boxes = await page.locator('.vp-toolbar').evaluate((toolbar) => {
				const box = (el: Element | null) => el!.getBoundingClientRect();
				// What the shopper sees: the count, and each label with its select (the enhanced one once mounted).
				const seen = [...toolbar.querySelectorAll('.vp-results, label')].filter((el) => box(el).height > 0);
				const style = getComputedStyle(toolbar);
				const content = { top: box(toolbar).top + parseFloat(style.paddingTop), bottom: box(toolbar).bottom - parseFloat(style.paddingBottom) };
				const controls = [...toolbar.querySelectorAll('label')].filter((el) => box(el).height > 0).map((el) => box(el.lastElementChild));
				return {
					seen: seen.map((el) => ({ top: box(el).top, bottom: box(el).bottom })),
					content,
					controls: controls.map((b) => ({ right: b.right })),
					right: box(toolbar).right - parseFloat(style.paddingRight),
				};
			});
			// Every row holds something the shopper sees: the first starts and the last ends at the toolbar's padding.
			const rows = [...new Set(boxes.seen.map((b) => Math.round((b.top + b.bottom) / 4)))]; // a row: middles within 2 px
			expect(Math.min(...boxes.seen.map((b) => b.top)) - boxes.content.top).toBeLessThanOrEqual(6);
			expect(boxes.content.bottom - Math.max(...boxes.seen.map((b) => b.bottom))).toBeLessThanOrEqual(1);
			if (viewport.width < 576) {
				// Two deliberate rows on a phone: the count, then the sort select reaching the toolbar's right edge.
				expect(rows).toHaveLength(2);
				expect(boxes.controls).toHaveLength(1);
				expect(Math.abs(boxes.controls[0]!.right - boxes.right)).toBeLessThanOrEqual(1);
			} else {
				// One row on wider screens: the count and every label with its select on one line.
				expect(rows).toHaveLength(1);
			}
			expect(errors).toEqual([]);
		});

		it('lays out the featured carousel with no text overlapping or cut in a slide', async () => {
			const { page, errors } = await shopper(viewport);
			await visit(page, '/');
			const carousel = page.locator('.vp-carousel-product');
			await carousel.scrollIntoViewIfNeeded();
			await page.waitForSelector('.vp-carousel-product[data-island-state="ready"]');
			await islandsSettled(page);
			expect(await page.locator('.vp-carousel-product [data-card-state="collapsed"]').count()).toBeGreaterThan(0);
			expect(await textClashes(page)).toEqual([]);
			await carousel.screenshot({ path: `/tmp/phone-layout-carousel-${viewport.width}.png` });
			expect(errors).toEqual([]);
		});
	});
});
