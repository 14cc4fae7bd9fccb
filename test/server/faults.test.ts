import { describe, expect, it } from 'vitest';
import { AJAX, visitor } from './client.ts';

const fault = (v: ReturnType<typeof visitor>, body: object) =>
	v.request('/__vetrina/faults', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('hostile-input faults', () => {
	describe('given a replace fault', () => {
		it('should answer with the given body, status and type instead of the real answer', async () => {
			const v = visitor();
			await fault(v, { match: 'vpfmethod=addToCompare', fault: 'replace', body: '<img src=x onerror=__xss(1)>', status: 500, type: 'text/html' });
			const res = await v.request(`${AJAX}&vpfmethod=addToCompare&product_id=1`);
			expect(res.status).toBe(500);
			expect(res.headers.get('content-type')).toBe('text/html');
			expect(await res.text()).toBe('<img src=x onerror=__xss(1)>');
		});

		it('should default to a 200 JSON answer', async () => {
			const v = visitor();
			await fault(v, { match: 'view=ajaxsearch', fault: 'replace', body: '{"suggestions":[],"count":0}' });
			const res = await v.request('/cerca?keyword=vite&view=ajaxsearch');
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toContain('application/json');
			expect(await res.json()).toEqual({ suggestions: [], count: 0 });
		});
	});

	describe('given a fault limited to POST', () => {
		it('should leave GETs to the same URL alone', async () => {
			const v = visitor();
			await fault(v, { match: 'plugin=vpframework', method: 'post', fault: '500' });
			expect((await v.request(`${AJAX}&vpfmethod=getToken&Itemid=101`)).status).toBe(200);
			expect((await v.post(AJAX, { vpfmethod: 'setCookieConsent' })).status).toBe(500);
		});
	});

	describe('given a client timeout option', () => {
		it('should print it as the config block timeout', async () => {
			expect(await visitor({ clientTimeout: 1500 }).text('/')).toContain('"timeout":1500');
			expect(await visitor().text('/')).not.toContain('"timeout"');
		});
	});
});
