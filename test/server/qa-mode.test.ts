import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRecorded, readHar } from '../../fixtures/server/har.ts';
import { savedToken } from '../../fixtures/server/saved-page.ts';
import { AJAX, visitor } from './client.ts';

const DRILL = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';
const RECALC = '/index.php?option=com_virtuemart&view=productdetails&task=recalculate&format=json&nosef=1&lang=it';
const dir = mkdtempSync(join(tmpdir(), 'vetrina-qa-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A HAR as Chromium's developer tools save it, with only the fields QA mode reads. */
const har = (entries: { method?: string; url: string; status?: number; mimeType?: string; text: string; encoding?: string }[]) =>
	JSON.stringify({
		log: {
			version: '1.2',
			creator: { name: 'WebInspector', version: '537.36' },
			entries: entries.map((e) => ({
				request: { method: e.method ?? 'GET', url: e.url, headers: [] },
				response: {
					status: e.status ?? 200,
					headers: [],
					content: { mimeType: e.mimeType ?? 'application/json', text: e.text, ...(e.encoding ? { encoding: e.encoding } : {}) },
				},
			})),
		},
	});

describe("QA mode: the saved page gets this session's form token", () => {
	it('replaces the token the page was saved with, everywhere, and says so in the page', async () => {
		const live = visitor();
		const page = await live.text(DRILL);
		const old = await live.token();
		expect(savedToken(page)).toBe(old);
		writeFileSync(join(dir, 'drill.html'), page);

		const qa = visitor({ qaDir: dir });
		const served = await qa.text('/pages/drill');
		const token = await qa.token();
		expect(token).not.toBe(old);
		expect(served.split(old).length - 1, 'only the QA note names the saved token').toBe(1);
		expect(served.match(new RegExp(`name="${token}" value="1"`, 'g'))?.length).toBe(savedCount(page, old));
		expect(served).toContain(
			`<script type="application/json" id="vetrina-qa">["form token ${old} of the saved page replaced by this session's token ${token}"]</script>`,
		);
		expect(served).toContain('<script type="module" src="/__vetrina/qa.js"></script>');
		expect(await qa.text('/__vetrina/qa.js')).toContain("console.info('[vetrina QA] ' + note)");

		// With the page's token: the wishlist asks the guest to log in, consent is recorded, and the demo account logs in.
		const wish = await qa.json(`${AJAX}&${token}=1&vpfmethod=addToWishlist&product_id=111&Itemid=101`);
		expect(wish).toMatchObject({ error: 2, msg: 'Accedi per usare la lista dei desideri.' });
		expect(await qa.json(AJAX, { method: 'POST', body: new URLSearchParams({ vpfmethod: 'setCookieConsent', [token]: '1' }) })).toEqual({ error: 0, msg: '' });
		const login = await qa.post('/accedi', { username: 'mario.rossi', password: 'vetrina', return: '/', [token]: '1' });
		expect(login.status).toBe(303);
		expect(await qa.text('/')).toContain('id="vp-logout-form"');
	});

	it('turns token updating on in the injected config when the page has no token', async () => {
		writeFileSync(join(dir, 'no-token.html'), '<html><head><title>t</title></head><body><p>x</p></body></html>');
		const served = await visitor({ qaDir: dir }).text('/pages/no-token');
		expect(served).toContain('id="vetrina-config">{"tokenUpdate":true,');
		expect(served).toContain(
			'"the saved page has no form token: token updating is on (getToken) in the injected config","bundle injected (/media/vetrina/vetrina.js)","config block injected (the demo shop\'s)"',
		);
	});

	it('recognises only a 32-hex hidden input whose value is 1', () => {
		expect(savedToken('<input type="hidden" name="0123456789abcdef0123456789abcdef" value="0"><input name="x" value="1">')).toBeUndefined();
		expect(savedToken("<input value='1' type=hidden name='0123456789ABCDEF0123456789abcdef'>")).toBe('0123456789ABCDEF0123456789abcdef');
	});
});

const savedCount = (page: string, token: string): number => page.split(`name="${token}" value="1"`).length - 1;

describe('QA mode: recorded answers (<name>.har beside the page)', () => {
	const answers = readHar(
		har([
			{ url: `https://shop.example.it${RECALC}&quantity%5B%5D=2&virtuemart_product_id%5B%5D=111`, text: '{"salesPrice":"exact"}' },
			{ url: `https://shop.example.it${RECALC}&quantity%5B%5D=9&virtuemart_product_id%5B%5D=111`, text: '{"salesPrice":"same route"}' },
			{ url: 'https://shop.example.it/lista-desideri?x=1', mimeType: 'text/html', text: 'PGgxPkxpc3RhPC9oMT4=', encoding: 'base64' },
			{ method: 'POST', url: 'https://shop.example.it/index.php?option=com_ajax&plugin=vpframework&format=json', text: '{"error":0}' },
		]),
	);

	it('skips entries recorded without their body', () => {
		const bodiless = JSON.parse(har([{ url: 'https://shop.example.it/cerca?keyword=x', text: '[]' }]));
		delete bodiless.log.entries[0].response.content.text;
		expect(readHar(JSON.stringify(bodiless))).toEqual([]);
		expect(readHar(har([{ url: 'https://shop.example.it/cerca?keyword=x', text: '' }]))).toHaveLength(1);
	});

	it('matches the same method, path and query first (in any order), then the same path and Joomla route', () => {
		const find = (method: string, path: string) => {
			const found = findRecorded(answers, method, new URL(path, 'http://127.0.0.1'));
			return found && [found.match, found.answer.body.toString()];
		};
		expect(find('GET', `/index.php?virtuemart_product_id%5B%5D=111&quantity%5B%5D=2&${RECALC.split('?')[1]}`)).toEqual(['exact', '{"salesPrice":"exact"}']);
		expect(find('GET', `${RECALC}&quantity%5B%5D=3&virtuemart_product_id%5B%5D=111`)).toEqual(['path', '{"salesPrice":"exact"}']);
		expect(find('GET', '/lista-desideri?x=2')).toEqual(['path', '<h1>Lista</h1>']);
		// Same entry point, another route (addJS): the demo shop answers. Another method: the shop too.
		expect(find('GET', '/index.php?option=com_virtuemart&view=cart&task=addJS&format=json')).toBeUndefined();
		expect(find('POST', '/lista-desideri?x=1')).toBeUndefined();
	});

	it('answers only the calls of the saved page that has the recording, and logs them', async () => {
		writeFileSync(join(dir, 'recorded.html'), '<html><head></head><body></body></html>');
		writeFileSync(join(dir, 'recorded.har'), har([{ url: `https://shop.example.it${RECALC}&quantity%5B%5D=2`, text: '{"salesPrice":"1.234,56 €"}' }]));
		const qa = visitor({ qaDir: dir });
		expect(await qa.text('/pages/recorded')).toContain('calls answered from recorded.har (1 recorded answers) when they match, otherwise by the demo shop');
		const call = `${RECALC}&quantity%5B%5D=2`;
		const fromPage = await qa.request(call, { headers: { referer: 'http://localhost/pages/recorded' } });
		expect(fromPage.headers.get('x-vetrina-recorded')).toBe('exact');
		expect(await fromPage.json()).toEqual({ salesPrice: '1.234,56 €' });
		const elsewhere = await qa.request(`${call}&virtuemart_product_id%5B%5D=111`, { headers: { referer: 'http://localhost/pages/drill' } });
		expect(elsewhere.headers.get('x-vetrina-recorded')).toBeNull();
		expect(await elsewhere.json()).toMatchObject({ salesPrice: expect.stringContaining('€') });
		expect((await qa.json<{ path: string }[]>('/__vetrina/requests')).map((r) => r.path)).toEqual(['/pages/recorded', '/index.php', '/index.php']);
	});
});
