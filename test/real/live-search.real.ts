/**
 * Live search on a stock shop: the plugin prints VirtueMart's search form in the module position its option
 * names (Cassiopeia's `search`, empty on the stock shop; the shared shops set it, global-setup.ts) and
 * answers `view=ajaxsearch` itself, from the shop's products, with VirtueMart's prices and thumbnails, on
 * every template set. Without JavaScript the same form lands on VirtueMart's own results page. Hostile
 * terms, the rate limit and VirtueMart's own search module run on a bs5 shop of their own.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeRealShop, forEveryRealShop, islandsSettled, type RealHarness } from './harness.ts';
import { wordsOf } from './words.ts';

const FIELD = 'form.vetrina-search[data-vetrina="live-search"] input[name="keyword"]';
/** VirtueMart's own search module, given live search by the plugin: vmbasic prints it in its header. */
const MODULE_FIELD = 'form[data-vetrina="live-search"] input#mod_virtuemart_search';
/** The field a shop's search lives in: the plugin's own where it prints it (Cassiopeia's `search`), else VirtueMart's module. */
const fieldOf = (harness: RealHarness) => (harness.shop.site === 'vmbasic' ? MODULE_FIELD : FIELD);
const LIST = '.vetrina-search-list';
const HELMET = { name: 'Safety Helmet', path: '/index.php/headpiece/safety-helmet-detail', thumbnail: '/images/virtuemart/product/resized/hat2_0x90.png' };
/**
 * A product renamed with markup in its name, the way a careless import would store it: VirtueMart prints names
 * as HTML, so its pages show the escaped `<XL>` as text and the tag as an element.
 */
const MARKED_UP = { id: 162, stored: 'Cowboy Hat &lt;XL&gt; <img src=x onerror="document.title=1">', shown: 'Cowboy Hat <XL>' };

interface Answer {
	suggestions: { value: string; data: string; image?: string; price?: string }[];
	count: number;
}

/**
 * Types a term in the field of a new page's search form, once the islands due at load have mounted: live search
 * comes as the field takes the focus, and what is typed before it is ready is asked at mount.
 */
async function typed(harness: RealHarness, keyword: string) {
	const opened = await harness.open('/');
	await islandsSettled(opened.page);
	await opened.page.locator(fieldOf(harness)).pressSequentially(keyword);
	return opened;
}

forEveryRealShop((harness) => {
	it('suggests the product as the shopper types, with its thumbnail and price; arrows and Enter open it', async () => {
		const { page, requests } = await typed(harness, 'Helmet');
		const option = page.locator(`${LIST} [role="option"]`, { hasText: HELMET.name });
		await option.waitFor();
		const keywordOf = (request: (typeof requests)[number]) => new URL(request.url()).searchParams.get('keyword') ?? '';
		const searches = () => requests.filter((request) => new URL(request.url()).searchParams.get('view') === 'ajaxsearch');
		// One call per pause in the typing: a loaded machine may pause mid-word, and then a call for what was typed so
		// far goes out before the one for the whole word (unit tests hold the pause itself to the millisecond), and its
		// answer may show the product before the whole word's call has gone out.
		await expect.poll(() => searches().map(keywordOf).at(-1)).toBe('Helmet');
		const calls = searches();
		const keywords = calls.map(keywordOf);
		for (const keyword of keywords.slice(0, -1)) expect(['H', 'He', 'Hel', 'Helm', 'Helme']).toContain(keyword);
		expect((await calls.at(-1)?.response())?.headers()['content-type']).toBe('application/json; charset=utf-8');
		const thumbnail = option.locator('img.vetrina-search-thumb');
		expect(new URL((await thumbnail.getAttribute('src')) ?? '').pathname).toBe(`${harness.shop.base}${HELMET.thumbnail}`);
		await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
		const price = (await option.locator('.vetrina-search-price').textContent())?.trim();

		await page.keyboard.press('ArrowDown');
		expect(await page.locator(fieldOf(harness)).getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
		expect(await option.getAttribute('aria-selected')).toBe('true');
		await Promise.all([page.waitForURL(harness.at(HELMET.path)), page.keyboard.press('Enter')]);
		expect((await page.locator('h1').first().textContent())?.trim()).toBe(HELMET.name);
		// The price the list showed is VirtueMart's, as the product page prints it.
		expect((await page.locator('.product-price span.PricesalesPrice').first().textContent())?.trim()).toBe(price);
	});

	it('says so when nothing is found', async () => {
		const { page } = await typed(harness, 'Zeppelin');
		await page.locator(`${LIST} .vetrina-search-empty`).waitFor();
		expect(await page.locator(`${LIST} .vetrina-search-empty`).textContent()).toBe(wordsOf(harness.shop).vetrina('live-search.noResults'));
	});

	it("searches without JavaScript: the same form lands on VirtueMart's results page", async () => {
		const { page } = await harness.open('/', { javaScriptEnabled: false });
		await page.fill(fieldOf(harness), 'Helmet');
		await Promise.all([page.waitForURL((url) => url.searchParams.get('keyword') === 'Helmet'), page.press(fieldOf(harness), 'Enter')]);
		expect(new URL(page.url()).searchParams.get('view')).toBe('category');
		expect(
			await page.locator('.browse-view .products-view .vm-product-media-container a[title]').evaluateAll((links) => links.map((a) => a.getAttribute('title'))),
		).toEqual([HELMET.name]);
	});
});

describeRealShop("live search against hostile terms and bursts, and in VirtueMart's own module (bs5)", {}, (harness) => {
	beforeAll(async () => {
		await harness.shop.pluginParams({ searchPosition: 'search' });
		await harness.shop.sql(
			`UPDATE jvm_virtuemart_products_en_gb SET product_name='${MARKED_UP.stored.replaceAll('"', '\\"')}' WHERE virtuemart_product_id=${MARKED_UP.id}`,
		);
	});

	/** The answer of the plugin to a live-search call from the page's session. */
	async function asked(page: Page, keyword: string) {
		const response = await page.request.get(searchUrl(harness, keyword));
		return { status: response.status(), type: response.headers()['content-type'], body: await response.text() };
	}

	it('keeps hostile terms harmless: cut to length, taken literally, markup escaped in the answer and shown as text', async () => {
		const { page } = await harness.open('/');
		const empty = { status: 200, type: 'application/json; charset=utf-8', body: '{"suggestions":[],"count":0}' };
		expect(await asked(page, `Helmet${'x'.repeat(5000)}`)).toEqual(empty);
		expect(await asked(page, "' OR 1=1 -- ")).toEqual(empty);
		expect(await asked(page, '%_%')).toEqual(empty);
		expect(await asked(page, '<script>alert(1)</script>')).toEqual(empty);
		// What a term holds past 64 characters or 5 words is dropped, not searched for. VirtueMart's search finds
		// the words in their order, anywhere: the first five here spell out "Safety Helmet".
		expect((JSON.parse((await asked(page, 'Sa fe ty He lm et Zeppelin')).body) as Answer).count).toBe(1);

		const answer = await asked(page, 'Cowboy');
		expect(answer.body).not.toMatch(/[<>]/);
		expect((JSON.parse(answer.body) as Answer).suggestions.map((s) => s.value)).toEqual([MARKED_UP.shown]);
		const title = await page.title();
		await page.locator(FIELD).pressSequentially('Cowboy');
		const option = page.locator(`${LIST} [role="option"]`).first();
		await option.waitFor();
		expect(await option.locator('.vetrina-search-name').textContent()).toBe(MARKED_UP.shown);
		expect(await option.locator('img:not(.vetrina-search-thumb)').count()).toBe(0);
		expect(await page.title()).toBe(title);
	});

	it('refuses a burst of searches from one session (429, Retry-After) and that session only', async () => {
		const { page } = await harness.open('/');
		// One-letter terms: answered without a product query, so the burst fits in the second it is counted in.
		const burst = await page.evaluate(
			async (url) => {
				const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(url, { cache: 'no-store' })));
				return Promise.all(answers.map(async (a) => ({ status: a.status, retry: a.headers.get('retry-after'), body: await a.text() })));
			},
			searchUrl(harness, 'x'),
		);
		const refused = burst.filter((answer) => answer.status !== 200);
		expect(refused.length).toBeGreaterThan(0);
		for (const answer of refused) expect(answer).toEqual({ status: 429, retry: '1', body: '{"suggestions":[],"count":0}' });
		const other = await harness.open('/');
		expect((await asked(other.page, 'Helmet')).status).toBe(200);
	});

	it("gives VirtueMart's own search module live search wherever it is published", async () => {
		await harness.shop.sql("UPDATE jvm_modules SET position='sidebar-right' WHERE module='mod_virtuemart_search'");
		const { page } = await harness.open('/');
		await islandsSettled(page);
		const field = page.locator('form[data-vetrina="live-search"] input#mod_virtuemart_search');
		await field.pressSequentially('Helmet');
		// The field's focus brought live search in; its list is named once it has taken the field.
		await page.waitForSelector('form[data-vetrina="live-search"]:has(#mod_virtuemart_search)[data-island-state="ready"]', { state: 'attached' });
		await page.locator(`#${await field.getAttribute('aria-controls')} [role="option"]`, { hasText: HELMET.name }).waitFor();
	});
});

/** A live-search call as the island sends it, here on a category's URL: VirtueMart's router puts that category on the request. */
function searchUrl(harness: RealHarness, keyword: string): string {
	return harness.at(`/index.php/headpiece?keyword=${encodeURIComponent(keyword)}&view=ajaxsearch&virtuemart_category_id=0&limitstart=0&limit=10`);
}
