import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish } from './bus.ts';
import { controlledFetch, flush } from '../test/unit/fetch.ts';
import { mountHeaderModule, type HeaderModule } from './header-module.ts';

const markup = (count: number) =>
	`<a class="vp-dropdown-toggle" href="/confronta" aria-controls="panel"><span data-count="${count}">${count}</span></a><div id="panel" hidden><p>Lista</p></div>`;

function setUp(): { el: HTMLElement; module: HeaderModule } {
	document.body.innerHTML = `<div data-vetrina="compare">${markup(1)}</div>`;
	const el = document.querySelector<HTMLElement>('[data-vetrina="compare"]')!;
	return { el, module: mountHeaderModule(el, { module: 'vp_compare', source: 'compare', countText: (n) => `Confronto: ${n}` }) };
}

describe('mountHeaderModule', () => {
	let module: HeaderModule | undefined;
	afterEach(() => module?.teardown());

	describe('given a compare dropdown', () => {
		it('should act as a disclosure: the link becomes a button, click opens, Escape closes and focuses it', () => {
			const set = setUp();
			module = set.module;
			const toggle = set.el.querySelector<HTMLElement>('[aria-controls]')!;
			expect(toggle.getAttribute('role')).toBe('button');
			toggle.click();
			expect(toggle.getAttribute('aria-expanded')).toBe('true');
			expect(set.el.querySelector<HTMLElement>('#panel')!.hidden).toBe(false);
			set.el.querySelector('p')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
			expect(toggle.getAttribute('aria-expanded')).toBe('false');
			expect(document.activeElement).toBe(toggle);
		});
	});

	describe('after compare:updated', () => {
		it('should re-fetch the module with the exact query, strip BOMs, keep the panel open and sanitize', async () => {
			const set = setUp();
			module = set.module;
			set.el.querySelector<HTMLElement>('[aria-controls]')!.click();
			const { calls } = controlledFetch();
			void publish('compare:updated', { source: 'test' });
			await flush();
			expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/?option=com_ajax&module=vp_compare&method=get&format=json&Itemid=101');
			calls[0]!.respond(`\uFEFF${JSON.stringify({ html: `\uFEFF${markup(2)}<img src=x onerror="alert(1)">` })}`);
			await flush();
			expect(set.el.innerHTML).not.toContain('\uFEFF');
			expect(set.el.querySelector('img')!.hasAttribute('onerror')).toBe(false);
			expect(set.el.querySelector('[data-count]')!.textContent).toBe('2');
			expect(set.el.querySelector<HTMLElement>('#panel')!.hidden).toBe(false);
		});

		it('should keep the old content when com_ajax answers {success:false}', async () => {
			const set = setUp();
			module = set.module;
			const before = set.el.innerHTML;
			const { calls } = controlledFetch();
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const refreshed = set.module.refresh();
			await flush();
			calls[0]!.respond('{"success":false,"message":"Modulo non trovato"}');
			expect(await refreshed).toBe(false);
			expect(set.el.innerHTML).toBe(before);
		});
	});
});
