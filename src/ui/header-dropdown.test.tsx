import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { strings as compareStrings } from '../../islands/compare/strings.ts';
import { publish } from '../bus.ts';
import { registerStrings } from '../i18n.ts';
import { store } from '../store.ts';
import { resetShared } from '../../test/unit/shared-state.ts';
import { showList } from '../lists/actions.ts';
import { HeaderDropdown } from './header-dropdown.tsx';
import { renderIsland } from './island-root.tsx';

// The compare island's words for its count, as its mount registers them.
registerStrings(compareStrings);

const markup = (count: number, items = '') =>
	`<a class="vp-dropdown-toggle" href="/confronta" aria-expanded="false" aria-controls="panel"><span class="vp-count" data-count="${count}">${count}</span></a>` +
	`<div class="vp-dropdown-panel" id="panel" hidden><ul>${items}</ul><p>Lista</p></div>`;
const item = (id: string) => `<li data-product-id="${id}">Prodotto ${id}</li>`;

let unmount: (() => void) | undefined;
let server = '';

async function setUp(count = 1, items = item('3')): Promise<HTMLElement> {
	document.body.innerHTML = `<div class="vp-dropdown" data-vetrina="compare">${markup(count, items)}</div>`;
	const el = document.querySelector<HTMLElement>('[data-vetrina="compare"]')!;
	server = el.innerHTML;
	await act(async () => {
		unmount = show(el);
	});
	return el;
}

/** The compare island's mount: the dropdown, shown (so followed) by the lists store. */
function show(el: HTMLElement): () => void {
	const hide = showList('compare', el, 'compare.count');
	const unrender = renderIsland(el, 'compare', <HeaderDropdown container={el} list="compare" />);
	return () => {
		unrender();
		hide();
	};
}

const announced = async () => {
	await new Promise((resolve) => requestAnimationFrame(resolve));
	return document.querySelector('[data-vetrina-announcer="polite"]')?.textContent ?? null;
};

describe('HeaderDropdown', () => {
	// Drawn as in a page, as the island's calls are answered: the tests wait for the DOM, not for act().
	drawAsInPage();
	afterEach(() => {
		unmount?.();
		unmount = undefined;
		resetShared();
		document.body.replaceChildren();
	});

	describe('given the server markup of a compare dropdown', () => {
		it('should render the same markup, give the store the ids of its items, and act as a disclosure', async () => {
			const el = await setUp();
			expect(store.getState().compare.ids).toEqual(['3']);
			expect(el.querySelector('.vp-count')!.textContent).toBe('1');
			const toggle = el.querySelector<HTMLElement>('[aria-controls]')!;
			expect(toggle.getAttribute('role')).toBe('button');
			await act(async () => toggle.click());
			expect(toggle.getAttribute('aria-expanded')).toBe('true');
			expect(el.querySelector<HTMLElement>('#panel')!.hidden).toBe(false);
			await act(async () => el.querySelector('p')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
			expect(toggle.getAttribute('aria-expanded')).toBe('false');
			expect(el.querySelector<HTMLElement>('#panel')!.hidden).toBe(true);
			expect(document.activeElement).toBe(toggle);
		});
	});

	describe('after compare:updated', () => {
		it('should re-fetch with the exact query, busy meanwhile, then show the sanitized module without BOMs, still open, and announce the count', async () => {
			const el = await setUp();
			await act(async () => el.querySelector<HTMLElement>('[aria-controls]')!.click());
			const { calls } = controlledFetch();
			await act(async () => {
				void publish('compare:updated', { source: 'test' });
				await flush();
			});
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/?option=com_ajax&module=vp_compare&method=get&format=json&Itemid=101');
			expect(el.getAttribute('aria-busy')).toBe('true');
			await act(async () => {
				calls[0]!.respond(`\uFEFF${JSON.stringify({ html: `\uFEFF${markup(2, item('3') + item('5'))}<img src=x onerror="alert(1)">` })}`);
				await flush();
			});
			expect(el.hasAttribute('aria-busy')).toBe(false);
			expect(el.innerHTML).not.toContain('\uFEFF');
			expect(el.querySelector('img')!.hasAttribute('onerror')).toBe(false);
			expect(el.querySelector('[data-count]')!.textContent).toBe('2');
			expect(el.querySelector<HTMLElement>('#panel')!.hidden).toBe(false);
			expect(store.getState().compare.ids).toEqual(['3', '5']);
			expect(await announced()).toBe('Confronto: 2 prodotti');
		});

		it('should keep the content when com_ajax answers {success:false}', async () => {
			const el = await setUp();
			const before = el.innerHTML;
			const { calls } = controlledFetch();
			const error = vi.spyOn(console, 'error').mockImplementation(() => {});
			await act(async () => {
				void publish('compare:updated', { source: 'test' });
				await flush();
				calls[0]!.respond('{"success":false,"message":"Modulo non trovato"}');
				await flush();
			});
			expect(error).toHaveBeenCalledWith('[vetrina:compare] module vp_compare not refreshed:', 'Modulo non trovato');
			expect(el.innerHTML).toBe(before);
			expect(await announced()).toBeNull();
		});
	});

	describe('given a page restored from the back/forward cache', () => {
		it('should mark the dropdown stale and busy until the fresh module arrives', async () => {
			const el = await setUp();
			const { calls } = controlledFetch();
			await act(async () => {
				window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
				await flush();
			});
			expect(el.getAttribute('aria-busy')).toBe('true');
			expect(el.hasAttribute('data-stale')).toBe(true);
			await act(async () => {
				calls[0]!.respond(JSON.stringify({ html: markup(0) }));
				await flush();
			});
			expect([el.hasAttribute('aria-busy'), el.hasAttribute('data-stale')]).toEqual([false, false]);
			expect(store.getState().compare.ids).toEqual([]);
		});
	});

	describe('given two mount points of one module', () => {
		it('should show each its own markup, then refresh both from one call', async () => {
			document.body.innerHTML = `<div data-vetrina="compare" id="a">${markup(1, item('3'))}</div><div data-vetrina="compare" id="b">${markup(1, item('3')).replaceAll('"panel"', '"panel-2"')}</div>`;
			const els = [...document.querySelectorAll<HTMLElement>('[data-vetrina="compare"]')];
			const own = els.map((el) => el.innerHTML);
			const { calls } = controlledFetch();
			const unmounts: (() => void)[] = [];
			await act(async () => {
				for (const el of els) unmounts.push(show(el));
			});
			expect(els.map((el) => el.innerHTML.replace(' role="button"', ''))).toEqual(own);
			await act(async () => {
				void publish('compare:updated', { source: 'test' });
				await flush();
			});
			expect(calls).toHaveLength(1);
			await act(async () => {
				calls[0]!.respond(JSON.stringify({ html: markup(2, item('3') + item('4')) }));
				await flush();
			});
			expect(els.map((el) => el.querySelector('[data-count]')!.textContent)).toEqual(['2', '2']);
			await act(async () => unmounts.forEach((unmount) => unmount()));
		});
	});

	describe('on teardown', () => {
		it('should put the server markup back', async () => {
			const el = await setUp();
			await act(async () => unmount!());
			unmount = undefined;
			expect(el.innerHTML).toBe(server);
			expect(el.hasAttribute('data-state')).toBe(false);
		});
	});
});
