import { describe, expect, it, vi } from 'vitest';
import { loadConfig, parseConfig, readConfigSource } from './config.ts';

const valid = { shopComponent: 'com_virtuemart', prefix: 'virtuemart', ajaxUri: '/ajax', baseUri: '/', itemid: 101 };

describe('config', () => {
	it('fills defaults for optional keys', () => {
		const { config, invalid } = parseConfig(valid);
		expect(invalid.size).toBe(0);
		expect(config).toMatchObject({ language: 'it', addToCartPopup: 1, tokenUpdate: false, searchLimit: 10, timeout: 10_000 });
	});

	it('accepts numbers printed as strings by PHP', () => {
		expect(parseConfig({ ...valid, itemid: '101', searchLimit: '8' }).config).toMatchObject({ itemid: 101, searchLimit: 8 });
	});

	it('names each missing or wrong key in its error', () => {
		const { invalid, errors } = parseConfig({ ...valid, ajaxUri: undefined, itemid: 'abc', language: 'de_DE!' });
		expect([...invalid].sort()).toEqual(['ajaxUri', 'itemid', 'language']);
		expect(errors.map((e) => e.message)).toEqual([
			'[vetrina] config key `ajaxUri` is missing: expected a non-empty string',
			'[vetrina] config key `itemid` is "abc": expected a positive whole number',
			'[vetrina] config key `language` is "de_DE!": expected a language tag such as "it" or "de-DE"',
		]);
	});

	it('accepts any language tag, string tables per language and known routes only', () => {
		const good = parseConfig({ ...valid, language: 'de-DE', strings: { de: { 'mini-cart.count': 'x' } }, routes: { cart: '/negozio/warenkorb' } });
		expect(good.invalid.size).toBe(0);
		const bad = parseConfig({ ...valid, strings: { de: 'x' }, routes: { checkout: '/x' } });
		expect([...bad.invalid].sort()).toEqual(['routes', 'strings']);
	});

	it('logs one console error per bad key', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		document.head.innerHTML = `<script type="application/json" id="vetrina-config">${JSON.stringify({ ...valid, prefix: '' })}</script>`;
		loadConfig();
		expect(error).toHaveBeenCalledTimes(1);
		expect(error.mock.calls[0]![0]).toContain('`prefix`');
	});

	it("reads Joomla's script options first, then #vetrina-config", () => {
		document.head.innerHTML = `
			<script type="application/json" id="vetrina-config">{"prefix":"fallback"}</script>
			<script type="application/json" class="joomla-script-options new">{"other":{},"vetrina":{"prefix":"joomla"}}</script>`;
		expect(readConfigSource()).toEqual({ prefix: 'joomla' });
		document.head.querySelector('.joomla-script-options')!.textContent = '{"other":{}}';
		expect(readConfigSource()).toEqual({ prefix: 'fallback' });
	});
});
