import { STYLE_ATTRIBUTE } from './inline-styles.ts';
import { sanitizeHtml, sanitizeToFragment } from './sanitize.ts';
import { propsOf } from './ui/server-markup.tsx';

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
