/**
 * The plugin replaces VirtueMart's jQuery stack instead of sitting beside it: no page of the shop downloads
 * jQuery, chosen, Popper, Bootstrap's tooltips or FancyBox, nothing VirtueMart printed calls them (the harness
 * fails a test on any uncaught exception), and what they did still works. An extension that asks Joomla for
 * jQuery itself keeps it.
 */
import type { Page, Request } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeRealShop, forEachRealShop, islandsSettled, type RealHarness } from './harness.ts';
import { fixtureZip } from './shop.ts';

const HELMET = '/index.php/headpiece/safety-helmet-detail';
const MULTI_VARIANT = '/index.php/product-variants/multi-variant-detail';
const CATEGORIES = ['/', '/index.php/headpiece', '/index.php/pagination', '/index.php/product-variants'];
const PRODUCTS = [
	HELMET,
	MULTI_VARIANT,
	'/index.php/product-variants/customfield-image-variant-detail',
	'/index.php/product-variants/customfield-string-detail',
	'/index.php/product-variants/generic-child-cart-variant-detail',
	'/index.php/product-variants/pattern-product-variants-detail',
];
const ADD_HELMET = '/index.php?option=com_virtuemart&view=cart&task=addJS&format=json&virtuemart_product_id[]=160&quantity[]=1';

/** The files of VirtueMart's stack: jQuery (and its UI, noConflict), chosen, Popper, Bootstrap's tooltip and popover, FancyBox (and its style sheet). */
const STACK = /jquery|chosen|popper|popover|tooltip|fancybox/i;
const stackScripts = (requests: Request[]) =>
	requests.filter((r) => ['script', 'stylesheet'].includes(r.resourceType()) && STACK.test(new URL(r.url()).pathname)).map((r) => r.url());
/**
 * Images whose address is not a file: Joomla's pages (legacy's tooltip icon printed as `<img src="/">`), each
 * a whole page run in the shopper's session beside the page's own.
 */
const pagesAsImages = (requests: Request[]) =>
	requests.filter((r) => r.resourceType() === 'image' && !/\.[a-z0-9]+$/i.test(new URL(r.url()).pathname)).map((r) => r.url());

/** A page of the shop with the helmet in the cart (the same browser context holds the session). */
async function withItem(shop: RealHarness, path: string) {
	const opened = await shop.open(HELMET);
	await opened.page.request.get(shop.at(ADD_HELMET));
	opened.requests.length = 0;
	await opened.page.goto(shop.at(path));
	return opened;
}

const settled = async (page: Page) => {
	await page.waitForLoadState('networkidle');
	await islandsSettled(page);
};

forEachRealShop((shop) => {
	it.each([...CATEGORIES, ...PRODUCTS])('loads %s without jQuery, chosen, Popper, tooltips or FancyBox, and no page as an image', async (path) => {
		const { page, requests } = await shop.open(path);
		await settled(page);
		expect(stackScripts(requests)).toEqual([]);
		expect(pagesAsImages(requests)).toEqual([]);
	});

	it.each(['/index.php/cart', '/index.php/account/editaddresscartBT', '/index.php/account/editaddresscartST'])(
		'loads %s with an item in the cart without the stack',
		async (path) => {
			const { page, requests } = await withItem(shop, path);
			await settled(page);
			expect(stackScripts(requests)).toEqual([]);
		},
	);

	it('changes a multi-variant without an exception', async () => {
		const { page, requests } = await shop.open(MULTI_VARIANT);
		await settled(page);
		const select = page.locator('select[data-cvsel]').first();
		const other = await select.evaluate((el: HTMLSelectElement) => [...el.options].find((option) => !option.selected && option.value)?.value);
		await select.selectOption(other!);
		await settled(page);
		expect(stackScripts(requests)).toEqual([]);
	});

	it('sorts a listing from the sort select bs5 prints', async () => {
		const { page } = await shop.open('/index.php/headpiece');
		await settled(page);
		const select = page.locator('select#vm-orderby-select');
		expect(await select.count()).toBe(shop.shop.templates === 'bs5' ? 1 : 0);
		if (shop.shop.templates !== 'bs5') return;
		const sorted = await select.locator('option:not([selected])').last().getAttribute('value');
		await select.selectOption(sorted!);
		await page.waitForURL(shop.at(sorted!.slice(shop.shop.base.length)));
	});

	it('reverses the sort direction and sorts by manufacturer from the buttons bs5 prints', async () => {
		if (shop.shop.templates !== 'bs5') return;
		const { page } = await shop.open('/index.php/pagination');
		await settled(page);
		// Its URL is only in VirtueMart's inline jQuery, which the plugin keeps as inert text.
		const direction = page.locator('select#vm-orderby-select + button');
		expect(await direction.getAttribute('title')).toBe('DESC');
		await direction.click();
		await page.waitForURL(shop.at('/index.php/pagination/dirDesc'));
		expect(await page.locator('select#vm-orderby-select + button').getAttribute('title')).toBe('ASC');
		await settled(page);
		const manufacturer = page.locator('select#vm-orderby-select-mf');
		const other = await manufacturer.locator('option').last().getAttribute('value');
		await manufacturer.selectOption(other!);
		await page.waitForURL(shop.at(other!.slice(shop.shop.base.length)));
	});

	it('opens the sort list of the legacy template set from the keyboard', async () => {
		const { page } = await shop.open('/index.php/headpiece');
		await settled(page);
		const list = page.locator('.orderlistcontainer .orderlist');
		if (shop.shop.templates !== 'legacy') return;
		expect(await list.isVisible()).toBe(false);
		await page.locator('.orderlistcontainer .activeOrder a').focus();
		expect(await list.isVisible()).toBe(true);
	});

	it("keeps the customfields' ⓘ text in the title the browser shows, as plain text that names the icon", async () => {
		const { page } = await shop.open('/index.php/product-variants/customfield-string-detail');
		await settled(page);
		await page.waitForSelector('.productdetails-view[data-island-state="ready"]', { state: 'attached' });
		const titles = await page.locator('.product-field [title*="Select a variant"]').evaluateAll((els) => els.map((el) => el.getAttribute('title')));
		expect(titles.length).toBeGreaterThan(0);
		// Legacy prints the field's name in bold before the help text, as HTML.
		expect(titles.every((title) => /^(String, [a-z ]+\n)?Select a variant$/.test(title!))).toEqual(true);
		// Two fields of the sample product have this help text.
		expect(await page.getByRole('img', { name: /Select a variant$/ }).count()).toBe(2);
		// Bootstrap's tooltip would have moved it to data-bs-original-title.
		expect(await page.locator('[data-bs-original-title], [data-original-title]').count()).toBe(0);
	});

	it('opens the product image in a dialog, closes it with Escape and gives the focus back', async () => {
		const { page } = await shop.open(HELMET);
		await settled(page);
		const link = page.locator('.main-image a[rel="vm-additional-images"]');
		const openers = [link, ...(shop.shop.templates === 'bs5' ? [page.locator('button.vm-btn-expand')] : [])];
		for (const opener of openers) {
			await opener.click();
			const dialog = page.locator('dialog[open]');
			await expect.poll(() => dialog.locator('img').getAttribute('src')).toBe(await link.getAttribute('href'));
			expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
			await page.keyboard.press('Escape');
			await expect.poll(() => dialog.count()).toBe(0);
			expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
		}
		expect(page.url()).toBe(shop.at(HELMET));
	});
});

describeRealShop('an extension that asks Joomla for jQuery', {}, (shop) => {
	beforeAll(async () => {
		await shop.shop.install(fixtureZip('plg_system_needsjquery'));
	});

	it('keeps jQuery on the pages it asks for it, where its inline code runs', async () => {
		const { page, requests } = await shop.open(HELMET);
		await settled(page);
		expect(await page.locator('body').getAttribute('data-needsjquery')).toMatch(/^\d+\.\d+\.\d+$/);
		expect(stackScripts(requests).map((url) => new URL(url).pathname)).toEqual([
			'/media/vendor/jquery/js/jquery.min.js',
			'/media/legacy/js/jquery-noconflict.min.js',
		]);
		await expect.poll(() => page.locator('form.product[data-island-state="ready"]').count()).toBe(1);
	});

	it('loads no jQuery where it does not ask', async () => {
		const { page, requests } = await shop.open('/index.php/headpiece');
		await settled(page);
		expect(stackScripts(requests)).toEqual([]);
		expect(await page.locator('body').getAttribute('data-needsjquery')).toBeNull();
	});
});
