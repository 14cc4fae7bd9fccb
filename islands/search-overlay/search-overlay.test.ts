import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

function overlay() {
	document.body.innerHTML = `<div data-vetrina="search-overlay"><a class="vp-search-open" href="/cerca" aria-controls="vp-search-panel" aria-expanded="false">Cerca</a>
<div class="vp-search-panel" id="vp-search-panel" hidden><form action="/cerca"><input type="hidden" name="option" value="x"><input name="keyword"></form>
<button type="button" class="vp-search-close" title="Chiudi la ricerca">×</button></div></div>`;
	const el = document.querySelector<HTMLElement>('[data-vetrina]')!;
	return {
		el,
		teardown: mount(el),
		opener: el.querySelector<HTMLElement>('.vp-search-open')!,
		panel: el.querySelector<HTMLElement>('#vp-search-panel')!,
		field: el.querySelector<HTMLInputElement>('input[name="keyword"]')!,
		closer: el.querySelector<HTMLElement>('.vp-search-close')!,
	};
}

describe('search overlay', () => {
	it('should make the open link a button that opens the panel and focuses the field instead of leaving', () => {
		const { el, opener, panel, field } = overlay();
		expect(opener.getAttribute('role')).toBe('button');
		expect(el.dataset.state).toBe('closed');
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		opener.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		expect(panel.hidden).toBe(false);
		expect(opener.getAttribute('aria-expanded')).toBe('true');
		expect(el.dataset.state).toBe('open');
		expect(document.activeElement).toBe(field);
	});

	it.each([
		['the close button', (parts: ReturnType<typeof overlay>) => parts.closer.click()],
		['Esc', (parts: ReturnType<typeof overlay>) => parts.field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
	])('should close with %s and give focus back to the open link', (_name, close) => {
		const parts = overlay();
		parts.opener.click();
		close(parts);
		expect(parts.panel.hidden).toBe(true);
		expect(parts.opener.getAttribute('aria-expanded')).toBe('false');
		expect(document.activeElement).toBe(parts.opener);
	});

	it('should stay open when the focus goes elsewhere, and put the server markup back on teardown', () => {
		const { opener, panel, teardown } = overlay();
		opener.click();
		document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
		expect(panel.hidden).toBe(false);
		teardown();
		expect(panel.hidden).toBe(true);
		expect(opener.hasAttribute('role')).toBe(false);
	});
});
