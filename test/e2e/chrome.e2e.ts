import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { islandsSettled, type OpenSteps, useShop } from './harness.ts';
import { ready } from './ready.ts';

// A page load or two per test on a shared two-core machine: under the full run, tests of this file took 7 to 20 s
// and the small select's over 30 (11 s alone). Allow more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const shop = useShop();
/** A listing with the sidebar filters and the order toolbar: the first category of the menu. */
const CATEGORY = '/prodotti/fissaggi-e-tasselli';

/**
 * Brings every part of the page into sight once, a viewport at a time with a frame each, then goes back to the
 * top: every island due when seen is due. Instant steps: the theme scrolls smoothly, and Chromium's `scrollTo`
 * then answers only once the glide has ended, some 1.3 s each way on a listing and more on busy cores.
 */
const passOverPage = (page: Page) =>
	page.evaluate(async () => {
		const frame = () => new Promise((done) => requestAnimationFrame(done));
		for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
			window.scrollTo({ top, behavior: 'instant' });
			await frame();
		}
		window.scrollTo({ top: 0, behavior: 'instant' });
		await frame();
	});

async function open(path: string, width = 1280, options: Parameters<typeof shop.open>[1] = {}, steps: OpenSteps = {}) {
	const opened = await shop.open(path, { viewport: { width, height: 900 }, ...options }, steps);
	await passOverPage(opened.page);
	await islandsSettled(opened.page);
	return opened;
}

/** A page under Playwright's clock from its first script: time flows as usual until a test fast-forwards it with `runFor`. */
const openUnderClock = (path: string, width = 1280, options: Parameters<typeof shop.open>[1] = {}) =>
	open(path, width, options, { prepare: (page) => page.clock.install() });

const active = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

/** Records every value an attribute takes on an element, from now on. */
const watch = (page: Page, selector: string, name: string) =>
	page.evaluate(
		([selector, name]) => {
			const el = document.querySelector(selector)!;
			const seen: string[] = [];
			(window as unknown as { seen: string[] }).seen = seen;
			new MutationObserver(() => seen.push(el.getAttribute(name) ?? '')).observe(el, { attributeFilter: [name] });
		},
		[selector, name] as const,
	);
const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

/** Scrolls to `y`, then waits two frames after it got there: the scroll handlers (one per frame) have run. */
const scrollAndPaint = (page: Page, y: number) =>
	page.evaluate(async (top) => {
		window.scrollTo({ top, behavior: 'instant' });
		const frame = () => new Promise((done) => requestAnimationFrame(done));
		while (Math.round(window.scrollY) !== top) await frame();
		await frame();
		await frame();
	}, y);

/** The first product slide's left edge once it has held still for 150 ms (a slide move has ended). */
const firstSlideAtRest = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<number>((done) => {
				const slide = document.querySelector('[data-kind="product"] .vp-carousel-slide')!;
				const viewport = document.querySelector('[data-kind="product"] .vp-carousel-viewport')!;
				let last = Number.NaN;
				const look = () => {
					// Within the carousel's viewport: a shift of the page around it is no move of the slides.
					const left = slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
					if (left === last) done(left);
					else setTimeout(look, 150, (last = left));
				};
				look();
			}),
	);

describe('off-canvas menu', () => {
	it('should go closed → opening → opened → closing → closed, trap focus, and return it', async () => {
		const { page, errors } = await open('/', 390);
		await ready(page, 'offcanvas');
		const menu = page.locator('#vp-offcanvas');
		expect(await menu.getAttribute('data-state')).toBe('closed');
		await watch(page, '#vp-offcanvas', 'data-state');
		await page.click('.vp-offcanvas-toggle');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'opened');
		expect(await page.locator('.vp-offcanvas-close').getAttribute('title')).toBe('Chiudi');
		expect(await page.locator('.vp-offcanvas-toggle').getAttribute('aria-expanded')).toBe('true');
		expect(await page.locator('#vp-offcanvas .vp-offcanvas-footer').isVisible()).toBe(true);
		expect(await active(page)).toContain('vp-offcanvas-close');
		// The browser's modal dialog makes the page inert: the header is out of reach of the pointer too.
		expect(await page.evaluate(() => document.querySelector(':modal')?.contains(document.querySelector('#vp-offcanvas')))).toBe(true);
		expect(await page.evaluate(() => document.elementFromPoint(innerWidth - 5, 5)?.closest('.vp-header') ?? null)).toBeNull();
		for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.querySelector('#vp-offcanvas')!.contains(document.activeElement))).toBe(true);
		await page.screenshot({ path: '/tmp/offcanvas-390.png' });
		await page.keyboard.press('Escape');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'closed');
		expect(await seen(page)).toEqual(['opening', 'opened', 'closing', 'closed']);
		expect(await active(page)).toContain('vp-offcanvas-toggle');
		expect(await page.evaluate(() => document.querySelector(':modal'))).toBeNull();
		expect(errors).toEqual([]);
	});

	it('should close with its close button, when the window widens, and when another menu opens', async () => {
		const { page } = await open('/', 390);
		await ready(page, 'offcanvas');
		await page.click('.vp-offcanvas-toggle');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'opened');
		await page.click('.vp-offcanvas-close');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'closed');

		await page.click('.vp-offcanvas-toggle');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'opened');
		await page.evaluate(() => {
			const times = { resized: 0, closing: 0 };
			(window as unknown as { times: typeof times }).times = times;
			addEventListener('resize', () => (times.resized = performance.now()));
			const menu = document.querySelector('#vp-offcanvas')!;
			new MutationObserver(() => menu.getAttribute('data-state') === 'closing' && (times.closing ||= performance.now())).observe(menu, {
				attributeFilter: ['data-state'],
			});
		});
		await page.setViewportSize({ width: 1100, height: 900 });
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'closed', null, { timeout: 3000 });
		const times = await page.evaluate(() => (window as unknown as { times: { resized: number; closing: number } }).times);
		expect(times.closing - times.resized).toBeGreaterThanOrEqual(200); // Debounced resize.

		await page.setViewportSize({ width: 390, height: 900 });
		await page.evaluate(() => {
			document.body.insertAdjacentHTML(
				'beforeend',
				'<button type="button" id="second-toggle" aria-controls="second-menu">Filtri</button><nav id="second-menu" class="vp-offcanvas" data-vetrina="offcanvas"><a class="vp-offcanvas-close" href="#">x</a></nav>',
			);
		});
		await page.waitForSelector('#second-menu[data-island-state="ready"]', { state: 'attached' });
		await page.click('.vp-offcanvas-toggle');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'opened');
		await page.evaluate(() => (document.querySelector('#second-toggle') as HTMLElement).click());
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'closed');
		expect(await page.locator('#second-menu').getAttribute('data-state')).toMatch(/opening|opened/);
	});
});

describe('mega menu', () => {
	it('should open a submenu after 100 ms of hover and close it after leaving', async () => {
		const { page, errors } = await open('/');
		await ready(page, 'mega-menu');
		const item = page.locator('.vp-menu-item.has-children').first();
		const panel = item.locator('.vp-megamenu-panel');
		// Timed inside the page: a loaded machine delays Playwright's steps, not the page's clock.
		await page.evaluate(() => {
			const el = document.querySelector('.vp-menu-item.has-children')!;
			const shown = el.querySelector('.vp-megamenu-panel')!;
			const times: { enter?: number; open?: number } = {};
			(window as unknown as { hoverTimes: typeof times }).hoverTimes = times;
			el.addEventListener('pointerenter', () => (times.enter ??= performance.now()));
			const watch = () => (shown.checkVisibility() ? (times.open = performance.now()) : requestAnimationFrame(watch));
			requestAnimationFrame(watch);
		});
		await item.locator('.vp-menu-link').hover();
		await page.waitForFunction(() => (window as unknown as { hoverTimes: { open?: number } }).hoverTimes.open !== undefined);
		const { enter, open: opened } = await page.evaluate(() => (window as unknown as { hoverTimes: { enter: number; open: number } }).hoverTimes);
		expect(opened - enter).toBeGreaterThanOrEqual(100);
		await page.screenshot({ path: '/tmp/mega-1280.png' });
		await page.mouse.move(5, 600);
		await panel.waitFor({ state: 'hidden', timeout: 2000 });
		expect(errors).toEqual([]);
	});

	it('should open by keyboard with a disclosure button and close on Esc', async () => {
		const { page } = await open('/');
		await ready(page, 'mega-menu');
		await page.locator('.vp-menu-link').first().focus();
		await page.keyboard.press('Tab');
		const toggle = page.locator('.vetrina-mega-toggle').first();
		expect(await active(page)).toContain('vetrina-mega-toggle');
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		await page.keyboard.press('Enter');
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
		expect(await panel.isVisible()).toBe(true);
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.closest('.vp-megamenu-panel') !== null)).toBe(true);
		await page.keyboard.press('Escape');
		expect(await panel.isVisible()).toBe(false);
		expect(await active(page)).toContain('vetrina-mega-toggle');
	});

	it('should open on the first tap without navigating, and follow the link on the second', async () => {
		const { page } = await open('/', 1280, { hasTouch: true });
		await ready(page, 'mega-menu');
		const link = page.locator('.vp-menu-item.has-children .vp-menu-link').first();
		const href = await link.getAttribute('href');
		await link.tap();
		// The panel opening is the island's answer to the tap (a navigation would have started within the tap).
		await page.locator('.vp-menu-item.has-children .vp-megamenu-panel').first().waitFor();
		expect(new URL(page.url()).pathname).toBe('/');
		await Promise.all([page.waitForURL((u) => u.pathname === href), link.tap()]);
	});
});

describe('sticky header', () => {
	it('should stick once scrolled 122 px, keeping its room, with no layout shift', async () => {
		const { page, errors } = await open('/');
		await ready(page, 'sticky-header');
		await page.evaluate(() => {
			(window as unknown as { shifts: number }).shifts = 0;
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shifts: number }).shifts += entry.value;
			}).observe({ type: 'layout-shift', buffered: false });
		});
		const header = page.locator('.vp-header');
		const height = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
		for (const y of [40, 80, 121]) await scrollAndPaint(page, y);
		// Unset until the header first sticks: whether open()'s scroll to the bottom came before the island
		// (idle trigger) is a race, so not stuck is "false" or no attribute at all.
		expect((await header.getAttribute('data-sticky')) ?? 'false').toBe('false');
		for (const y of [122, 200, 400, 800]) await scrollAndPaint(page, y);
		expect(await header.getAttribute('data-sticky')).toBe('true');
		// It slides in: measure where it comes to rest.
		await header.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
		// Its parent is the body: it sticks in place, keeping its own room in the flow.
		expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
		expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
		expect(await header.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(height);
		expect(await page.locator('.vetrina-sticky-placeholder').count()).toBe(0);
		await page.screenshot({ path: '/tmp/sticky-1280.png' });
		await scrollAndPaint(page, 0);
		expect(await header.getAttribute('data-sticky')).toBe('false');
		const cls = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
		console.info(`[report] CLS while the header sticks and unsticks: ${cls}`);
		expect(cls).toBe(0);
		expect(errors).toEqual([]);
	});
});

describe('sidebar filters', () => {
	it('should collapse and expand with its toggle, exposing aria-expanded and aria-controls', async () => {
		const { page, errors } = await open(CATEGORY);
		await ready(page, 'filters');
		const toggle = page.locator('.vp-filters-toggle');
		const body = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		expect(await body.isVisible()).toBe(true);
		await toggle.click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		expect(await body.isVisible()).toBe(false);
		await toggle.press('Enter');
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		expect(await body.isVisible()).toBe(true);
		expect(errors).toEqual([]);
	});
});

describe('scroll buttons', () => {
	it('should scroll to the top over about 500 ms, and to the bottom', async () => {
		const { page } = await open('/');
		await ready(page, 'scroll-buttons');
		await page.evaluate(() => window.scrollTo(0, 1200));
		await page.waitForFunction(() => window.scrollY === 1200);
		// Times taken in the page: the click, and every scroll on the way (positions may wobble by a pixel
		// as the header sticks and unsticks, so only the time is asserted).
		await page.evaluate(() => {
			const w = window as unknown as { clickedAt: number; path: [number, number][] };
			w.path = [];
			document.querySelector('.vp-scroll-top')!.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true });
			addEventListener('scroll', () => w.path.push([performance.now(), scrollY]));
		});
		await page.click('.vp-scroll-top');
		await page.waitForFunction(() => window.scrollY === 0);
		const { clickedAt, path } = await page.evaluate(() => {
			const w = window as unknown as { clickedAt: number; path: [number, number][] };
			return { clickedAt: w.clickedAt, path: w.path };
		});
		// Not a jump: the top is reached no sooner than the animation's end (a jump lands within the click).
		expect(path.at(-1)![0] - clickedAt).toBeGreaterThanOrEqual(450);
		await page.click('.vp-scroll-bottom');
		await page.waitForFunction(() => Math.abs(window.scrollY + innerHeight - document.documentElement.scrollHeight) < 2);
	});

	it('should jump at once under reduced motion', async () => {
		const { page } = await open('/');
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await ready(page, 'scroll-buttons');
		await page.evaluate(() => window.scrollTo(0, 1200));
		await page.waitForFunction(() => window.scrollY === 1200);
		await page.click('.vp-scroll-top'); // waits for the button to show
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
	});
});

describe('top-bar switchers', () => {
	it('should put the chosen id into the hidden field and submit, with the mouse', async () => {
		const { page, errors } = await open('/');
		await ready(page, 'switcher');
		const toggle = page.locator('#vp-lang-switcher .vp-switcher-toggle');
		await toggle.click();
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), page.click('#vp-lang-switcher button[data-value="en"]')]);
		expect(new URLSearchParams(request.postData() ?? '').get('lang')).toBe('en');
		await page.waitForLoadState();
		expect(await page.getAttribute('html', 'lang')).toBe('en');
		expect(errors).toEqual([]);
		// Back to Italian for the other tests of this shop (the session is per context, but be tidy).
	});

	it('should work by keyboard: arrows to the item, Enter submits', async () => {
		const { page } = await open('/');
		await ready(page, 'switcher');
		await page.locator('#vp-currency-switcher .vp-switcher-toggle').focus();
		await page.keyboard.press('ArrowDown');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBeTruthy();
		await page.keyboard.press('ArrowDown');
		const value = await page.evaluate(() => document.activeElement?.getAttribute('data-value'));
		const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), page.keyboard.press('Enter')]);
		expect(new URLSearchParams(request.postData() ?? '').get('virtuemart_currency_id')).toBe(value);
		await page.keyboard.press('Escape');
	});

	it('should close on Esc and return focus to the toggle', async () => {
		const { page } = await open('/');
		await ready(page, 'switcher');
		const toggle = page.locator('#vp-lang-switcher .vp-switcher-toggle');
		await toggle.focus();
		await page.keyboard.press('Enter');
		expect(await page.locator('#vp-lang-switcher-list').isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		expect(await page.locator('#vp-lang-switcher-list').isVisible()).toBe(false);
		expect(await active(page)).toContain('vp-switcher-toggle');
	});
});

const slidesInView = (page: Page, kind: string) =>
	page.evaluate((kind) => {
		const viewport = document.querySelector(`[data-kind="${kind}"] .vp-carousel-viewport`)!.getBoundingClientRect();
		return [...document.querySelectorAll(`[data-kind="${kind}"] .vp-carousel-slide`)].filter((slide) => {
			const r = slide.getBoundingClientRect();
			return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
		}).length;
	}, kind);

describe('carousels', () => {
	it('should show 8/3/2/2 products and 6/4/3/2 brands at 1200/992/768/479 px, 15 px apart', async () => {
		const { page, errors } = await open('/');
		await page.waitForSelector('[data-kind="product"].vetrina-carousel');
		for (const [width, products, brands] of [
			[1280, 8, 6],
			[992, 3, 4],
			[768, 2, 3],
			[479, 2, 2],
		] as const) {
			await page.setViewportSize({ width, height: 900 });
			// Embla re-measures after the resize, in its own time.
			await expect.poll(() => slidesInView(page, 'product'), { timeout: 10_000, message: `products at ${width} px` }).toBe(products);
			await expect.poll(() => slidesInView(page, 'manufacturer'), { timeout: 10_000, message: `brands at ${width} px` }).toBe(brands);
		}
		const gap = await page.evaluate(() => {
			const [a, b] = [...document.querySelectorAll('[data-kind="product"] .vp-carousel-slide')].map((s) => s.getBoundingClientRect());
			return Math.round(b!.left - a!.right);
		});
		expect(gap).toBe(15);
		const logo = await page.evaluate(() => {
			const a = document.querySelector('[data-kind="manufacturer"] .vp-carousel-slide > a')!;
			return [getComputedStyle(a).paddingTop, getComputedStyle(a).borderTopLeftRadius];
		});
		expect(logo).toEqual(['10px', '2px']);
		expect(errors).toEqual([]);
	});

	it('should move with the prev/next buttons and bring a focused slide into view', async () => {
		const { page } = await open('/');
		const carousel = page.locator('[data-kind="product"]');
		await page.waitForSelector('[data-kind="product"].vetrina-carousel');
		await carousel.scrollIntoViewIfNeeded();
		const prev = carousel.locator('.vp-carousel-prev');
		const next = carousel.locator('.vp-carousel-next');
		expect(await next.isVisible()).toBe(true);
		expect(await prev.isDisabled()).toBe(true);
		const before = await firstSlideAtRest(page);
		await next.focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => firstSlideAtRest(page), { timeout: 10_000 }).toBeLessThan(before);
		expect(await prev.isDisabled()).toBe(false);
		await prev.focus();
		await page.keyboard.press('Enter');
		await expect.poll(async () => Math.round(await firstSlideAtRest(page)), { timeout: 10_000 }).toBe(Math.round(before));
		await page.locator('[data-kind="product"] .vp-carousel-slide:last-child h2 a').focus();
		// The slide comes into view as the scroll ends: asked until then, not once after a guess at rest.
		const lastSlideInView = () =>
			page.evaluate(() => {
				const v = document.querySelector('[data-kind="product"] .vp-carousel-viewport')!.getBoundingClientRect();
				const s = document.querySelector('[data-kind="product"] .vp-carousel-slide:last-child')!.getBoundingClientRect();
				return s.left >= v.left - 1 && s.right <= v.right + 1;
			});
		await expect.poll(lastSlideInView, { timeout: 10_000 }).toBe(true);
	});

	it('should swipe', async () => {
		const { page } = await open('/', 390);
		const viewport = page.locator('[data-kind="product"] .vp-carousel-viewport');
		await page.waitForSelector('[data-kind="product"].vetrina-carousel');
		await viewport.scrollIntoViewIfNeeded();
		const box = (await viewport.boundingBox())!;
		const before = await firstSlideAtRest(page);
		await page.mouse.move(box.x + box.width - 20, box.y + 100);
		await page.mouse.down();
		for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width - 20 - i * 25, box.y + 100);
		await page.mouse.up();
		await expect.poll(() => firstSlideAtRest(page), { timeout: 10_000 }).toBeLessThan(before);
	});

	it('should autoplay the brands every 5000 ms, pause on hover, and not at all under reduced motion', async () => {
		// Movements are timed inside the page, by its (Playwright's) clock. An advance is the carousel leaving a
		// position it held for 300 ms: a slide's frames are one advance, however far apart a busy machine draws
		// them, and a frame drawn before the carousel's own in its turn is no rest.
		const record = (page: Page) =>
			page.evaluate(() => {
				const root = document.querySelector('[data-kind="manufacturer"]')!;
				const log: { ready: number; advances: number[] } = { ready: 0, advances: [] };
				(window as unknown as { carousel: typeof log }).carousel = log;
				let last: number | null = null;
				let stillSince: number | null = null;
				const tick = () => {
					if (root.classList.contains('vetrina-carousel')) {
						const now = performance.now();
						log.ready ||= now;
						// Relative to the viewport of the carousel: a shift of the page around it (a scrollbar coming or
						// going as islands mount) is no advance.
						const x =
							root.querySelector('.vp-carousel-slide')!.getBoundingClientRect().left -
							root.querySelector('.vp-carousel-viewport')!.getBoundingClientRect().left;
						if (x !== last) {
							if (last !== null && stillSince !== null && now - stillSince >= 300) log.advances.push(now);
							stillSince = null;
						} else stillSince ??= now;
						last = x;
					}
					requestAnimationFrame(tick);
				};
				tick();
			});
		const log = (page: Page) => page.evaluate(() => (window as unknown as { carousel: { ready: number; advances: number[] } }).carousel);
		const { page } = await openUnderClock('/');
		await page.locator('[data-kind="manufacturer"]').scrollIntoViewIfNeeded();
		await record(page);
		await page.waitForFunction(() => (window as unknown as { carousel: { ready: number } }).carousel.ready > 0);
		// Two advances, the second one slide-period after the first, the page's clock run forward: waiting them out
		// in real time took longer than the wait allowed on a loaded machine.
		for (let second = 0; second < 15 && (await log(page)).advances.length < 2; second++) await page.clock.runFor(1000);
		const [one, two] = (await log(page)).advances;
		expect(two! - one!).toBeGreaterThanOrEqual(4500);
		expect(two! - one!).toBeLessThan(6500);
		const position = () => page.evaluate(() => document.querySelector('[data-kind="manufacturer"] .vp-carousel-slide')!.getBoundingClientRect().left);
		await page.hover('[data-kind="manufacturer"] .vp-carousel-viewport');
		await page.clock.runFor(1000); // let a slide already under way finish
		const paused = await position();
		await page.clock.runFor(5600); // more than one autoplay period, fast-forwarded
		// Paused: not one slide further (a slide is ~200 px; Embla may settle by a sub-pixel).
		expect(Math.abs((await position()) - paused)).toBeLessThan(2);

		const { page: still } = await openUnderClock('/', 1280, { reducedMotion: 'reduce' });
		// Mounted when seen: brought into view and held there, where its moves are watched.
		await still.locator('[data-kind="manufacturer"]').scrollIntoViewIfNeeded();
		await record(still);
		await still.waitForFunction(() => (window as unknown as { carousel: { ready: number } }).carousel.ready > 0);
		await still.clock.runFor(5600); // more than one autoplay period, fast-forwarded
		expect((await log(still)).advances).toEqual([]);
	}, 90_000);

	it('should mount with no layout shift', async () => {
		const { page } = await shop.open('/', { viewport: { width: 1280, height: 900 } });
		await page.evaluate(() => {
			(window as unknown as { shifted: string[] }).shifted = [];
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
					for (const source of entry.sources) {
						const el = source.node instanceof Element ? source.node : source.node?.parentElement;
						if (el?.closest('[data-vetrina="carousel"]')) (window as unknown as { shifted: string[] }).shifted.push(el.className);
					}
				}
			}).observe({ type: 'layout-shift', buffered: true });
		});
		await page.locator('[data-kind="manufacturer"]').scrollIntoViewIfNeeded();
		await page.waitForSelector('[data-kind="manufacturer"].vetrina-carousel');
		// Its logos decoded and two frames painted: any shift the mount caused has been reported by then.
		await page.evaluate(async () => {
			await Promise.all([...document.querySelectorAll<HTMLImageElement>('[data-kind="manufacturer"] img')].map((img) => img.decode().catch(() => undefined)));
			for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
		});
		expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).toEqual([]);
	});
});

describe('enhanced selects', () => {
	it('should enhance the address country select with a search box, its placeholder and "no match" note', async () => {
		const { page, errors } = await open('/indirizzo?addrtype=BT');
		await page.waitForSelector('#virtuemart_country_id_field[data-island-state="ready"]', { state: 'attached' });
		const combo = page.locator('#virtuemart_country_id_field + .vetrina-select [role="combobox"]');
		expect(await combo.getAttribute('aria-labelledby')).toBeTruthy();
		const state = page.locator('#virtuemart_state_id_field + .vetrina-select [role="combobox"]');
		expect((await state.textContent())?.trim()).toBe("Seleziona un'opzione");
		await combo.click();
		const search = page.locator('#virtuemart_country_id_field + .vetrina-select .vetrina-select-search');
		expect(await search.isVisible()).toBe(true);
		expect(await active(page)).toContain('vetrina-select-search');
		await page.keyboard.type('zzz');
		expect((await page.locator('.vetrina-select-empty').textContent())?.trim()).toBe('Nessun risultato corrispondente');
		await search.fill('');
		await page.keyboard.type('germ');
		await page.keyboard.press('Enter');
		const chosen = await page.$eval('#virtuemart_country_id_field', (s) => (s as HTMLSelectElement).selectedOptions[0]!.text);
		expect(chosen).toMatch(/German/);
		expect((await combo.textContent())?.trim()).toBe(chosen);
		expect(await active(page)).toContain('vetrina-select-control');
		// The state-select island loads Germany's 16 states into the native select; the widget follows.
		await page.waitForFunction(() => document.querySelectorAll('#virtuemart_state_id_field option[value]:not([value=""])').length === 16);
		await state.click();
		expect(await page.locator('#virtuemart_state_id_field + .vetrina-select [role="option"]').count()).toBe(16);
		await page.keyboard.press('Escape');
		await page.screenshot({ path: '/tmp/select-1280.png' });
		expect(errors).toEqual([]);
	});

	it('should follow options rewritten by another script', async () => {
		const { page } = await open('/indirizzo?addrtype=BT');
		await page.waitForSelector('#virtuemart_state_id_field[data-island-state="ready"]', { state: 'attached' });
		await page.evaluate(() => {
			const select = document.querySelector('#virtuemart_state_id_field') as HTMLSelectElement;
			select.innerHTML =
				'<option value="">Seleziona</option><optgroup label="Prova"><option value="1">Uno</option><option value="2" selected>Due</option></optgroup>';
		});
		const state = page.locator('#virtuemart_state_id_field + .vetrina-select [role="combobox"]');
		await page.waitForFunction(() => document.querySelector('#virtuemart_state_id_field + .vetrina-select [role="combobox"]')?.textContent === 'Due');
		await state.click();
		expect(await page.locator('#virtuemart_state_id_field + .vetrina-select [role="group"] [role="option"]').count()).toBe(2);
		expect(await page.locator('#virtuemart_state_id_field + .vetrina-select .vetrina-select-search').isVisible()).toBe(false);
	});

	it('should let the keyboard choose in a small select without a search box, keeping the native value', async () => {
		const { page } = await open(CATEGORY);
		await page.waitForSelector('select[name="orderby"][data-island-state="ready"]', { state: 'attached' });
		// A chosen order submits the toolbar at once (sort-form, sorting.e2e.ts): held here, where the select's own
		// keyboard and value are what is checked.
		await page.waitForSelector('form[data-vetrina="sort-form"][data-island-state="ready"]', { state: 'attached' });
		await page.$eval('form[data-vetrina="sort-form"]', (form) => form.addEventListener('submit', (event) => event.preventDefault()));
		const combo = page.locator('select[name="orderby"] + .vetrina-select [role="combobox"]');
		await combo.focus();
		await page.keyboard.press('ArrowDown');
		expect(await combo.getAttribute('aria-expanded')).toBe('true');
		expect(await page.locator('select[name="orderby"] + .vetrina-select .vetrina-select-search').isVisible()).toBe(false);
		await page.keyboard.press('ArrowDown');
		expect(await combo.getAttribute('aria-activedescendant')).toBeTruthy();
		await page.keyboard.press('Enter');
		expect(await combo.getAttribute('aria-expanded')).toBe('false');
		const value = await page.$eval('select[name="orderby"]', (s) => (s as HTMLSelectElement).value);
		expect(value).toBe('product_name');
		expect(await page.evaluate(() => new FormData(document.querySelector('select[name="orderby"]')!.closest('form')!).get('orderby'))).toBe('product_name');
		// With the mouse, inside its wrapping label.
		expect(await combo.getAttribute('aria-label')).toBe('Ordina per');
		await combo.click();
		await page.locator('select[name="orderby"] + .vetrina-select [role="option"]', { hasText: 'Prezzo crescente' }).click();
		expect(await page.$eval('select[name="orderby"]', (s) => (s as HTMLSelectElement).value)).toBe('price');
		expect(await combo.getAttribute('aria-expanded')).toBe('false');
	});

	it('should show the multiple placeholder on the delivery zones page', async () => {
		const { page } = await open('/zone-di-consegna');
		await page.waitForSelector('select[name="virtuemart_country_id[]"][data-island-state="ready"]', { state: 'attached' });
		const combo = page.locator('select[name="virtuemart_country_id[]"] + .vetrina-select [role="combobox"]');
		expect((await combo.textContent())?.trim()).toBe('Scrivi o seleziona alcune opzioni');
		await combo.click();
		await page.keyboard.type('ital');
		await page.keyboard.press('Enter');
		expect(await page.$eval('select[name="virtuemart_country_id[]"]', (s) => [...(s as HTMLSelectElement).selectedOptions].map((o) => o.value))).toEqual([
			'105',
		]);
		expect(await page.locator('select[name="virtuemart_country_id[]"] + .vetrina-select [role="listbox"]').getAttribute('aria-multiselectable')).toBe('true');
	});
});

describe('the theme chrome islands', () => {
	it('should unmount cleanly', async () => {
		const { page, errors } = await openUnderClock('/', 390);
		await page.waitForSelector('[data-kind="manufacturer"].vetrina-carousel');
		await page.evaluate(() => window.Vetrina!.unmount(document.body));
		expect(await page.evaluate(() => window.Vetrina!.liveCount())).toBe(0);
		expect(
			await page.locator('.vetrina-sticky-placeholder, dialog.vetrina-offcanvas, .vetrina-mega-toggle, .vetrina-search-list, .vetrina-select').count(),
		).toBe(0);
		await page.evaluate(() => window.scrollTo(0, 500));
		await page.setViewportSize({ width: 1280, height: 900 });
		// Past the resize debounce (RESIZE_DEBOUNCE, 250 ms), when a listener left behind would run.
		await page.clock.runFor(600);
		expect(errors).toEqual([]);
	});
});
