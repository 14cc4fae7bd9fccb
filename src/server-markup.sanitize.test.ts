import { afterEach, describe, expect, it } from 'vitest';
import { disarm, propsOf, sanitizeHtml, sanitizeToFragment, STYLE_ATTRIBUTE } from './server-markup.tsx';

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

/** Lets the watch's MutationObserver answer the insertions made so far. */
const observed = () => new Promise<void>((resolve) => queueMicrotask(resolve));

// The sanitizer starts the watch: these go through it as the islands do.
describe('inline styles of sanitized HTML', () => {
	afterEach(() => document.body.replaceChildren());

	it('sets the styles through CSSOM once the elements enter the page, and drops the carrier', async () => {
		document.body.append(sanitizeToFragment('<div class="hiddencontainer" style=" display: none; "><span style="float: right; color: red">x</span></div>'));
		await observed();
		const box = document.querySelector<HTMLElement>('.hiddencontainer')!;
		expect(box.style.display).toBe('none');
		expect(box.querySelector('span')!.style.cssText).toBe('float: right; color: red;');
		expect(document.querySelector(`[${STYLE_ATTRIBUTE}]`)).toBeNull();
	});

	it('sets them when React-like code inserts the sanitized string as innerHTML', async () => {
		const host = document.createElement('div');
		document.body.append(host);
		host.innerHTML = sanitizeHtml('<p style="text-align:center">Ok</p>');
		await observed();
		expect(host.querySelector('p')!.style.textAlign).toBe('center');
	});

	it('keeps what is set already and the priority of a declaration', async () => {
		const fragment = sanitizeToFragment('<p style="color: red !important">x</p>');
		fragment.querySelector('p')!.style.marginTop = '4px';
		document.body.append(fragment);
		await observed();
		const p = document.querySelector('p')!;
		expect(p.style.marginTop).toBe('4px');
		expect(p.style.getPropertyPriority('color')).toBe('important');
	});

	it('never lets inserted content pin itself over the page', async () => {
		document.body.append(sanitizeToFragment('<div style="position:fixed;inset:0;z-index:99999;color:red">x</div><p style="position: STICKY">y</p>'));
		await observed();
		const [div, p] = [document.querySelector('div')!, document.querySelector('p')!];
		expect(div.style.color).toBe('red');
		expect(div.style.position).toBe('');
		expect(p.style.position).toBe('');
	});

	it('leaves elements outside the page alone until they enter it', async () => {
		const fragment = sanitizeToFragment('<p style="color:red">x</p>');
		await observed();
		expect(fragment.querySelector('p')!.getAttribute(STYLE_ATTRIBUTE)).toBe('color:red');
	});

	it('turns carried styles into React style props, without a fixed position', () => {
		const p = sanitizeToFragment('<p style="float: right; position: fixed; --gap: 2px">x</p>').querySelector('p')!;
		expect(propsOf(p).style).toEqual({ float: 'right', '--gap': '2px' });
		expect(propsOf(p)).not.toHaveProperty(STYLE_ATTRIBUTE);
	});
});
