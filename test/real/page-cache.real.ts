/**
 * Joomla's page cache ("System - Page Cache") keeps the first guest's page of a URL and serves it to every
 * guest after, without running the site. The header lists stay each session's own: the plugin prints their
 * block empty on a page the cache keeps and the islands fetch the session's lists as it loads; its calls,
 * their module refresh and its list pages are never kept; the form token on a kept page is the visitor's
 * (Joomla writes the session's into the kept page's token inputs). A page rendered for a guest with a cart,
 * and VirtueMart's cart and account pages, are never kept. With the cache off, none of this costs a request.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { fillCart, HELMET, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop, idle, islandsSettled, type RealHarness, type RealPage } from './harness.ts';
import { addFromCard, count, countIs } from './lists.ts';
import { visit } from './visit.ts';

const CATEGORY = '/index.php/headpiece';
/** A page no other journey here opens, so the cache keeps it from the cart test's first guest. */
const PAGINATION = '/index.php/pagination';

/** The calls of the header lists a page sent: the plugin's own and the lists' module refresh. */
const listCalls = (requests: Request[]) =>
	requests
		.map((request) => new URL(request.url()))
		.filter((url) => url.searchParams.get('option') === 'com_ajax')
		.map((url) => url.pathname + url.search);

/** The HTML the server sent for the page's own navigation. */
const served = async ({ requests }: RealPage) => (await (await requests[0]?.response())?.text()) ?? '';

/** Opens a page as a guest of its own, once its islands have mounted and their calls have been answered. */
async function guestOn(harness: RealHarness, path: string): Promise<RealPage> {
	const opened = await harness.open(path);
	await islandsSettled(opened.page);
	await idle(opened.page);
	return opened;
}

const isCartRefresh = (request: Request) => new URL(request.url()).searchParams.get('task') === 'viewJS';

/** The names the compare dropdown lists. */
const compared = (page: Page) => page.locator('[data-vetrina="compare"] .vp-dropdown-item > a:not(.vp-list-button)').allTextContents();

describeRealShop("Joomla's page cache (bs5 in a sub-folder)", { subFolder: true }, (harness) => {
	it('costs no request while the page cache is off: the header block is the session’s as printed', async () => {
		const opened = await guestOn(harness, CATEGORY);
		await addFromCard(opened.page, 'compare', PRODUCTS.helmet);
		opened.requests.length = 0;
		await opened.page.goto(harness.at(HELMET));
		await islandsSettled(opened.page);
		await idle(opened.page);
		const calls = listCalls(opened.requests);
		expect(calls.filter((call) => call.includes('module=vp_'))).toEqual([]);
		expect(calls.filter((call) => call.includes('getToken'))).toEqual([]);
		expect(await count(opened.page, 'compare')).toBe('1');
		expect(await opened.page.locator('[data-refresh]').count()).toBe(0);
		// VirtueMart's cart module, just printed for this shopper, is not asked for again.
		expect(opened.requests.filter(isCartRefresh)).toEqual([]);
	});

	it('keeps each guest’s lists and form token their own when pages come from the cache', async () => {
		await harness.shop.sql("UPDATE jvm_extensions SET enabled=1 WHERE type='plugin' AND folder='system' AND element='cache'");
		const a = await guestOn(harness, CATEGORY);
		expect(await addFromCard(a.page, 'compare', PRODUCTS.helmet)).toMatchObject({ error: 0 });
		await countIs(a.page, 'compare', '1');
		// A's first visit of the product page is the one the cache keeps; A's own list is fetched on it.
		await a.page.goto(harness.at(HELMET));
		await countIs(a.page, 'compare', '1');
		expect(await compared(a.page)).toEqual(['Safety Helmet']);
		// Renamed after A's visit: a page still showing the old name comes from the cache.
		await harness.shop.sql(`UPDATE jvm_virtuemart_products_en_gb SET product_name='Hard Hat' WHERE virtuemart_product_id=${PRODUCTS.helmet}`);

		const b = await guestOn(harness, HELMET);
		expect((await b.page.locator('h1').first().textContent())?.trim()).toBe('Safety Helmet');
		const html = await served(b);
		expect(html).toMatch(/data-vetrina="compare" data-module="vp_compare" data-refresh="load"><a [^>]*>.*?data-count="0"/);
		expect(html).not.toContain('vp-dropdown-item');
		// The session's compare list, fetched once as the page loads, is B's (empty), not the first guest's; a
		// guest's wishlist is empty for every guest, so it is printed as it is.
		expect(html).toMatch(/data-vetrina="wishlist" data-module="vp_wishlist"><a /);
		const refreshes = b.requests.filter((request) => new URL(request.url()).searchParams.get('module'));
		expect(refreshes.map((request) => new URL(request.url()).pathname + new URL(request.url()).search)).toEqual([
			`${harness.shop.base}/?option=com_ajax&module=vp_compare&method=get&format=json&Itemid=101`,
		]);
		const answer = JSON.parse((await (await refreshes[0]?.response())?.text()) ?? '{}') as { html: string };
		expect(answer.html).toContain('data-count="0"');
		expect(answer.html).not.toContain('vp-dropdown-item');
		expect(await count(b.page, 'compare')).toBe('0');
		expect(await compared(b.page)).toEqual([]);
		expect(listCalls(b.requests).filter((call) => call.includes('getToken'))).toEqual([]);

		// The category page, kept from A's visit, carries B's session's token: B's own add is accepted.
		await b.page.goto(harness.at(CATEGORY));
		await islandsSettled(b.page);
		await idle(b.page);
		expect(await addFromCard(b.page, 'compare', PRODUCTS.cap)).toMatchObject({
			error: 0,
			msg: '<strong>Cap &quot;Baseball&quot;</strong> was added to the compare list.',
		});
		await countIs(b.page, 'compare', '1');
		expect(await compared(b.page)).toEqual(['Cap "Baseball"']);

		// A's list is A's: back on a kept page, A sees the helmet (renamed since), not B's cap.
		await a.page.goto(harness.at(CATEGORY));
		await islandsSettled(a.page);
		await expect.poll(() => compared(a.page)).toEqual(['Hard Hat']);
		expect(await count(a.page, 'compare')).toBe('1');
	});

	it("never keeps a page rendered for a guest whose cart holds products: the next guest's page holds no other cart", async () => {
		// The cache is on from the journey before.
		const a = await guestOn(harness, CATEGORY);
		await fillCart(harness, a.page, [[PRODUCTS.cap, 2]]);
		await a.page.goto(harness.at(PAGINATION));
		await islandsSettled(a.page);
		expect(await a.page.locator('.vmCartModule').textContent()).toContain('Baseball');

		const b = await guestOn(harness, PAGINATION);
		const html = await served(b);
		expect(html, "the page the next guest gets holds the first guest's cart").not.toContain('Baseball');
		// Printed for this guest (an empty cart), and kept for the guests after: marked to be asked for again as it loads.
		expect(html).toContain('data-refresh="load" class="vmCartModule');
		expect(b.requests.filter(isCartRefresh).map((request) => new URL(request.url()).searchParams.get('view'))).toEqual(['cart']);
	});

	it("never keeps VirtueMart's cart and account pages, even a guest's with an empty cart", async () => {
		for (const path of ['/index.php/cart', '/index.php/account/editaddresscartBT']) {
			const first = visit(harness.shop.url);
			const second = visit(harness.shop.url);
			const token = (html: string) => /"csrf\.token":"([0-9a-f]{32})"/.exec(html)?.[1];
			const [firstToken, secondToken] = [token(await first.text(path)), token(await second.text(path))];
			// A kept page would carry the first guest's token in Joomla's script options, which its page cache leaves as kept.
			expect(firstToken, path).toMatch(/^[0-9a-f]{32}$/);
			expect(secondToken, path).not.toBe(firstToken);
		}
	});

	it("prints no token of its own in a kept page but in the form Joomla's page cache writes the visitor's token into", async () => {
		const first = visit(harness.shop.url);
		await first.text(CATEGORY);
		const later = visit(harness.shop.url);
		const html = await later.text(CATEGORY);
		const { token } = (await (await later.get('/index.php?option=com_ajax&plugin=vetrina&group=system&format=json&vpfmethod=getToken')).json()) as {
			token: string;
		};
		const uses = [...html.matchAll(/.{0,40}\b[0-9a-f]{32}\b.{0,20}/g)].map(([use]) => use);
		expect(uses.length).toBeGreaterThan(0);
		for (const use of uses) {
			const form = new RegExp(`<input type="hidden" name="${token}" value="1">`);
			// Joomla's own script option (core.js's), which its page cache does not rewrite: the first guest's.
			expect(form.test(use) || /"csrf\.token":"[0-9a-f]{32}"/.test(use), use).toBe(true);
		}
	});
});
