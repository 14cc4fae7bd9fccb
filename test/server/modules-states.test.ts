import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

const moduleUrl = (module: string) => `/?option=com_ajax&module=${module}&method=get&format=json&Itemid=101`;

describe('module refresh', () => {
	it.each(['vp_compare', 'vp_wishlist', 'vp_mini_cart'])('%s answers {html} with the dropdown toggle and panel', async (module) => {
		const body = await visitor().text(moduleUrl(module));
		const answer = JSON.parse(body.replace(/^\uFEFF+/, ''));
		expect(Object.keys(answer)).toEqual(['html']);
		expect(answer.html).toContain('class="vp-dropdown-toggle"');
		expect(answer.html).toContain('class="vp-dropdown-panel"');
	});

	it('starts every other mini-cart answer with a byte-order mark', async () => {
		const v = visitor();
		// Response.text() would drop the mark: look at the bytes.
		const bytes = async () => [...new Uint8Array(await (await v.request(moduleUrl('vp_mini_cart'))).arrayBuffer()).slice(0, 4)];
		expect(await bytes()).toEqual([0x7b, 0x22, 0x68, 0x74]);
		expect(await bytes()).toEqual([0xef, 0xbb, 0xbf, 0x7b]);
	});

	it('lists cart lines with remove links carrying the cart key and product name', async () => {
		const v = visitor();
		await v.request(
			'/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json&lang=it&quantity%5B%5D=2&virtuemart_product_id%5B%5D=111&customProductData%5B111%5D%5B20%5D=202',
		);
		const { html } = JSON.parse((await v.text(moduleUrl('vp_mini_cart'))).replace(/^\uFEFF/, ''));
		expect(html).toContain('data-cart-product-id="111::202"');
		expect(html).toContain('data-product-name="Trapano a batteria 18V Brushless con percussione"');
		expect(html).toContain('data-count="2"');
	});

	it('answers an unknown module as com_ajax does: HTTP 200 {success:false,message}', async () => {
		const res = await visitor().request(moduleUrl('vp_nope'));
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ success: false, message: 'Modulo non trovato: vp_nope' });
	});
});

describe('states of a country', () => {
	const url = (ids: string) => `/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=${ids}`;

	it('answers Italy (105) with its provinces', async () => {
		const answer = await visitor().json<Record<string, { virtuemart_state_id: string; state_name: string }[]>>(url('105'));
		expect(Object.keys(answer)).toEqual(['105']);
		expect(answer['105']?.[0]).toEqual({ virtuemart_state_id: expect.any(String), state_name: 'Agrigento' });
		expect(answer['105']).toHaveLength(107);
	});

	it('groups several countries by id and leaves out countries without states', async () => {
		const answer = await visitor().json(url('105,14,184'));
		expect(Object.keys(answer).sort()).toEqual(['105', '14']);
	});

	it('answers [] for a country without states', async () => {
		expect(await visitor().json(url('184'))).toEqual([]);
		expect(await visitor().json(url(''))).toEqual([]);
	});
});
