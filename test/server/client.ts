/** An in-process visitor of the reference shop: keeps the session cookie between `app.request()` calls. */
import { createApp, type ShopOptions } from '../../fixtures/server/index.ts';

export const AJAX = '/index.php?option=com_ajax&plugin=vpframework&format=json';

export function visitor(options: ShopOptions = {}) {
	const { app, shop } = createApp(options);
	let cookie = '';
	async function request(path: string, init: RequestInit = {}): Promise<Response> {
		const headers = new Headers(init.headers);
		if (cookie) headers.set('cookie', cookie);
		const res = await app.request(path, { ...init, headers });
		const set = res.headers.get('set-cookie');
		if (set) cookie = set.split(';')[0] ?? '';
		return res;
	}
	const json = async <T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<T> => (await request(path, init)).json() as Promise<T>;
	const text = async (path: string, init?: RequestInit): Promise<string> => (await request(path, init)).text();
	const post = (path: string, fields: Record<string, string> | [string, string][]) =>
		request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
	const token = async (): Promise<string> => (await json<{ token: string }>(`${AJAX}&vpfmethod=getToken&Itemid=101`)).token;
	async function login(): Promise<void> {
		const t = await token();
		await post('/accedi', { username: 'mario.rossi', password: 'vetrina', return: '/', [t]: '1' });
	}
	return { app, shop, request, json, text, post, token, login };
}
