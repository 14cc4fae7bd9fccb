import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop } from '../../fixtures/server/index.ts';
import { visitor } from './client.ts';

const fault = (v: ReturnType<typeof visitor>, body: object) =>
	v.request('/__vetrina/faults', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const STATES = '/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=105';

describe('request log', () => {
	it('records method, path, query object, form body and time; DELETE clears it', async () => {
		const v = visitor();
		await v.request('/?option=com_ajax&module=vp_mini_cart&method=get&format=json&Itemid=101');
		await v.post('/index.php?option=com_virtuemart&view=cart&tmpl=component', { task: 'updatecart', STsameAsBT: '1' });
		const log = await v.json<unknown[]>('/__vetrina/requests');
		expect(log).toEqual([
			{
				method: 'GET',
				path: '/',
				query: { option: 'com_ajax', module: 'vp_mini_cart', method: 'get', format: 'json', Itemid: '101' },
				time: expect.any(Number),
			},
			{
				method: 'POST',
				path: '/index.php',
				query: { option: 'com_virtuemart', view: 'cart', tmpl: 'component' },
				body: { task: 'updatecart', STsameAsBT: '1' },
				time: expect.any(Number),
			},
		]);
		expect((await v.request('/__vetrina/requests', { method: 'DELETE' })).status).toBe(204);
		expect(await v.json('/__vetrina/requests')).toEqual([]);
	});

	it('is off with VETRINA_PRODUCTION (production option)', async () => {
		const v = visitor({ production: true });
		expect((await v.request('/__vetrina/requests')).status).toBe(404);
		expect((await fault(v, { match: 'x', fault: '500' })).status).toBe(404);
	});
});

describe('faults', () => {
	it.each([
		['404', 404, 'Not Found'],
		['500', 500, 'Internal Server Error'],
		['malformed', 200, '{"msg": "<b>Prodotto'],
		['empty', 200, ''],
	])('%s answers HTTP %i', async (kind, status, body) => {
		const v = visitor();
		await fault(v, { match: 'view=state', fault: kind, times: 1 });
		const res = await v.request(STATES);
		expect(res.status).toBe(status);
		expect(await res.text()).toBe(body);
		expect((await v.request(STATES)).status).toBe(200);
	});

	it('html answers a page instead of JSON; bom prefixes 3 marks; notice prefixes a PHP notice', async () => {
		const v = visitor();
		await fault(v, { match: 'view=state', fault: 'html', times: 1 });
		expect(await v.text(STATES)).toContain('<h1>Errore del server</h1>');
		await fault(v, { match: 'view=state', fault: 'bom', times: 1 });
		expect([...new Uint8Array(await (await v.request(STATES)).arrayBuffer()).slice(0, 10)]).toEqual([
			0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x7b,
		]);
		await fault(v, { match: 'view=state', fault: 'notice', times: 1 });
		expect(await v.text(STATES)).toMatch(/^<br \/>\n<b>Notice<\/b>:.*\n\{"105":/);
	});

	it('latency with times 1 delays only the next matching request (out-of-order answers)', async () => {
		const v = visitor();
		await fault(v, { match: 'task=recalculate', fault: 'latency', ms: 300, times: 1 });
		const url = '/index.php?option=com_virtuemart&view=productdetails&task=recalculate&format=json&quantity%5B%5D=QTY&virtuemart_product_id%5B%5D=111';
		const order: string[] = [];
		const slow = v.request(url.replace('QTY', '1')).then(() => order.push('first'));
		await new Promise((r) => setTimeout(r, 20));
		const fast = v.request(url.replace('QTY', '2')).then(() => order.push('second'));
		await Promise.all([slow, fast]);
		expect(order).toEqual(['second', 'first']);
	});

	it('rejects an unknown fault kind and DELETE clears all faults', async () => {
		const v = visitor();
		expect((await fault(v, { match: 'x', fault: 'explode' })).status).toBe(400);
		await fault(v, { match: 'view=state', fault: '500' });
		await v.request('/__vetrina/faults', { method: 'DELETE' });
		expect((await v.request(STATES)).status).toBe(200);
	});

	describe('over a real socket', () => {
		let close: () => Promise<void>;
		afterAll(() => close?.());
		it('drop destroys the connection and hang never answers', async () => {
			const shop = await startShop({ port: 0 });
			close = shop.close;
			const post = (body: object) =>
				fetch(`${shop.url}/__vetrina/faults`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
			await post({ match: 'view=state', fault: 'drop', times: 1 });
			await expect(fetch(shop.url + STATES)).rejects.toThrow();
			await post({ match: 'view=state', fault: 'hang', times: 1 });
			await expect(fetch(shop.url + STATES, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
			expect((await fetch(shop.url + STATES)).status).toBe(200);
		});
	});
});

describe('QA mode', () => {
	const dir = mkdtempSync(join(tmpdir(), 'vetrina-qa-'));
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	it('serves a saved page of the QA folder at /pages/<name> with the bundle and config injected when missing', async () => {
		writeFileSync(join(dir, 'bare.html'), '<!DOCTYPE html><html><head><title>x</title></head><body><form class="product"></form></body></html>');
		const v = visitor({ qaDir: dir });
		const html = await v.text('/pages/bare');
		expect(html).toContain('<script type="module" src="/media/vetrina/vetrina.js"></script>\n');
		expect(html).toContain('<script type="application/json" id="vetrina-config">{"tokenUpdate":true,"shopComponent":"com_virtuemart"');
		expect((await v.request('/pages/nope')).status).toBe(404);
		expect((await v.request('/pages/product')).status).toBe(404); // test fixtures are not QA pages
	});
});

describe("the doctor's classing of VirtueMart's and jQuery's scripts", () => {
	it("tells VirtueMart's own files and a template's overrides of them (the plugin's to keep off) from jQuery another extension brings", async () => {
		const { scriptOrigin } = await import('../../tools/script-origin.ts');
		expect(
			[
				'https://shop.it/negozio/components/com_virtuemart/assets/js/vmprices.js?vmver=1',
				'/modules/mod_virtuemart_cart/assets/js/update_cart.js',
				'/templates/cassiopeia/js/vmprices.js',
				'/media/templates/site/vmbasic/js/vmsite.min.js',
				'inline #ready.vmprices-js',
				'/media/vendor/jquery/js/jquery.min.js?3.7.1',
				'/plugins/system/other/js/jquery.fancybox.js',
				'/components/com_virtuemart/assets/js/vmcreditcard.js',
				'/templates/cassiopeia/js/template.js',
				'/media/plg_system_vetrina/js/vetrina.js',
			].map(scriptOrigin),
		).toEqual(['virtuemart', 'virtuemart', 'template override', 'template override', 'inline', 'another extension', 'another extension', null, null, null]);
	});
});
