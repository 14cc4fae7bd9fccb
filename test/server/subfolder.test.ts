import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

const B = '/negozio';
const addJS = `${B}/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json&lang=it&quantity%5B%5D=2&virtuemart_product_id%5B%5D=111&pid=111&option=com_virtuemart&Itemid=101`;

/**
 * Every attribute value that is a URL path (starts with one slash). Not a field's name or value, nor a
 * nonce: the form token and the CSP nonce are base64 and start with a slash one time in 64.
 */
const attributePaths = (html: string): string[] =>
	[...html.matchAll(/\s([\w:.-]+)=(["'])(\/(?!\/)[^"'\s]*)\2/g)].filter((m) => !['name', 'value', 'nonce'].includes(m[1]!)).map((m) => m[3]!);

describe('the demo shop under a sub-folder (base /negozio)', () => {
	it.each(['theme', 'bs5'] as const)('serves the pages under the base with every printed path under it (%s)', async (templates) => {
		const v = visitor({ base: B, templates });
		for (const path of [`${B}/`, `${B}/prodotti/elettroutensili`, `${B}/index.php?option=com_virtuemart&view=cart`, `${B}/cerca?keyword=trapano`]) {
			const res = await v.request(path);
			expect(res.status, path).toBe(200);
			const page = await res.text();
			const paths = attributePaths(page);
			expect(paths.length, path).toBeGreaterThan(10);
			expect(
				paths.filter((p) => p !== B && !p.startsWith(`${B}/`) && !p.startsWith(`${B}?`)),
				path,
			).toEqual([]);
			expect(page).toContain(`src="${B}/media/vetrina/vetrina.js"`);
			expect(page).toContain(`href="${B}/media/vetrina/vetrina.css"`);
			const config = JSON.parse(/<script type="application\/json" id="vetrina-config">(.*?)<\/script>/.exec(page)![1]!);
			expect(config).toMatchObject({ baseUri: '/negozio/', ajaxUri: '/negozio/index.php?option=com_ajax&plugin=vpframework&format=json' });
		}
	});

	it('serves the assets under the base', async () => {
		const v = visitor({ base: B });
		expect((await v.request(`${B}/media/bootstrap.min.css`)).status).toBe(200);
		expect((await v.request(`${B}/images/prodotti/${v.shop.catalogue.products[0]!.slug}.svg`)).status).toBe(200);
	});

	it('answers 404 outside the base and logs the request with its real path', async () => {
		const v = visitor({ base: B });
		for (const path of ['/', '/index.php?option=com_virtuemart&view=cart', '/media/vetrina/vetrina.js', '/negozioX/']) {
			const res = await v.request(path);
			expect(res.status, path).toBe(404);
		}
		await v.request(`${B}/index.php?option=com_virtuemart&view=cart`);
		expect(v.shop.log.map((l) => l.path)).toEqual(['/', '/index.php', '/media/vetrina/vetrina.js', '/negozioX/', '/negozio/index.php']);
		expect(v.shop.log.at(-1)!.query).toEqual({ option: 'com_virtuemart', view: 'cart' });
	});

	it('keeps the test endpoints at the root, unlogged', async () => {
		const v = visitor({ base: B });
		await v.request(`${B}/`);
		const log = await v.json<{ path: string }[]>('/__vetrina/requests');
		expect(log.map((l) => l.path)).toEqual(['/negozio/']);
		expect((await v.request('/__vetrina/faults', { method: 'DELETE' })).status).toBe(204);
	});

	it('redirects under the base (Location), also when the return URL already carries it', async () => {
		const v = visitor({ base: B });
		await v.json(addJS);
		const line = v.shop.sessions.values().next().value!.cart[0]!;
		const del = await v.request(`${B}/index.php?option=com_virtuemart&view=cart&task=delete&cart_virtuemart_product_id=${encodeURIComponent(line.key)}`);
		expect(del.status).toBe(303);
		expect(del.headers.get('location')).toBe('/negozio/index.php?option=com_virtuemart&view=cart');
		const t = (await v.json<{ token: string }>(`${B}/index.php?option=com_ajax&plugin=vpframework&format=json&vpfmethod=getToken&Itemid=101`)).token;
		const login = await v.post(`${B}/accedi`, { username: 'mario.rossi', password: 'vetrina', return: '/negozio/prodotti/elettroutensili', [t]: '1' });
		expect(login.status).toBe(303);
		expect(login.headers.get('location')).toBe('/negozio/prodotti/elettroutensili');
	});

	it('prints the URLs of JSON answers under the base: add-to-cart message, module HTML, search suggestions', async () => {
		const v = visitor({ base: B });
		const added = await v.json<{ msg: string }>(addJS);
		expect(added.msg).toContain('href="/negozio/index.php?option=com_virtuemart&amp;view=cart">Vai al carrello</a>');
		expect(attributePaths(added.msg).every((p) => p.startsWith(`${B}/`))).toBe(true);
		const module = await v.request(`${B}/index.php?option=com_ajax&module=vp_mini_cart&method=get&format=json`);
		const moduleHtml = JSON.parse((await module.text()).replace(/^\uFEFF/, '')).html as string;
		expect(moduleHtml).toContain('href="/negozio/index.php?option=com_virtuemart&amp;view=cart"');
		expect(attributePaths(moduleHtml).every((p) => p.startsWith(`${B}/`))).toBe(true);
		const found = await v.json<{ suggestions: { data: string }[] }>(`${B}/cerca?view=ajaxsearch&keyword=trapano&format=json`);
		expect(found.suggestions.length).toBeGreaterThan(0);
		for (const s of found.suggestions) expect(s.data).toMatch(/^\/negozio\/prodotti\//);
	});

	it('changes nothing at the root (no base)', async () => {
		const v = visitor();
		const page = await v.text('/');
		expect(page).toContain('src="/media/vetrina/vetrina.js"');
		expect(attributePaths(page).some((p) => p.startsWith('/negozio'))).toBe(false);
		expect((await v.request('/index.php?option=com_virtuemart&view=cart')).status).toBe(200);
	});
});
