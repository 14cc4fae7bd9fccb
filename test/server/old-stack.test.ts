import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OLD_STACK_SCRIPTS, OLD_STACK_STYLES, oldStackMissing } from '../../fixtures/server/old-stack.ts';
import { visitor } from './client.ts';

const PRODUCT = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';
const VM = '/index.php?option=com_virtuemart&nosef=1&lang=it';
/** The add-to-cart form as jQuery's serialize() sends it (vmprices.js). */
const posted = { 'quantity[]': '3', 'virtuemart_product_id[]': '111', pname: 'x', pid: '111', option: 'com_virtuemart', view: 'cart', Itemid: '101' };

/** A stand-in for the shared folder: the tests need the file names, not jQuery. */
function fakeFolder(): string {
	const dir = mkdtempSync(join(tmpdir(), 'old-stack-'));
	for (const { file } of [...OLD_STACK_SCRIPTS, ...OLD_STACK_STYLES]) writeFileSync(join(dir, file), `/* ${file} */`);
	writeFileSync(join(dir, 'fancybox.png'), 'png');
	return dir;
}

describe('the demo shop with the old jQuery + VirtueMart stack', () => {
	const previous = process.env.OLD_STACK_DIR;
	afterEach(() => {
		if (previous === undefined) delete process.env.OLD_STACK_DIR;
		else process.env.OLD_STACK_DIR = previous;
	});

	it('should print the stack in <head> as Joomla 5 does, then vm-vars, and the ready calls in the component, with no Vetrina', async () => {
		const page = await visitor({ frontEnd: 'old-stack' }).text(PRODUCT);
		const head = page.slice(0, page.indexOf('</head>'));
		const scripts = [...head.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]);
		expect(scripts).toEqual(OLD_STACK_SCRIPTS.map((s) => `${s.path}${s.query}`));
		expect(head).toMatch(/<script nonce="[^"]+">\/\/<!\[CDATA\[ \nif \(typeof Virtuemart === "undefined"\)/);
		expect(head).toContain("var vmLang = '&lang=it';");
		expect(page).not.toContain('/media/vetrina/');
		const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
		expect(main).toContain('<script   id="ready.vmprices-js" type="text/javascript" >');
		expect(main).toContain("Virtuemart.containerSelector = '.productdetails-view'");
		// vmprices.js reads the product id inside the bar.
		expect(main).toMatch(/<div class="addtocart-bar">(?:(?!<\/form>).)*name="virtuemart_product_id\[\]" value="111">\s*<\/div>/s);
	});

	it('should print no script at all with no front end', async () => {
		const page = await visitor({ frontEnd: 'none' }).text(PRODUCT);
		expect(page).not.toMatch(/<script(?! type="application\/json")/);
	});

	it('should serve the files from OLD_STACK_DIR at a stock shop’s paths, and say when the folder is missing', async () => {
		process.env.OLD_STACK_DIR = fakeFolder();
		const { request } = visitor({ frontEnd: 'old-stack' });
		const vmprices = await request('/components/com_virtuemart/assets/js/vmprices.js?vmver=4.4.0');
		expect([vmprices.status, vmprices.headers.get('content-type'), await vmprices.text()]).toEqual([
			200,
			'text/javascript; charset=utf-8',
			'/* vmprices.js */',
		]);
		expect((await request('/.peer/fancybox.png')).headers.get('content-type')).toBe('image/png');
		expect((await request('/.peer/..%2Fsecret.png')).status).toBe(404);
		expect(oldStackMissing()).toBeNull();
		expect(oldStackMissing('/nowhere')).toBe('the old jQuery + VirtueMart stack is not in /nowhere (set OLD_STACK_DIR to its folder)');
	});

	it('should answer vmprices.js’s POSTed recalculation and add to cart from the posted form', async () => {
		const v = visitor({ frontEnd: 'old-stack' });
		const prices = await (await v.post(`${VM}&view=productdetails&task=recalculate&format=json`, { ...posted, view: '' })).json();
		expect(prices).toMatchObject({ salesPrice: expect.stringContaining('€'), messages: '<div id="system-message-container" aria-live="polite"></div>\n' });
		const added = await (await v.post(`${VM}&view=cart&task=addJS&format=json&Itemid=101`, posted)).json();
		expect(added).toMatchObject({ stat: '1', msg: expect.stringContaining('3 × Trapano a batteria 18V') });
	});
});
