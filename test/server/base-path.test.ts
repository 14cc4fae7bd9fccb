import { describe, expect, it } from 'vitest';
import { bodyWithBase, htmlWithBase, normalizeBase, sitePath, withBase } from '../../fixtures/server/base-path.ts';

const B = '/negozio';

describe('sub-folder URL rewriting', () => {
	it('normalizes the base', () => {
		expect(normalizeBase('negozio/')).toBe(B);
		expect(normalizeBase('/negozio')).toBe(B);
		expect(normalizeBase('/')).toBe('');
		expect(normalizeBase()).toBe('');
	});

	it('routes paths under the base without it, the rest outside, the tooling at the root', () => {
		expect(sitePath(B, '/negozio')).toBe('/');
		expect(sitePath(B, '/negozio/')).toBe('/');
		expect(sitePath(B, '/negozio/index.php')).toBe('/index.php');
		expect(sitePath(B, '/negozioX/index.php')).toBe('/__outside-base__/negozioX/index.php');
		expect(sitePath(B, '/index.php')).toBe('/__outside-base__/index.php');
		expect(sitePath(B, '/__vetrina/requests')).toBe('/__vetrina/requests');
		expect(sitePath('', '/index.php')).toBe('/index.php');
	});

	it('prefixes root-relative URLs once, and leaves absolute, protocol-relative and relative ones', () => {
		expect(withBase(B, '/')).toBe('/negozio/');
		expect(withBase(B, '/index.php?option=com_virtuemart')).toBe('/negozio/index.php?option=com_virtuemart');
		expect(withBase(B, '/negozio/cerca')).toBe('/negozio/cerca');
		expect(withBase(B, '/negozio?x=1')).toBe('/negozio?x=1');
		expect(withBase(B, '/negozioX')).toBe('/negozio/negozioX');
		expect(withBase(B, '//cdn.example.it/x.js')).toBe('//cdn.example.it/x.js');
		expect(withBase(B, 'https://example.it/x')).toBe('https://example.it/x');
		expect(withBase(B, 'value')).toBe('value');
		expect(withBase('', '/x')).toBe('/x');
	});

	it("rewrites attribute values and inline scripts' quoted paths, nothing else", () => {
		const page = `<a href="/prodotti/a" title="/ non un link">1/2 "/testo"</a><img src='/images/x.svg' alt="">
<form action="/cerca"><input name="return" value="/"><input value="/negozio/x"></form><a href="https://example.it/">x</a><a href="#top">t</a>
<select url="value"><option>/x</option></select>
<script id="cvselvars1-js">var v = [["\\/prodotti\\/b-detail","4x30"],["/prodotti/c-detail"]]; x.split('/'); y = a / b; var s = 'http://h/';</script>`;
		expect(htmlWithBase(B, page)).toBe(`<a href="/negozio/prodotti/a" title="/ non un link">1/2 "/testo"</a><img src='/negozio/images/x.svg' alt="">
<form action="/negozio/cerca"><input name="return" value="/negozio/"><input value="/negozio/x"></form><a href="https://example.it/">x</a><a href="#top">t</a>
<select url="value"><option>/x</option></select>
<script id="cvselvars1-js">var v = [["\\/negozio\\/prodotti\\/b-detail","4x30"],["/negozio/prodotti/c-detail"]]; x.split('/'); y = a / b; var s = 'http://h/';</script>`);
		expect(htmlWithBase('', page)).toBe(page);
	});

	it("leaves a CSP nonce that starts with a slash (base64: one in 64 of Joomla's nonces do)", () => {
		const page = '<script nonce="/5gLAnABbm7u6TJkKdCVqw==">var p = "/x";</script>';
		expect(htmlWithBase(B, page)).toBe('<script nonce="/5gLAnABbm7u6TJkKdCVqw==">var p = "/negozio/x";</script>');
	});

	it('rewrites JSON strings (paths and HTML), keeps key order and leading byte-order marks, leaves malformed JSON', () => {
		const body = '\uFEFF{"msg":"<a href=\\"/index.php?x\\">Vai</a>","url":"/prodotti/a","n":2,"list":[{"data":"/p"}],"text":"1/2"}';
		expect(bodyWithBase(B, 'application/json', body)).toBe(
			'\uFEFF{"msg":"<a href=\\"/negozio/index.php?x\\">Vai</a>","url":"/negozio/prodotti/a","n":2,"list":[{"data":"/negozio/p"}],"text":"1/2"}',
		);
		expect(bodyWithBase(B, 'application/json', '{"msg": "<b>Prod')).toBe('{"msg": "<b>Prod');
		expect(bodyWithBase(B, 'text/plain', '/x')).toBe('/x');
	});

	it("rewrites VirtueMart's JSON answers, which say text/html, as JSON", () => {
		const body = '{\n    "cart_show_link": "/index.php/cart",\n    "msg": "<a href=\\"/x\\">Vai</a>\\r"\n}';
		expect(bodyWithBase(B, 'text/html; charset=UTF-8', body)).toBe('{"cart_show_link":"/negozio/index.php/cart","msg":"<a href=\\"/negozio/x\\">Vai</a>\\r"}');
		expect(bodyWithBase(B, 'text/html; charset=UTF-8', '<a href="/x">{</a>')).toBe('<a href="/negozio/x">{</a>');
	});
});
