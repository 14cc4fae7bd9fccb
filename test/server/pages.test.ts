import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

const DRILL = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';
const SCREW = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x40-mm-10pz-detail';
const SCREENS = [
	'/',
	'/prodotti/fissaggi-e-tasselli?limit=48',
	DRILL,
	SCREW,
	'/confronta',
	'/lista-desideri',
	'/index.php?option=com_virtuemart&view=cart',
	'/indirizzo?addrtype=BT',
	'/zone-di-consegna',
	'/venditore',
	'/produttori',
	'/prodotti',
	'/accedi',
	'/cerca?keyword=disco',
];

describe('pages', () => {
	it.each(SCREENS)('%s renders with the bundle, the config block and no inline script or handler', async (path) => {
		const res = await visitor().request(path);
		expect(res.status).toBe(200);
		const html = await res.text();
		expect(html).toContain('<script type="module" src="/media/vetrina/vetrina.js"></script>');
		expect(html).toContain('<script type="application/json" id="vetrina-config">');
		const scripts = html.match(/<script\b[^>]*>/g) ?? [];
		for (const tag of scripts) expect(tag).toMatch(/type="(module" src=|application\/json")/);
		expect(html).not.toMatch(/\son[a-z]+="/);
	});

	it('prints 48 product cards on one listing page with ?limit=48', async () => {
		const html = await visitor().text('/prodotti/fissaggi-e-tasselli?limit=48');
		expect(html.match(/data-vetrina="product-card"/g)).toHaveLength(48);
	});

	it('serves product details under /prodotti/{cat}/{sub}/{slug}-detail and the deeper /{subsub}/ path', async () => {
		const v = visitor();
		for (const path of [DRILL, SCREW]) expect(await v.text(path)).toContain('class="product-container productdetails-view productdetails"');
		expect((await v.request('/prodotti/elettroutensili/trapani/nope-detail')).status).toBe(404);
	});

	it('prints multi-variant selects with their variant list as JSON, and prev/next links for in-place updates', async () => {
		const html = await visitor().text(SCREW);
		expect(html).toMatch(
			/<select class="cvselection cvdrop no-vm-bind" id="field301_0" data-cvsel="field301" name="field\[\d+\]\[301\]\[customfield_value\]\[0\]" data-dynamic-update="1">/,
		);
		const json = /<script type="application\/json" class="vetrina-variants" data-cvsel="field301">(.*?)<\/script>/.exec(html)?.[1];
		const variants = JSON.parse(json ?? '[]') as string[][];
		expect(variants).toContainEqual([SCREW, '4x40 mm', '10 PZ']);
		expect(html).toMatch(/<a class="(previous|next)-page" href="[^"]+" rel="(prev|next)" data-dynamic-update="1">/);
	});

	it('prints data-reload on the colour family and a generic child list (avselection) of child urls', async () => {
		const v = visitor();
		expect(await v.text('/prodotti/vernici-e-pitture/smalti/smalto-acqua-satinato-ral-9010-detail')).toContain('data-reload="1"');
		const wrench = await v.text('/prodotti/chiavi-e-utensili-manuali/chiavi-combinate/chiave-combinata-13mm-detail');
		expect(wrench).toContain('<option value="/prodotti/chiavi-e-utensili-manuali/chiavi-combinate/chiave-combinata-8mm-detail">8 mm</option>');
		expect(wrench).toMatch(/<select class="avselection"/);
	});

	it('prints a notify link for unavailable products and a choose-options link when options are required', async () => {
		const html = await visitor().text('/prodotti/vernici-e-pitture');
		expect(html).toMatch(
			/<a class="notify btn[^"]*" href="\/index.php\?option=com_virtuemart&amp;view=productdetails&amp;layout=notify&amp;virtuemart_product_id=\d+"/,
		);
		expect(html).toContain(
			'<a class="vp-choose-options btn btn-outline-primary btn-sm" href="/prodotti/vernici-e-pitture/pitture-murali/pittura-murale-traspirante-bianca-detail">',
		);
	});

	it('answers the in-place re-request with <title>, the breadcrumb and the product container only', async () => {
		const html = await visitor().text(`${SCREW}?tmpl=component&format=html&dynamic=1`);
		expect(html.startsWith('<title>Vite per legno Torx 4x40 mm zincata - 10 PZ - Ferramenta Vetrina</title>')).toBe(true);
		expect(html).toContain('<nav class="vp-breadcrumb" id="vp-breadcrumb"');
		expect(html).toContain('class="product-container productdetails-view productdetails"');
		expect(html).not.toContain('<header');
	});

	it('serves the quick-view frame as a bare page that still loads the bundle', async () => {
		const html = await visitor().text(
			'/?option=com_virtuemart&view=productdetails&virtuemart_product_id=111&virtuemart_category_id=40&tmpl=component&quickview=1&Itemid=101',
		);
		expect(html).toContain('<body class="vp-bare');
		expect(html).toContain('/media/vetrina/vetrina.js');
		expect(html).toContain('Trapano a batteria 18V Brushless con percussione');
		expect(html).not.toContain('data-vetrina="mini-cart"');
	});

	it('sends the strict CSP header with ?csp=strict or the csp option', async () => {
		expect((await visitor().request('/?csp=strict')).headers.get('content-security-policy')).toBe("script-src 'self'; object-src 'none'; base-uri 'self'");
		expect((await visitor().request('/')).headers.get('content-security-policy')).toBeNull();
		expect((await visitor({ csp: true }).request('/')).headers.get('content-security-policy')).toContain("script-src 'self'");
	});

	it('prints the country and state selects: Italy with its provinces, multiple on the zones page', async () => {
		const v = visitor();
		const address = await v.text('/indirizzo?addrtype=BT');
		expect(address).toContain('<select id="virtuemart_country_id_field" name="virtuemart_country_id"');
		expect(address).toContain('<optgroup label="Italia"><option value="1500">Agrigento</option>');
		expect(await v.text('/indirizzo?addrtype=ST')).toContain('id="shipto_virtuemart_state_id_field" name="shipto_virtuemart_state_id"');
		expect(await v.text('/zone-di-consegna')).toMatch(/name="virtuemart_country_id\[\]" class="form-select vm-chzn-select required" required multiple/);
	});

	it('serves generated SVG images and Bootstrap; 404 for a missing bundle file', async () => {
		const v = visitor();
		const svg = await v.request('/images/prodotti/trapano-a-batteria-18v-brushless.svg');
		expect(svg.headers.get('content-type')).toBe('image/svg+xml');
		expect((await v.request('/media/bootstrap.min.css')).status).toBe(200);
		expect((await v.request('/media/vetrina/nope.js')).status).toBe(404);
	});
});
