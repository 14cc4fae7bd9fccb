import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandsSettled, useShop } from './harness.ts';
import { requestTo, watchRequests } from './requests.ts';
import { chunkOf } from './island-chunks.ts';

const shop = useShop();

const LIVE_SEARCH = 'form[data-vetrina="live-search"]';

async function openHome(width = 1280) {
	const opened = await shop.open('/', { viewport: { width, height: 900 } });
	await islandsSettled(opened.page);
	await opened.page.waitForSelector('[data-vetrina="search-overlay"][data-island-state="ready"]', { state: 'attached' });
	return opened;
}

/** Opens the search as a shopper does, which brings live search in (its trigger is the shopper reaching for it); `ready` waits for it. */
async function openSearch(page: Awaited<ReturnType<typeof openHome>>['page'], { ready = true } = {}) {
	expect(await page.getAttribute(LIVE_SEARCH, 'data-island-state'), 'live search waits for the shopper').toBe(null);
	await page.click('.vp-search-open');
	await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'keyword');
	if (ready) await page.waitForSelector(`${LIVE_SEARCH}[data-island-state="ready"]`, { state: 'attached' });
}

const searches = async () => (await shop.log()).filter((r) => r.query.view === 'ajaxsearch');

/** Typing pause after which the island sends a query (TYPING_PAUSE, islands/live-search/use-search-query.ts). */
const TYPING_PAUSE = 200;

/**
 * Lets any query the island still has scheduled go out and end: the typing pause fast-forwarded on
 * Playwright's clock (installed at the test's start), then every search request sent has ended.
 */
async function afterTypingPause(page: Page, calls: ReturnType<typeof watchRequests>) {
	await page.clock.runFor(TYPING_PAUSE * 2);
	await calls.allEnded();
}

describe('live search', () => {
	describe('given the header search field', () => {
		it('should follow the combobox pattern and send the exact query once the shopper pauses', async () => {
			const { page, errors } = await openHome();
			await openSearch(page);
			const input = page.locator('#vp-search-keyword');
			expect(await input.getAttribute('role')).toBe('combobox');
			expect(await input.getAttribute('aria-expanded')).toBe('false');
			const listId = await input.getAttribute('aria-controls');
			expect(await page.locator(`#${listId}`).getAttribute('role')).toBe('listbox');
			await shop.clearLog();
			// Options of a partial query may show first; the full query's answer is the one to wait for.
			const full = page.waitForResponse((r) => new URL(r.url()).searchParams.get('keyword') === 'trapano a batteria');
			// Answers that never reached the page (a newer query aborted them) are not cached.
			const aborted: string[] = [];
			page.on('requestfailed', (r) => r.url().includes('view=ajaxsearch') && aborted.push(new URL(r.url()).searchParams.get('keyword')!));
			await page.keyboard.type('trapano a batteria', { delay: 80 });
			await full;
			await page.waitForSelector(`#${listId} [role="option"][data-url]`);
			const sent = await searches();
			expect(sent.length).toBeGreaterThanOrEqual(1);
			const last = sent.at(-1)!;
			expect(last.method).toBe('GET');
			expect(last.path).toBe('/cerca');
			expect(Object.keys(last.query)).toEqual(['keyword', 'view', 'virtuemart_category_id', 'limitstart', 'limit']);
			expect(last.query).toEqual({ keyword: 'trapano a batteria', view: 'ajaxsearch', virtuemart_category_id: '0', limitstart: '0', limit: '10' });
			expect(await input.getAttribute('aria-expanded')).toBe('true');
			console.info(`[report] requests while typing "trapano a batteria" at 80 ms/char: ${sent.length}`);

			// Cleared and typed again: every answer comes from the client cache.
			await shop.clearLog();
			await page.clock.install();
			const calls = watchRequests(page, requestTo('view=ajaxsearch'));
			await input.fill('');
			await page.keyboard.type('trapano a batteria', { delay: 80 });
			await page.waitForSelector(`#${listId} [role="option"][data-url]`);
			await afterTypingPause(page, calls);
			calls.stop();
			const again = await searches();
			console.info(`[report] requests after clearing and retyping: ${again.length} (${again.map((r) => r.query.keyword).join(', ')})`);
			// Every query answered before comes from the cache; only a prefix the first pass never asked, or
			// asked and abandoned (a pause of over 200 ms mid-word on a loaded machine), may still go out.
			const answered = sent.map((r) => r.query.keyword).filter((keyword) => !aborted.includes(keyword!));
			expect(answered).toContain('trapano a batteria');
			expect(again.map((r) => r.query.keyword).filter((keyword) => answered.includes(keyword))).toEqual([]);
			expect(errors).toEqual([]);
		});

		it('should keep what the shopper typed before the island was ready, and send the query for it', async () => {
			const { page, errors } = await openHome();
			// The island's code is held back until the shopper has typed: the field is the server's alone.
			let release = () => {};
			const held = new Promise<void>((resolve) => (release = resolve));
			await page.route(`**/media/vetrina/${chunkOf('live-search')}`, async (route) => {
				await held;
				await route.continue();
			});
			await page.reload();
			await page.waitForSelector('[data-vetrina="search-overlay"][data-island-state="ready"]', { state: 'attached' });
			await openSearch(page, { ready: false });
			await shop.clearLog();
			await page.keyboard.type('trapano', { delay: 30 });
			expect(await page.getAttribute(LIVE_SEARCH, 'data-island-state')).toBe('loading');
			const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('keyword') === 'trapano');
			release();
			await page.waitForSelector(`${LIVE_SEARCH}[data-island-state="ready"]`, { state: 'attached' });
			await answered;
			await page.locator('[role="listbox"] [role="option"][data-url]').first().waitFor();
			expect(await page.inputValue('#vp-search-keyword')).toBe('trapano');
			expect(await page.evaluate(() => document.activeElement?.id)).toBe('vp-search-keyword');
			expect((await searches()).map((r) => r.query.keyword)).toEqual(['trapano']);
			expect(errors).toEqual([]);
		});

		it('should move with Up/Down, mark aria-activedescendant and go to the chosen product on Enter', async () => {
			const { page, errors } = await openHome();
			await openSearch(page);
			const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('keyword') === 'chiave');
			await page.keyboard.type('chiave', { delay: 30 });
			const { suggestions } = (await (await answered).json()) as { suggestions: { data: string }[] };
			const options = page.locator('[role="listbox"] [role="option"][data-url]');
			// A pause in the typing on a busy machine shows an earlier word's list first: the arrows go to the word's own.
			await expect.poll(() => options.evaluateAll((items) => items.map((item) => item.getAttribute('data-url')))).toEqual(suggestions.map(({ data }) => data));
			await page.keyboard.press('ArrowDown');
			await page.keyboard.press('ArrowDown');
			const input = page.locator('#vp-search-keyword');
			const second = options.nth(1);
			expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
			expect(await second.getAttribute('aria-selected')).toBe('true');
			await page.keyboard.press('ArrowUp');
			expect(await input.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
			const url = await options.first().getAttribute('data-url');
			await Promise.all([page.waitForURL((u) => u.pathname === url), page.keyboard.press('Enter')]);
			expect(errors).toEqual([]);
		});

		it('should announce the count, close on Esc and go to a product on click', async () => {
			const { page } = await openHome();
			await openSearch(page);
			await page.keyboard.type('silicone', { delay: 30 });
			await page.locator('[role="option"][data-url]').first().waitFor();
			await page.waitForFunction(() => /risultat/.test(document.querySelector('[data-vetrina-announcer="polite"]')?.textContent ?? ''));
			await page.keyboard.press('Escape');
			expect(await page.locator('#vp-search-keyword').getAttribute('aria-expanded')).toBe('false');
			expect(await page.locator('#vp-search-panel').isHidden()).toBe(false); // The first Esc closes only the list.
			await page.keyboard.type(' ');
			const option = page.locator('[role="option"][data-url]').first();
			await option.waitFor();
			const url = await option.getAttribute('data-url');
			await Promise.all([page.waitForURL((u) => u.pathname === url), option.click()]);
		});

		it('should suggest the drills first for "trapano", each with a lazy, sized thumbnail and its price', async () => {
			const { page, errors } = await openHome();
			await openSearch(page);
			const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('keyword') === 'trapano');
			await page.keyboard.type('trapano', { delay: 30 });
			const answer = (await (await answered).json()) as { suggestions: { value: string; image: string; price: string }[] };
			const options = page.locator('[role="listbox"] [role="option"][data-url]');
			await expect.poll(() => options.count()).toBe(answer.suggestions.length);
			const shown = await options.evaluateAll((items) =>
				items.map((item) => {
					const img = item.querySelector('img');
					return {
						name: item.querySelector('.vetrina-search-name')?.textContent,
						price: item.querySelector('.vetrina-search-price')?.textContent,
						img: img && [img.getAttribute('alt'), img.loading, img.width, img.height, new URL(img.src).pathname],
					};
				}),
			);
			expect(shown.slice(0, 3).map((option) => option.name)).toEqual([
				'Trapano a batteria 18V Brushless con percussione',
				'Trapano a batteria 12V compatto',
				'Trapano a percussione a filo 850 W',
			]);
			expect(shown).toEqual(answer.suggestions.map((s) => ({ name: s.value, price: s.price, img: ['', 'lazy', 40, 40, s.image] })));
			expect(errors).toEqual([]);
		});

		it('should show "Nessun risultato", and not send a longer query that starts with a fruitless one', async () => {
			const { page } = await openHome();
			await openSearch(page);
			await shop.clearLog();
			await page.keyboard.type('zzqx', { delay: 30 });
			await page.waitForSelector('.vetrina-search-empty');
			expect(await page.locator('.vetrina-search-empty').textContent()).toBe('Nessun risultato');
			const before = (await searches()).length;
			await page.clock.install();
			const calls = watchRequests(page, requestTo('view=ajaxsearch'));
			await page.keyboard.type('yw', { delay: 200 });
			await afterTypingPause(page, calls);
			expect(calls.sent).toEqual([]);
			expect((await searches()).length).toBe(before);
		});

		it('should send nothing under data-minchars, send the form category, and never render HTML', async () => {
			const { page } = await openHome();
			await openSearch(page);
			await shop.clearLog();
			await page.clock.install();
			const calls = watchRequests(page, requestTo('view=ajaxsearch'));
			await page.keyboard.type('t');
			await afterTypingPause(page, calls);
			expect(calls.sent).toEqual([]);
			expect(await searches()).toHaveLength(0);
			await page.selectOption('.vp-search-category', { index: 1 });
			const category = await page.$eval('.vp-search-category', (s) => (s as HTMLSelectElement).value);
			await page.keyboard.press('Backspace');
			await page.locator('#vp-search-keyword').focus();
			await page.keyboard.type('ta', { delay: 30 });
			await page.waitForFunction(() => document.querySelector('#vp-search-keyword')?.getAttribute('aria-expanded') === 'true');
			expect((await searches()).at(-1)!.query.virtuemart_category_id).toBe(category);
			// Hostile suggestion text stays text.
			await page.route('**/cerca?*view=ajaxsearch*', (route) =>
				route.fulfill({
					contentType: 'application/json',
					body: JSON.stringify({ suggestions: [{ value: '<img src=x onerror="window.pwned=1">', data: 'javascript:alert(1)' }], count: 1 }),
				}),
			);
			await page.keyboard.type('zx');
			const option = page.locator('[role="option"][data-url]').first();
			await page.waitForFunction(() => document.querySelector('[role="option"][data-url]')?.textContent?.startsWith('<img'));
			expect(await option.textContent()).toBe('<img src=x onerror="window.pwned=1">');
			// The island refuses the javascript: url within the click; a navigation would have begun in it.
			await option.click();
			expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
			expect(new URL(page.url()).pathname).toBe('/');
		});

		it('should abort the older query when a newer one is sent, and never disable the field', async () => {
			const { page, requests } = await openHome();
			await openSearch(page);
			// The fault slows the whole word's query only: on a busy machine a pause mid-word may send a prefix first.
			// Long enough for the newer query to be typed on a loaded machine, short of the 10 s timeout: an older
			// query the newer one did not abort is answered, and no request fails.
			await shop.fault({ match: 'keyword=livella&', fault: 'latency', ms: 5000, times: 1 });
			const failed: string[] = [];
			page.on('requestfailed', (r) => failed.push(r.url()));
			const first = page.waitForRequest((r) => r.url().includes('keyword=livella&'));
			await page.keyboard.type('livella', { delay: 20 });
			await first; // The first query is in flight.
			expect(await page.locator('#vp-search-keyword').isDisabled()).toBe(false);
			const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('keyword=livella&'));
			// A pause after the space may send "livella" again (the query is trimmed) before the whole one.
			const newest = page.waitForResponse((r) => new URL(r.url()).searchParams.get('keyword') === 'livella laser');
			await page.keyboard.type(' laser', { delay: 20 });
			await newest;
			await page.locator('[role="option"][data-url]').first().waitFor();
			await aborted; // reported by the browser on its own schedule, possibly after the newer answer shows
			expect(failed.some((u) => u.includes('keyword=livella&'))).toBe(true);
			const sent = requests.filter((r) => r.url().includes('view=ajaxsearch')).map((r) => new URL(r.url()).searchParams.get('keyword'));
			expect(sent).toContain('livella');
			expect(sent.at(-1)).toBe('livella laser');
			await shop.clearFaults();
		});

		it('should size the list to the window minus the header search minus 50', async () => {
			const { page } = await openHome();
			await openSearch(page);
			await page.keyboard.type('pittura', { delay: 30 });
			await page.locator('[role="option"][data-url]').first().waitFor();
			const [max, expected] = await page.evaluate(() => [
				Number.parseFloat((document.querySelector('[role="listbox"]') as HTMLElement).style.maxHeight),
				innerHeight - (document.querySelector('[data-vetrina="search-overlay"]') as HTMLElement).offsetHeight - 50,
			]);
			expect(max).toBe(expected);
		});

		it('should not submit an empty search form', async () => {
			const { page } = await openHome();
			await openSearch(page);
			await page.evaluate(() => (document.querySelector('#vp-search-keyword') as HTMLInputElement).removeAttribute('required'));
			// Seen after the island's own listener: whether the submit was cancelled.
			await page.evaluate(() => addEventListener('submit', (e) => document.body.setAttribute('data-submit', e.defaultPrevented ? 'cancelled' : 'sent')));
			await page.keyboard.press('Enter');
			expect(await page.getAttribute('body', 'data-submit')).toBe('cancelled');
			expect(new URL(page.url()).pathname).toBe('/');
		});
	});
});

describe('search overlay', () => {
	it('should open with the show-search control, focus the field, and close with Esc returning focus', async () => {
		const { page, errors } = await openHome();
		const opener = page.locator('.vp-search-open');
		await opener.click();
		expect(await opener.getAttribute('aria-expanded')).toBe('true');
		expect(await page.evaluate(() => document.activeElement?.id)).toBe('vp-search-keyword');
		await page.keyboard.press('Escape');
		expect(await page.locator('#vp-search-panel').isHidden()).toBe(true);
		expect(await opener.getAttribute('aria-expanded')).toBe('false');
		expect(await page.evaluate(() => document.activeElement?.classList.contains('vp-search-open'))).toBe(true);
		expect(errors).toEqual([]);
	});

	it('should close with the close button, and scroll to the top under 992 px', async () => {
		const { page } = await openHome(390);
		await page.evaluate(() => window.scrollTo(0, 600));
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.locator('.vp-search-open').dispatchEvent('click');
		await page.waitForFunction(() => window.scrollY === 0);
		await page.screenshot({ path: '/tmp/search-390.png' });
		await page.click('.vp-search-close');
		expect(await page.locator('#vp-search-panel').isHidden()).toBe(true);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('vp-search-open'))).toBe(true);
	});
});
