import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

function filters(expanded = 'true') {
	document.body.innerHTML = `<aside class="vp-filters" data-vetrina="filters"><button type="button" class="vp-filters-toggle" aria-expanded="${expanded}" aria-controls="vp-filters-body">Filtri</button>
<div class="vp-filters-body" id="vp-filters-body"><a href="/x">Marca</a></div></aside>`;
	const aside = document.querySelector<HTMLElement>('aside')!;
	return {
		aside,
		teardown: mount(aside),
		toggle: aside.querySelector<HTMLElement>('.vp-filters-toggle')!,
		body: aside.querySelector<HTMLElement>('#vp-filters-body')!,
	};
}

describe('sidebar filters', () => {
	it('should start as the server printed it and collapse and expand with the toggle', () => {
		const { aside, toggle, body } = filters();
		expect(aside.dataset.state).toBe('expanded');
		toggle.click();
		expect(toggle.getAttribute('aria-expanded')).toBe('false');
		expect(body.hidden).toBe(true);
		expect(aside.dataset.state).toBe('collapsed');
		toggle.click();
		expect(body.hidden).toBe(false);
	});

	it('should start collapsed when the server says so, and stay open on Esc and when the focus leaves', () => {
		const { toggle, body } = filters('false');
		expect(body.hidden).toBe(true);
		toggle.click();
		body.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
		document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
		expect(body.hidden).toBe(false);
	});

	it('should show the panel again on teardown, as without JavaScript', () => {
		const { toggle, body, teardown } = filters();
		toggle.click();
		teardown();
		expect(body.hidden).toBe(false);
	});
});
