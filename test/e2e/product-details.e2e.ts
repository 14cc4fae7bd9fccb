import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandsSettled, useShop, type Harness } from './harness.ts';

// Frames and full page loads on a shared two-core machine: allow more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const discs = '/prodotti/abrasivi/dischi-abrasivi';
const disc = (slug: string) => `${discs}/disco-lamellare-${slug}-detail`;
const dynamic = { tmpl: 'component', format: 'html', dynamic: '1' };
/** The shop's log without images and our own files. */
// Header module refreshes (com_ajax) belong to the header islands and may land at any moment: not ours.
const calls = async (shop: Harness) => (await shop.log()).filter((r) => !/^\/(images|media)\//.test(r.path) && r.query.option !== 'com_ajax');

/** Waits until the product heading reads `name` and no update is in flight. */
async function showing(page: Page, name: RegExp): Promise<void> {
	await page.waitForFunction(
		(source) =>
			new RegExp(source).test(document.querySelector('.productdetails-view h1')?.textContent ?? '') &&
			!document.querySelector('.productdetails-view[aria-busy]'),
		name.source,
	);
}

const documents = (page: Page, requests: { resourceType(): string; frame(): unknown }[]) =>
	requests.filter((r) => r.resourceType() === 'document' && r.frame() === page.mainFrame()).length;

describe('product details', () => {
	const shop = useShop();
	// One page at a time: the machine's two cores are shared.
	afterEach(async () => Promise.all(shop.browser.contexts().map((context) => context.close())));

	async function open(path: string) {
		const opened = await shop.open(path);
		opened.page.on('console', (message) => message.type() === 'error' && console.log('[page]', message.text()));
		await islandsSettled(opened.page);
		await shop.clearLog();
		return opened;
	}

	describe('given a disc page with two dynamic-update variant selects', () => {
		it('replaces the product in place from the matched variant, keeps focus, pushes {url} and announces the name', async () => {
			const { page, errors, requests } = await open(disc('115mm-p60'));
			const select = page.locator('select.cvselection').first();
			await select.focus();
			await select.selectOption('125 mm'); // 125 mm has no P60: the first 125 mm variant (P40)
			await showing(page, /125 mm/);
			expect(await calls(shop)).toEqual([{ method: 'GET', path: disc('125mm-p40'), query: dynamic, time: expect.any(Number) }]);
			expect(documents(page, requests)).toBe(1);
			await page.waitForFunction((url) => location.pathname === url, disc('125mm-p40'));
			expect(await page.evaluate(() => history.state)).toEqual({ url: `${shop.url}${disc('125mm-p40')}`.replace(/\/\//g, '/').replace(':/', '://') });
			expect(await page.title()).toMatch(/125 mm/);
			expect(await page.locator('#vp-breadcrumb').textContent()).toMatch(/125 mm/);
			expect(await page.evaluate(() => document.activeElement?.id)).toBe('field305_0');
			await page.waitForFunction(() => /125 mm/.test(document.querySelector('[data-vetrina-announcer="polite"]')?.textContent ?? ''));
			// Islands of the new content are mounted: its selects and its rating.
			await islandsSettled(page);
			expect(await page.locator('.productdetails-view .vp-rating[data-island-state="ready"]').count()).toBeGreaterThan(0);
			expect(await page.locator('select.cvselection[data-island-state="ready"]').count()).toBe(2);
			await page.screenshot({ path: '/tmp/pd-variant-1280.png' });
			expect(errors).toEqual([]);
		});

		it('reloads earlier products in place on Back and Forward', async () => {
			const { page, errors, requests } = await open(disc('115mm-p60'));
			await page.locator('select.cvselection').nth(1).selectOption('P80');
			await showing(page, /115 mm grana 80/);
			await page.waitForFunction((url) => location.pathname === url, disc('115mm-p80'));
			await shop.clearLog();
			await page.goBack();
			await showing(page, /grana 60/);
			expect(await calls(shop)).toEqual([{ method: 'GET', path: disc('115mm-p60'), query: dynamic, time: expect.any(Number) }]);
			await page.goForward();
			await showing(page, /grana 80/);
			expect(new URL(page.url()).pathname).toBe(disc('115mm-p80'));
			expect(documents(page, requests)).toBe(1);
			expect(errors).toEqual([]);
		});

		it('leaks no island after 20 switches', async () => {
			const { page, errors } = await open(disc('115mm-p40'));
			const select = page.locator('select.cvselection').nth(1);
			// 20 more switches end on P60 again (P60 has reviews, whose ratings are islands too).
			const grits = ['P40', 'P60'];
			await select.selectOption('P60');
			await showing(page, /grana 60/);
			await islandsSettled(page);
			const afterOne = await page.evaluate(() => window.Vetrina!.liveCount());
			for (let i = 0; i < 20; i++) {
				const grit = grits[i % 2]!;
				await page.locator('select.cvselection').nth(1).selectOption(grit);
				await showing(page, new RegExp(`grana ${grit.slice(1)}`));
			}
			await islandsSettled(page);
			const afterMany = await page.evaluate(() => window.Vetrina!.liveCount());
			expect(afterMany).toBe(afterOne);
			expect((await shop.log()).filter((r) => r.query.dynamic === '1')).toHaveLength(21);
			console.log(`liveCount after 1 switch: ${afterOne}, after 20 more: ${afterMany}`);
			expect(errors).toEqual([]);
		});
	});

	describe('when the page loads', () => {
		it('moves nothing as the islands mount (CLS 0 at 1280 and 390 px)', async () => {
			for (const viewport of [
				{ width: 1280, height: 900 },
				{ width: 390, height: 844 },
			]) {
				const context = await shop.browser.newContext({ viewport });
				const page = await context.newPage();
				await page.addInitScript(() => {
					const shifts: { value: number; at: number }[] = ((window as { shifts?: { value: number; at: number }[] }).shifts = []);
					new PerformanceObserver((list) => {
						for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
							if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
						}
					}).observe({ type: 'layout-shift', buffered: true });
				});
				await page.goto(new URL(disc('115mm-p60'), shop.url).href);
				await islandsSettled(page);
				// Images decoded, fonts loaded and two frames painted: every shift the load caused has been reported.
				await page.evaluate(async () => {
					await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
					await document.fonts.ready;
					for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
				});
				// Counted once the document is parsed: no script of ours runs before (module scripts wait for the
				// parser), and on a busy machine the browser paints the header while still parsing it, so the
				// header's later parts shift its first ones as they arrive, with or without islands.
				const shifts = await page.evaluate(() => {
					const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
					return (window as { shifts?: { value: number; at: number }[] }).shifts!.filter((shift) => shift.at >= parsed).map((shift) => shift.value);
				});
				console.log(`CLS on the detail page at ${viewport.width} px: ${shifts.reduce((a, b) => a + b, 0)}`);
				expect(shifts).toEqual([]);
				await context.close();
			}
		});
	});

	describe('given a variant select with data-reload="1" (bottle jacks)', () => {
		it('goes to the variant page', async () => {
			const { page, errors } = await open('/prodotti/sollevamento/martinetti/cric-bottiglia-2t-detail');
			await Promise.all([page.waitForURL(/bottiglia-5t-detail/), page.locator('select.cvselection').selectOption('5 t')]);
			const log = await calls(shop);
			expect(log.some((r) => r.query.dynamic === '1')).toBe(false);
			expect(log[0]).toMatchObject({ method: 'GET', path: expect.stringMatching(/bottiglia-5t-detail$/), query: {} });
			expect(errors).toEqual([]);
		});
	});

	describe('given a child-url variant select (combination wrenches)', () => {
		it('navigates to the chosen child url', async () => {
			const { page, errors } = await open('/prodotti/chiavi-e-utensili-manuali/chiavi-combinate');
			const link = await page.locator('.vp-card-title a').first().getAttribute('href');
			await page.goto(new URL(link!, shop.url).href);
			await islandsSettled(page);
			const target = await page.locator('select.avselection option').nth(2).getAttribute('value');
			await Promise.all([page.waitForURL((url) => url.pathname === target), page.locator('select.avselection').selectOption(target!)]);
			expect(errors).toEqual([]);
		});
	});

	describe('given prev/next links with data-dynamic-update="1"', () => {
		it('replaces the product in place', async () => {
			const { page, errors, requests } = await open(disc('115mm-p60'));
			const next = page.locator('a.next-page');
			const href = await next.getAttribute('href');
			await next.click();
			await page.waitForFunction((url) => location.pathname === url, href);
			expect(await calls(shop)).toEqual([{ method: 'GET', path: href, query: dynamic, time: expect.any(Number) }]);
			expect(documents(page, requests)).toBe(1);
			expect(errors).toEqual([]);
		});
	});

	describe('given the "show reviews" link', () => {
		it('opens the reviews tab, scrolls to it and moves focus there', async () => {
			const { page, errors } = await open(disc('115mm-p60'));
			expect(await page.locator('#tab-reviews').isHidden()).toBe(true);
			expect(await page.locator('.vp-tabs-nav a[href="#tab-reviews"]').getAttribute('aria-selected')).toBe('false');
			await page.locator('a.vp-show-reviews').click();
			await page.waitForFunction(() => document.activeElement?.id === 'tab-reviews');
			// The 500 ms scroll has ended once the page stops moving.
			await page.waitForFunction(
				() =>
					new Promise((settled) => {
						const y = scrollY;
						setTimeout(() => settled(y > 0 && scrollY === y), 100);
					}),
			);
			expect(await page.locator('#tab-reviews').isVisible()).toBe(true);
			expect(await page.locator('#tab-description').isHidden()).toBe(true);
			expect(await page.locator('.vp-tabs-nav a[href="#tab-reviews"]').getAttribute('aria-selected')).toBe('true');
			// The tab row sits 50 px below the sticky header, or as near as the page's end allows.
			const [top, header, scrollY, room] = await page
				.locator('.vp-tabs')
				.evaluate((el) => [
					el.getBoundingClientRect().top,
					document.querySelector('.vp-header')!.getBoundingClientRect().bottom,
					window.scrollY,
					document.documentElement.scrollHeight - innerHeight,
				]);
			expect(scrollY).toBeGreaterThan(0);
			expect(top).toBeGreaterThanOrEqual(header);
			if (scrollY < room - 1) expect(Math.round(top - header)).toBeGreaterThanOrEqual(49);
			await page.screenshot({ path: '/tmp/pd-reviews-open-1280.png' });
			await page.keyboard.press('Shift+Tab');
			await page.keyboard.press('ArrowLeft');
			expect(await page.locator('#tab-description').isVisible()).toBe(true);
			await page.screenshot({ path: '/tmp/pd-reviews-1280.png' });
			expect(errors).toEqual([]);
		});
	});

	describe('given prefers-reduced-motion', () => {
		it('jumps to the reviews at once instead of scrolling smoothly', async () => {
			const { page, errors } = await shop.open(disc('115mm-p60'), { reducedMotion: 'reduce' });
			await islandsSettled(page);
			// Click and read the scroll position in the same task: no animation frame in between.
			const scrolled = await page.evaluate(() => {
				document.querySelector<HTMLElement>('a.vp-show-reviews')!.click();
				return window.scrollY;
			});
			expect(scrolled).toBeGreaterThan(0);
			expect(errors).toEqual([]);
		});
	});

	describe.each(['500', '404', 'html', 'malformed', 'drop'])('given a %s answer to the in-place update', (fault) => {
		it('keeps the old content, clears busy and throws nothing', async () => {
			const { page, errors } = await open(disc('115mm-p60'));
			// Chromium retries a GET whose connection dropped: fail the retries too.
			await shop.fault({ match: 'dynamic=1', fault, times: 20 });
			const consoleErrors: string[] = [];
			page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
			// Every polite announcement is kept: a later one (the mini-cart's count) may replace ours at once.
			await page.evaluate(() => {
				const said: string[] = ((window as unknown as { said: string[] }).said = []);
				new MutationObserver(() => {
					const text = document.querySelector('[data-vetrina-announcer="polite"]')?.textContent;
					if (text) said.push(text);
				}).observe(document.body, { childList: true, characterData: true, subtree: true });
			});
			await page.locator('select.cvselection').first().selectOption('125 mm');
			await page.waitForFunction(() => (window as unknown as { said: string[] }).said.some((text) => /Impossibile caricare/.test(text)));
			expect(await page.locator('.productdetails-view h1').textContent()).toMatch(/115 mm/);
			expect(await page.locator('.productdetails-view[aria-busy]').count()).toBe(0);
			expect(new URL(page.url()).pathname).toBe(disc('115mm-p60'));
			expect(consoleErrors.length).toBeGreaterThan(0);
			await shop.clearFaults();
			expect(errors).toEqual([]);
		});
	});
});
