import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT } from './lists-helpers.ts';

const CATEGORY = '/prodotti/abrasivi/dischi-abrasivi';

/** Animations and transitions that take time right now (zero-length ones are how reduced motion is done). */
const moving = (page: Page): Promise<string[]> =>
	page.evaluate(() =>
		document
			.getAnimations()
			.filter((a) => Number(a.effect?.getTiming().duration) > 0 && a.playState === 'running')
			.map(
				(a) =>
					`${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty}: ${((a.effect as KeyframeEffect).target as Element)?.className}`,
			),
	);

/** How far the brands have scrolled, in whole pixels (Embla settles by fractions of a pixel). */
const brandsOffset = (page: Page) =>
	page.locator('.vp-carousel-manufacturer .vp-carousel-track').evaluate((track) => Math.round(new DOMMatrix(getComputedStyle(track).transform).m41));

describe('motion and touch', { timeout: 60_000 }, () => {
	const shop = useShop();
	const opened: string[][] = [];
	afterEach(async () => {
		for (const errors of opened.splice(0)) expect(errors).toEqual([]);
		await Promise.all(shop.browser.contexts().map((context) => context.close()));
	});

	async function open(path: string, options: Parameters<typeof shop.open>[1] = {}): Promise<Page> {
		const { page, errors } = await shop.open(path, options);
		opened.push(errors);
		await islandsSettled(page);
		return page;
	}

	/** The page again under Playwright's clock (time flows as usual until a test fast-forwards it). */
	async function underClock(page: Page): Promise<Page> {
		await page.clock.install();
		await page.reload();
		await islandsSettled(page);
		return page;
	}

	describe('given prefers-reduced-motion: reduce', () => {
		const reduced = { reducedMotion: 'reduce' } as const;

		it('should scroll to the top at once, with no smooth scrolling in the page', async () => {
			const page = await open('/', reduced);
			expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
			await page.evaluate(() => window.scrollTo(0, 1500));
			await page.click('.vp-scroll-top');
			expect(await page.evaluate(() => window.scrollY)).toBe(0);
			// Without the preference the same button glides over 500 ms (docs/behaviour.md#constants-and-timings): the check above can fail.
			await page.emulateMedia({ reducedMotion: 'no-preference' });
			await page.evaluate(() => window.scrollTo(0, 1500));
			await page.click('.vp-scroll-top');
			expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
		});

		it('should not autoplay the manufacturer carousel (which moves every 5 s otherwise)', async () => {
			const page = await underClock(await open('/', reduced));
			await page.locator('.vp-carousel-manufacturer').scrollIntoViewIfNeeded();
			await page.waitForSelector('.vp-carousel-manufacturer.vetrina-carousel');
			const start = await brandsOffset(page);
			await page.clock.runFor(5600); // more than one autoplay period, fast-forwarded
			expect(await brandsOffset(page)).toBe(start);
		});

		it('should autoplay the brands without the preference (control), until its stop button is pressed (WCAG 2.2.2)', async () => {
			const page = await underClock(await open('/'));
			await page.mouse.move(0, 0);
			await page.locator('.vp-carousel-manufacturer').scrollIntoViewIfNeeded();
			await page.waitForSelector('.vp-carousel-manufacturer.vetrina-carousel');
			const start = await brandsOffset(page);
			await expect.poll(() => brandsOffset(page), { timeout: 8000, interval: 250 }).not.toBe(start);
			const stop = page.getByRole('button', { name: 'Ferma lo scorrimento dei marchi' });
			await stop.click();
			expect(await page.locator('.vetrina-carousel-stop').getAttribute('aria-label')).toBe('Riprendi lo scorrimento dei marchi');
			// Neither hover nor focus holds it now: only the button does.
			await page.mouse.move(0, 0);
			await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
			await page.clock.runFor(1000); // a slide move under way when stopped ends first
			const stopped = await brandsOffset(page);
			await page.clock.runFor(5600); // more than one autoplay period, fast-forwarded
			expect(await brandsOffset(page)).toBe(stopped);
		});

		it('should dismiss the cookie banner without its slide animation, and open dialogs and menus without motion', async () => {
			const page = await open(PRODUCT.path, reduced);
			// Read before the click: with no slide to wait for, the banner may be gone by the time the click returns.
			expect(await page.locator('.vp-cookie-banner').evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s/);
			await page.click('.vp-cookie-accept');
			expect(await moving(page)).toEqual([]);
			await page.waitForSelector('.vp-cookie-banner', { state: 'detached', timeout: 1200 });
			await page.click('input[name="addtocart"]');
			await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
			expect(await moving(page)).toEqual([]);
			await page.keyboard.press('Escape');
			await page.setViewportSize({ width: 390, height: 844 });
			await page.click('.vp-offcanvas-toggle');
			await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'opened');
			expect(await moving(page)).toEqual([]);
		});
	});

	describe('given a touch screen', () => {
		const touch = { hasTouch: true, isMobile: true, viewport: { width: 1024, height: 768 } } as const;

		it('should open a mega menu submenu on the first tap instead of following the link', async () => {
			const page = await open('/', touch);
			const item = page.locator('.vp-menu-item.has-children').first();
			const url = page.url();
			await item.locator('.vp-menu-link').tap();
			await item.locator('.vp-megamenu-panel').waitFor({ state: 'visible' });
			expect(page.url()).toBe(url);
		});

		it('should open the language and currency lists on tap', async () => {
			const page = await open('/', touch);
			for (const id of ['#vp-lang-switcher', '#vp-currency-switcher']) {
				await page.locator(`${id} .vp-switcher-toggle`).tap();
				await page.locator(`${id} .vp-switcher-list`).waitFor({ state: 'visible' });
				expect(await page.locator(`${id} .vp-switcher-toggle`).getAttribute('aria-expanded')).toBe('true');
			}
		});

		it('should open the header dropdowns on tap', async () => {
			const page = await open('/', touch);
			for (const list of ['mini-cart', 'compare', 'wishlist']) {
				await page.locator(`[data-vetrina="${list}"] [aria-controls]`).tap();
				await page.locator(`[data-vetrina="${list}"] .vp-dropdown-panel`).waitFor({ state: 'visible' });
			}
		});

		it("should reveal a product card's variants and add to cart on tap", async () => {
			const page = await open(CATEGORY, touch);
			const id = await page
				.locator('[data-vetrina="product-card"][data-card-state="collapsed"]:has(.vp-show-variants:not([hidden]))')
				.first()
				.getAttribute('data-product-id');
			const card = page.locator(`[data-vetrina="product-card"][data-product-id="${id}"]`);
			await card.scrollIntoViewIfNeeded();
			await card.locator('.vp-show-variants').tap();
			await expect.poll(() => card.getAttribute('data-card-state')).toBe('open');
			expect(await card.locator('.addtocart-area select').first().isVisible()).toBe(true);
			expect(await card.locator('.addtocart-area [name="addtocart"]').isVisible()).toBe(true);
		});
	});
});
