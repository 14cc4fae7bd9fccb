import { describe, expect, it } from 'vitest';
import { CSP } from '../../fixtures/server/index.ts';
import { STOCK_SETS } from '../../fixtures/server/shop.ts';
import { visitor } from './client.ts';

const B = '/negozio';
const viewJS = `${B}/index.php?option=com_virtuemart&nosef=1&view=cart&task=viewJS&format=json&lang=it`;
const addJS = (pid: number, qty: number, extra = '') =>
	`${B}/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json&lang=it&quantity%5B%5D=${qty}&virtuemart_product_id%5B%5D=${pid}&pid=${pid}${extra}`;

describe.each(STOCK_SETS)('stock page shell (%s)', (templates) => {
	it("prints a Joomla page: vm-vars with the answer's nonce, the bundle, two cart modules, the search module, no VirtuePlanet parts", async () => {
		const v = visitor({ base: B, templates, csp: true });
		const res = await v.request(`${B}/prodotti/elettroutensili?Itemid=101`);
		const page = await res.text();
		const nonce = /<script nonce="([^"]+)">/.exec(page)![1]!;
		expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-${nonce}' 'report-sample'; object-src 'none'; base-uri 'self'`);
		expect(page.match(/ nonce="/g)).toHaveLength(1);
		const vmVars = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page)![1]!;
		expect(vmVars).toContain("var vmSiteurl = 'http://localhost/negozio/' ;\nVirtuemart.vmSiteurl = vmSiteurl;");
		expect(vmVars).toContain("var vmLang = '&lang=it';\nVirtuemart.vmLang = vmLang; ");
		expect(vmVars).toContain("var Itemid = '&Itemid=101';");
		expect(vmVars.startsWith('//<![CDATA[ \nif (typeof Virtuemart === "undefined"){')).toBe(true);
		expect(page).toContain('<script type="module" src="/negozio/media/vetrina/vetrina.js"></script>');
		expect(page).toContain('<link href="/negozio/media/vetrina/vetrina.css" rel="stylesheet">');
		expect(page.match(/<div class="vmCartModule[^"]*" id="vmCartModule[^"]*">/g)).toEqual([
			'<div class="vmCartModule " id="vmCartModule">',
			'<div class="vmCartModule dropdownCart" id="vmCartModule-sidebar">',
		]);
		expect(page.match(/<div class="hiddencontainer" style=" display: none; ">/g)).toHaveLength(2);
		expect(page).toContain('<input name="keyword" id="mod_virtuemart_search"');
		expect(page).toContain('onclick="this.form.keyword.focus();"');
		expect(page).toContain('<div id="system-message-container" aria-live="polite">');
		expect(page).toContain('<nav class="mod-breadcrumbs__wrapper"');
		expect(page).toMatch(/<a itemprop="item" href="\/negozio\/" class="pathway">/);
		for (const vp of [
			'data-vetrina="mini-cart"',
			'data-vetrina="compare"',
			'data-vetrina="wishlist"',
			'data-vetrina="mega-menu"',
			'vp-login-modal',
			'data-vetrina="cookie-banner"',
		]) {
			expect(page, vp).not.toContain(vp);
		}
	});

	it("prints Joomla's breadcrumb in the in-place update fragment (dynamic=1) too", async () => {
		const v = visitor({ base: B, templates });
		const fragment = await v.text(`${B}/prodotti/elettroutensili?tmpl=component&format=html&dynamic=1`);
		expect(fragment).toMatch(/^<title>Elettroutensili - Ferramenta Vetrina<\/title>\n<nav class="mod-breadcrumbs__wrapper"/);
		expect(fragment).toContain('<span itemprop="name">Elettroutensili</span>');
		expect(fragment).not.toContain('vp-breadcrumb');
	});

	it('gives every answer a fresh nonce', async () => {
		const v = visitor({ templates, csp: true });
		const nonces = new Set<string>();
		for (let i = 0; i < 3; i++) nonces.add(/'nonce-([^']+)'/.exec((await v.request('/')).headers.get('content-security-policy')!)![1]!);
		expect(nonces.size).toBe(3);
	});
});

describe('the demo theme keeps its policy', () => {
	it("sends script-src 'self' and prints no nonce", async () => {
		const v = visitor({ csp: true });
		const res = await v.request('/');
		expect(res.headers.get('content-security-policy')).toBe(CSP);
		expect(await res.text()).not.toContain('nonce=');
	});
});

describe('task=viewJS (mod_virtuemart_cart refresh)', () => {
	it("answers VirtueMart's prepareAjaxData shape for an empty cart", async () => {
		const v = visitor({ base: B, templates: 'bs5' });
		const res = await v.request(viewJS);
		// As VirtueMart's: it echoes the JSON from an HTML document.
		expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
		expect(await res.json()).toEqual({
			products: [],
			totalProduct: 0,
			billTotal: 'Totale <strong>0,00 €</strong>',
			billTotal_tax_amount: '0,00 €',
			billTotal_net: '0,00 €',
			billTotal_discounted_net: '0,00 €',
			dataValidated: false,
			totalProductTxt: 'Carrello vuoto',
			linkName: 'Mostra carrello',
			cart_show_link: '/negozio/index.php?option=com_virtuemart&view=cart',
			cart_show: '<a class="details" style="float:right;" href="/negozio/index.php?option=com_virtuemart&view=cart" rel="nofollow" >Mostra carrello</a>',
		});
	});

	it('lists the session cart: linked names, options, prices, quantities and totals', async () => {
		const v = visitor({ base: B });
		const drill = v.shop.catalogue.product(111)!;
		const paint = v.shop.catalogue.products.find((p) => p.customs.includes(22))!;
		await v.request(addJS(111, 2));
		await v.request(addJS(paint.id, 1, `&customProductData%5B${paint.id}%5D%5B22%5D=222&customProductData%5B${paint.id}%5D%5B23%5D=231`));
		const data = await v.json<Record<string, unknown> & { products: Record<string, unknown>[] }>(viewJS);
		expect(Object.keys(data)).toEqual([
			'products',
			'totalProduct',
			'billTotal',
			'billTotal_tax_amount',
			'billTotal_net',
			'billTotal_discounted_net',
			'dataValidated',
			'totalProductTxt',
			'linkName',
			'cart_show_link',
			'cart_show',
		]);
		expect(data.products).toHaveLength(2);
		expect(Object.keys(data.products[0]!)).toEqual([
			'product_name',
			'customProductData',
			'product_sku',
			'prices',
			'image',
			'subtotal',
			'subtotal_tax_amount',
			'subtotal_discount',
			'subtotal_with_tax',
			'quantity',
		]);
		expect(data.products[0]).toMatchObject({
			product_name: `<a href="/negozio${v.shop.catalogue.productUrl(drill)}">${drill.name}</a>`,
			customProductData: '',
			product_sku: drill.sku,
			quantity: 2,
		});
		expect(data.products[0]!.subtotal_with_tax).toMatch(/^\d{1,3}(\.\d{3})*,\d\d €$/);
		expect(data.products[1]!.customProductData).toMatch(/^<div class="vm-customfield-mod"><span class="product-field-type-S">[^<]+: [^<]+<\/span><br\/>/);
		expect(data).toMatchObject({ totalProduct: 3, totalProductTxt: '3 prodotti', dataValidated: false });
		expect(data.billTotal).toMatch(/^Totale <strong>\d{1,3}(\.\d{3})*,\d\d €<\/strong>$/);
	});

	it('says "1 prodotto" for one piece', async () => {
		const v = visitor();
		await v.request(addJS(111, 1).replace(B, ''));
		expect(await v.json(viewJS.replace(B, ''))).toMatchObject({ totalProduct: 1, totalProductTxt: '1 prodotto' });
	});
});
