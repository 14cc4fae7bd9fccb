/**
 * Stock mod_virtuemart_cart on each template set: two stock mini-carts on one page (header
 * `default`, sidebar `dropdown`) both refresh from `task=viewJS` after an add to cart, and Vetrina
 * dispatches VirtueMart's `updateVirtueMartCartModule` on body. The shop lives in SUB_FOLDER.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../fixtures/server/catalogue.ts';
import { islandsSettled, useShop } from './harness.ts';
import { STOCK_SETS, SUB_FOLDER, stockShop } from './stock.ts';

const catalogue = new Catalogue();
/** Product 2: sold by 1, no options. */
const PRODUCT = catalogue.product(2)!;
const PRODUCT_PAGE = `${SUB_FOLDER}${catalogue.productUrl(PRODUCT)}`;
const VIEWJS_QUERY = { option: 'com_virtuemart', nosef: '1', view: 'cart', task: 'viewJS', format: 'json', lang: 'it' };

/** Both modules mounted and their mount-time refresh done. */
const modulesIdle = (page: Page) =>
	page.waitForFunction(() => {
		const modules = [...document.querySelectorAll('.vmCartModule')];
		return modules.length === 2 && modules.every((m) => m.getAttribute('data-island-state') === 'ready' && !m.hasAttribute('aria-busy'));
	});

/** What one module shows: its rows (quantity, name), count text and total. */
const shown = (page: Page) =>
	page.$$eval('.vmCartModule', (modules) =>
		modules.map((m) => ({
			rows: [...m.querySelectorAll('.vm_cart_products .product_row')].map(
				(r) => `${r.querySelector('.quantity')?.textContent} x ${r.querySelector('.product_name')?.textContent?.trim()}`,
			),
			count: [...m.querySelectorAll('.total_products')].filter((e) => !e.closest('.hiddencontainer')).map((e) => e.textContent?.trim()),
			total: m.querySelector('.total')?.textContent?.trim(),
		})),
	);

describe.each(STOCK_SETS)('stock mini-carts (%s)', { timeout: 60_000 }, (set) => {
	const shop = useShop(stockShop(set));

	it('both refresh from task=viewJS after an add to cart, and updateVirtueMartCartModule reaches body', async () => {
		const { page, errors } = await shop.open(PRODUCT_PAGE);
		await islandsSettled(page);
		await modulesIdle(page);
		expect(await shown(page)).toEqual([
			{ rows: [], count: ['Carrello vuoto'], total: '' },
			{ rows: [], count: ['Carrello vuoto'], total: '' },
		]);
		await page.evaluate(() => {
			const w = window as unknown as { vmEvents: string[] };
			w.vmEvents = [];
			// As jQuery's `$(document).on('updateVirtueMartCartModule', 'body', …)` sees it.
			document.addEventListener('updateVirtueMartCartModule', (e) => w.vmEvents.push(`${(e.target as Element).tagName}:${e.bubbles}`));
		});
		await shop.clearLog();

		await page.locator('form.product input[name="quantity[]"]').first().fill('2');
		await page.locator('form.product [name="addtocart"]').first().click();
		await page.waitForFunction(() =>
			[...document.querySelectorAll('.vmCartModule .total_products')]
				.filter((e) => !e.closest('.hiddencontainer'))
				.every((e) => e.textContent?.trim() === '2 prodotti'),
		);
		await modulesIdle(page);

		const answer = (await page.evaluate(
			async (url) => (await fetch(url)).json(),
			`${SUB_FOLDER}/index.php?option=com_virtuemart&nosef=1&view=cart&task=viewJS&format=json&lang=it`,
		)) as { billTotal: string };
		expect(answer.billTotal).toMatch(/^Totale <strong>[\d.]+,\d\d €<\/strong>$/);
		const row = `2 x ${PRODUCT.name}`;
		// The module prints the bill total's markup: its text is the answer's without the tags.
		const total = answer.billTotal.replace(/<\/?strong>/g, '');
		expect(await shown(page)).toEqual([
			{ rows: [row], count: ['2 prodotti'], total },
			{ rows: [row], count: ['2 prodotti'], total },
		]);
		const log = await shop.log();
		const viewJS = log.filter((r) => r.query.task === 'viewJS');
		// One call for both modules after the add (the cart store shares its answer), then the test's own check.
		expect(viewJS).toHaveLength(2);
		for (const call of viewJS) {
			expect(call.method).toBe('GET');
			expect(call.path).toBe(`${SUB_FOLDER}/index.php`);
			expect(call.query).toEqual(VIEWJS_QUERY);
		}
		expect(log.filter((r) => !r.path.startsWith(`${SUB_FOLDER}/`))).toEqual([]);
		expect(await page.evaluate(() => (window as unknown as { vmEvents: string[] }).vmEvents)).toEqual(['BODY:true']);
		expect(errors).toEqual([]);
	});

	it("lists the reports of the template's inline code (search onclick, dropdown script) as expected under the Joomla CSP", async ({ skip }) => {
		if (process.env.VETRINA_CSP === '0') skip();
		const { page } = await shop.open(`${SUB_FOLDER}/`);
		await islandsSettled(page);
		// The handler is reported when the parser meets it; the scripts when they would run.
		await page.waitForFunction(() => document.readyState === 'complete');
		const expected = await shop.expectedViolations();
		const samples = expected.map((r) => r.sample);
		expect(samples).toContain('this.form.keyword.focus();');
		expect(samples.some((s) => s.startsWith('//<![CDATA['))).toBe(true);
		expect(expected.every((r) => r.blockedURI === 'inline' && ['script-src-elem', 'script-src-attr'].includes(r.directive))).toBe(true);
	});
});

describe('demo theme: two mini-carts on one page (header and off-canvas)', { timeout: 60_000 }, () => {
	const shop = useShop();

	it('both refresh after an add to cart, from one call (the store shares its answer)', async () => {
		const { page, errors } = await shop.open('/__vetrina/requests');
		// A test-only page: the theme prints one mini-cart; this one carries a second in its off-canvas footer.
		const module = await (await fetch(`${shop.url}/?option=com_ajax&module=vp_mini_cart&method=get&format=json`)).text();
		const inner = (JSON.parse(module.replace(/^\uFEFF/, '')) as { html: string }).html.replaceAll('vp-mini-cart-panel', 'vp-mini-cart-panel-2');
		await page.route('**/*', async (route) => {
			if (route.request().resourceType() !== 'document') return route.continue();
			const response = await route.fetch();
			const body = (await response.text()).replace(
				'<div class="vp-offcanvas-footer">',
				`<div class="vp-offcanvas-footer"><div class="vp-dropdown vp-mini-cart" data-vetrina="mini-cart" data-module="vp_mini_cart" id="offcanvas-mini-cart">${inner}</div>`,
			);
			await route.fulfill({ response, body });
		});
		await page.goto(`${shop.url}${catalogue.productUrl(PRODUCT)}`);
		await islandsSettled(page);
		const counts = () => page.$$eval('[data-vetrina="mini-cart"]', (els) => els.map((el) => el.querySelector('[data-count]')?.getAttribute('data-count')));
		expect(await counts()).toEqual(['0', '0']);
		await page.waitForFunction(() =>
			[...document.querySelectorAll('[data-vetrina="mini-cart"]')].every((el) => el.getAttribute('data-island-state') === 'ready'),
		);
		await shop.clearLog();

		await page.locator('form.product input[name="quantity[]"]').first().fill('2');
		await page.locator('form.product [name="addtocart"]').first().click();
		await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
		await page.waitForFunction(
			() => [...document.querySelectorAll('[data-vetrina="mini-cart"] [data-count]')].map((e) => e.getAttribute('data-count')).join() === '2,2',
		);
		expect(await page.locator('#offcanvas-mini-cart .vp-dropdown-item').count()).toBe(1);
		expect(await page.locator('#offcanvas-mini-cart .vp-dropdown-item a').first().textContent()).toBe(PRODUCT.name);
		const refreshes = (await shop.log()).filter((r) => r.query.module === 'vp_mini_cart');
		expect(refreshes).toHaveLength(1);
		expect(refreshes[0]).toMatchObject({
			method: 'GET',
			path: '/',
			query: { option: 'com_ajax', module: 'vp_mini_cart', method: 'get', format: 'json', Itemid: '101' },
		});
		expect(errors).toEqual([]);
	});
});
