/**
 * The product page of the real shop, in every template set at the root and under the sub-folder, on vmbasic
 * and in Italian: VirtueMart's quantity rules on plus and minus, the live price from `recalculate`, add to
 * cart from the page and from cards with VirtueMart's own message in the dialog, the stock cart module
 * refreshed once per add; on Cassiopeia's, VirtueMart's print view and manufacturer opened in the frame dialog.
 */
import type { Page, Request } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { PRODUCTS } from './cart-helpers.ts';
import { callOrder, forEachRealShop, forEveryRealShop, islandsSettled, openProduct, pressAtOnce } from './harness.ts';
import { wordsOf } from './words.ts';

const HELMET = '/index.php/headpiece/safety-helmet-detail';
/** Sample data: 100 € up to 5 pieces, 80 € from 6, 70 € from 11 (net of VirtueMart's 7% tax rule). */
const PRICE_RANGES = '/index.php/product-attributes/multiple-price-ranges-detail';
/** Given a minimum of 2, a step of 2 and a maximum of 10 here: no other journey may use this product. */
const JACKET = '/index.php/wear/h20-jacket-detail';
const JACKET_ID = 157;

const params = (request: Request) => [...new URL(request.url()).searchParams];
const isCall = (task: string) => (request: Request) => new URL(request.url()).searchParams.get('task') === task;

/** Waits for the product form's call to end: the price block drops `aria-busy` once the answer is drawn. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('form.product[aria-busy="true"], .product-price[aria-busy="true"]'));

forEveryRealShop((shop) => {
	const words = () => wordsOf(shop.shop);
	beforeAll(async () => {
		await shop.shop.sql(
			`UPDATE jvm_virtuemart_products SET product_params='min_order_level="2"|max_order_level="10"|step_order_level="2"|product_box=""|' WHERE virtuemart_product_id=${JACKET_ID}`,
		);
	});

	it("keeps plus and minus within VirtueMart's quantity rules", async () => {
		const { page } = await openProduct(shop, JACKET);
		const input = page.locator('form.product input[name="quantity[]"]');
		expect(await input.inputValue()).toBe('2');
		const plus = page.getByRole('button', { name: words().vetrina('name.plus') });
		const minus = page.getByRole('button', { name: words().vetrina('name.minus') });
		await plus.click();
		expect(await input.inputValue()).toBe('4');
		for (let i = 0; i < 4; i++) await plus.click();
		expect(await input.inputValue()).toBe('10');
		await plus.click();
		expect(await input.inputValue()).toBe('10');
		for (let i = 0; i < 5; i++) await minus.click();
		expect(await input.inputValue()).toBe('2');
		await input.fill('5');
		await input.press('Tab');
		await expect.poll(() => input.inputValue()).toBe('4');
		await expect
			.poll(() =>
				page
					.getByRole('alert')
					.filter({ hasText: words().vm('COM_VIRTUEMART_WRONG_AMOUNT_ADDED', 2) })
					.count(),
			)
			.toBe(1);
	});

	it('recalculates the price with the exact call and shows the answer', async () => {
		const { page, requests } = await openProduct(shop, PRICE_RANGES);
		const price = page.locator('.product-price .PricesalesPrice').last();
		expect(await price.textContent()).toBe('107,00 €');
		const input = page.locator('form.product input[name="quantity[]"]');
		await input.fill('6');
		await input.press('Tab');
		await expect.poll(() => price.textContent()).toBe('85,60 €');
		await settled(page);
		const calls = requests.filter(isCall('recalculate'));
		expect(calls).toHaveLength(1);
		const call = calls[0]!;
		expect(call.method()).toBe('GET');
		expect(new URL(call.url()).pathname).toBe(`${shop.shop.base}/index.php`);
		expect(params(call)).toEqual([
			['option', 'com_virtuemart'],
			['view', 'productdetails'],
			['task', 'recalculate'],
			['format', 'json'],
			['nosef', '1'],
			['lang', words().language],
			['quantity[]', '6'],
			['virtuemart_product_id[]', '168'],
			['pname', 'Multiple price ranges'],
			['pid', '168'],
			['Itemid', expect.stringMatching(/^\d+$/) as unknown as string],
		]);
		expect(await page.locator('.product-price .PricetaxAmount').last().textContent()).toBe('5,60 €');
	});

	it('keeps both products of two add to cart presses at once, sending the second once the first has ended', async () => {
		// The cards may start below the fold (vmbasic's header and sidebar): each is scrolled to as a shopper would.
		const { page, requests } = await shop.open('/index.php/headpiece');
		await islandsSettled(page);
		// The cap's and the cowboy hat's cards (the featured row prints them again further down).
		const form = (id: string) => `form.product:has(input[name="virtuemart_product_id[]"][value="${id}"])`;
		const ids = [PRODUCTS.cap, PRODUCTS.hat];
		const buttons = ids.map((id) => `${form(id)} [name="addtocart"]`);
		for (const id of ids) {
			await page.locator(form(id)).first().scrollIntoViewIfNeeded();
			await page
				.locator(`${form(id)}[data-island-state="ready"]`)
				.first()
				.waitFor({ state: 'attached' });
		}
		const calls = callOrder(page, isCall('addJS'), (request) => String(new URL(request.url()).searchParams.get('virtuemart_product_id[]')));
		// VirtueMart keeps the cart in the session, which Joomla writes back whole as each call ends.
		await pressAtOnce(page, buttons);
		const module = page.locator('.vmCartModule');
		// Two adds in turn, then the module's refresh: seconds on a busy machine.
		await expect
			.poll(async () => (await module.textContent())?.replace(/\s+/g, ' '), { timeout: 20_000 })
			.toMatch(/1 x Cap "Baseball".*1 x Cowboy Hat|1 x Cowboy Hat.*1 x Cap "Baseball"/);
		expect(calls).toEqual(['sent 161', 'ended', 'sent 162', 'ended']);
		expect(requests.filter(isCall('addJS'))).toHaveLength(2);
	});

	it("adds to the cart: VirtueMart's message in the dialog, the cart module refreshed once", async () => {
		const { page, requests } = await openProduct(shop, HELMET);
		await page.getByRole('button', { name: words().vetrina('name.plus') }).click();
		await settled(page);
		await page.getByRole('button', { name: words().vm('COM_VIRTUEMART_CART_ADD_TO') }).click();
		const dialog = page.getByRole('dialog');
		await expect.poll(() => dialog.textContent()).toContain(words().vm('COM_VIRTUEMART_CART_PRODUCT_ADDED', 'Safety Helmet', 2));
		expect(await dialog.getByRole('link', { name: words().vm('COM_VIRTUEMART_CART_SHOW') }).getAttribute('href')).toContain('view=cart');
		// VirtueMart's own links are the dialog's ways on, under the cart's count: no second Close beside them.
		await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/\d/);
		expect(await dialog.getByRole('button').count()).toBe(1);
		expect(await dialog.evaluate((el) => [...el.querySelectorAll('[role="status"], a.continue_link, a.showcart')].map((n) => n.className))).toEqual([
			'vetrina-message__count',
			expect.stringContaining('continue_link'),
			expect.stringContaining('showcart'),
		]);
		const module = page.locator('.vmCartModule');
		await expect.poll(async () => (await module.textContent())?.replace(/\s+/g, ' ')).toContain('2 x Safety Helmet');
		await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
		const adds = requests.filter(isCall('addJS'));
		expect(adds).toHaveLength(1);
		expect(params(adds[0]!)).toEqual(
			expect.arrayContaining([
				['quantity[]', '2'],
				['virtuemart_product_id[]', '160'],
			]),
		);
		expect(requests.filter(isCall('viewJS'))).toHaveLength(1);
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog.count()).toBe(0);
		// The focus is back on the button that opened it (a <button> in bs5 and bs3, an <input> in legacy).
		expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('addtocart');
	});
});

forEachRealShop((shop) => {
	it("opens VirtueMart's print view in a dialog, where it prints itself, and the manufacturer in one too", async () => {
		// The print dialog, recorded in every frame where the page would open it.
		const { page } = await shop.open(HELMET, {}, async (context) => {
			await context.addInitScript(() => {
				window.print = () => {
					const top = window.top as Window & { printed?: string[] };
					top.printed = [...(top.printed ?? []), location.search];
				};
			});
		});
		await islandsSettled(page);
		const printed = () => page.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []);
		const popups = [['a.printModal', 'Print']];
		// bs3 links the manufacturer to its page, with no popup.
		if (shop.shop.templates !== 'bs3') popups.push(['a.manuModal', 'Default']);
		for (const [link, name] of popups as [string, string][]) {
			const href = (await page.locator(link).getAttribute('href'))!;
			expect(href).toContain('tmpl=component');
			await page.locator(link).click();
			const dialog = page.getByRole('dialog', { name });
			await dialog.locator('.vetrina-frame[data-state="ready"]').waitFor();
			expect(await dialog.locator('iframe').getAttribute('src')).toBe(new URL(href, page.url()).href);
			if (name === 'Print') await expect.poll(printed).toEqual([new URL(href, page.url()).search]);
			await page.keyboard.press('Escape');
			await dialog.waitFor({ state: 'detached' });
		}
		expect(page.url()).toBe(shop.at(HELMET));
		// The page itself never prints: only its print view does.
		expect(await printed()).toHaveLength(1);
	});
});
