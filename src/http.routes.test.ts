import { describe, expect, it } from 'vitest';
import { useConfig } from '../test/unit/page.ts';
import { shopRoute, siteRoot } from './http.ts';

const query = (url: URL) => [...url.searchParams];

describe('shop routes', () => {
	it('builds every call from baseUri, sub-folder included, with the language tail', () => {
		useConfig({ baseUri: '/negozio/', langParam: '&lang=it' });
		const recalc = shopRoute('recalculate');
		expect(recalc.origin + recalc.pathname).toBe(`${location.origin}/negozio/index.php`);
		expect(query(recalc)).toEqual([
			['option', 'com_virtuemart'],
			['view', 'productdetails'],
			['task', 'recalculate'],
			['format', 'json'],
			['nosef', '1'],
			['lang', 'it'],
		]);
		expect(query(shopRoute('addToCart'))).toEqual([
			['option', 'com_virtuemart'],
			['nosef', '1'],
			['view', 'cart'],
			['task', 'addJS'],
			['format', 'json'],
			['lang', 'it'],
		]);
		expect(query(shopRoute('cartModule'))).toEqual([
			['option', 'com_virtuemart'],
			['nosef', '1'],
			['view', 'cart'],
			['task', 'viewJS'],
			['format', 'json'],
			['lang', 'it'],
		]);
		expect(shopRoute('states').pathname).toBe('/negozio/index.php');
		expect(query(shopRoute('states'))).toEqual([
			['option', 'com_virtuemart'],
			['view', 'state'],
			['format', 'json'],
		]);
		expect(query(shopRoute('cart'))).toEqual([
			['option', 'com_virtuemart'],
			['view', 'cart'],
		]);
	});

	it('reads the site root from a baseUri without its trailing slash or with a file and query', () => {
		useConfig({ baseUri: '/negozio' });
		expect(siteRoot().pathname).toBe('/');
		useConfig({ baseUri: 'https://shop.example/negozio/index.php?lang=it' });
		expect(siteRoot().href).toBe('https://shop.example/negozio/');
		useConfig({ baseUri: '/negozio/' });
		expect(siteRoot().pathname).toBe('/negozio/');
	});

	it('uses an address the integrator printed as it is', () => {
		useConfig({ baseUri: '/negozio/', routes: { recalculate: '/negozio/it/component/virtuemart/?task=recalculate&format=json' } });
		const url = shopRoute('recalculate');
		expect(url.pathname).toBe('/negozio/it/component/virtuemart/');
		expect(query(url)).toEqual([
			['task', 'recalculate'],
			['format', 'json'],
		]);
		expect(shopRoute('addToCart').pathname).toBe('/negozio/index.php');
	});
});
