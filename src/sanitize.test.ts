import { describe, expect, it } from 'vitest';
import { STYLE_ATTRIBUTE } from './inline-styles.ts';
import { disarm, sanitizeHtml, sanitizeToFragment } from './sanitize.ts';

describe('sanitizeHtml', () => {
	it('strips <img onerror> handlers and <script> elements', () => {
		const clean = sanitizeHtml('<p>Ok</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
		expect(clean).toBe('<p>Ok</p><img src="x">');
	});

	it('drops javascript: links but keeps the text', () => {
		expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
	});

	it('keeps the markup islands need: forms, data attributes, alert blocks', () => {
		const html = '<div class="alert alert-info" data-vm="x"><form class="product" method="post"><input name="quantity[]" step="10"></form></div>';
		expect(sanitizeHtml(html)).toBe(html);
	});

	it('keeps inert JSON data scripts and removes every other script', () => {
		const fragment = sanitizeToFragment(
			'<script type="application/json" class="vetrina-variants">[["/a","1 PZ"]]</script><script type="text/javascript">alert(1)</script><script>alert(2)</script>',
		);
		const scripts = [...fragment.querySelectorAll('script')];
		expect(scripts.map((s) => s.type)).toEqual(['application/json']);
		expect(scripts[0]!.textContent).toBe('[["/a","1 PZ"]]');
	});

	it('carries inline styles in a data attribute, never as a style attribute a strict CSP blocks', () => {
		const html = sanitizeHtml('<div style="float:right">x</div><p STYLE = \'display: none\'>y</p>');
		expect(html).toBe(`<div ${STYLE_ATTRIBUTE}="float:right">x</div><p ${STYLE_ATTRIBUTE}="display: none">y</p>`);
	});

	it('stops new windows from reaching back through window.opener', () => {
		expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
	});
});

describe('disarm', () => {
	it('renames every handler attribute the parser would create, wherever it sits in the tag', () => {
		expect(disarm('<img src=x onerror=a()><svg/onload=b()><img src="x"onerror=c() ONFOCUS = d>')).toBe(
			'<img src=x x-onerror=a()><svg/x-onload=b()><img src="x"x-onerror=c() x-ONFOCUS = d>',
		);
	});

	it('renames every style attribute to the one that carries it, and no other attribute', () => {
		expect(disarm('<p style="a:b" data-style="c"><i/STYLE=d:e>x</i></p>')).toBe(
			`<p ${STYLE_ATTRIBUTE}="a:b" data-style="c"><i/${STYLE_ATTRIBUTE}=d:e>x</i></p>`,
		);
	});

	it('cuts <style> elements (the nonce of another answer on them), and only those', () => {
		expect(disarm('<p>a</p><STYLE nonce="x">p > b { color: red }</style ><style-box>b</style-box><!--<style>c</style>-->')).toBe(
			'<p>a</p><style-box>b</style-box><!--<style>c</style>-->',
		);
	});

	it('leaves text, quoted values and comments as they are', () => {
		const html = 'online=1 style=x <p title="x onclick=y style=z" data-a=\'z onload=w\'>onda = mare</p><!--<img onerror=x style=y>-->';
		expect(disarm(html)).toBe(html);
	});

	it('sees a comment end where the parser does, so a tag after it is still disarmed', () => {
		expect(disarm('<!--<img src="--><img src=x onerror=a()//">')).toBe('<!--<img src="--><img src=x x-onerror=a()//">');
	});

	it('leaves the sanitized result unchanged: renamed handlers are dropped too', () => {
		expect(sanitizeHtml('<p onclick="a()">Ok</p><img src="x" onerror="b()">')).toBe('<p>Ok</p><img src="x">');
	});
});
