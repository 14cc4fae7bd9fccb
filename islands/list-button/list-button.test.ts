import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { resetShared, setShared } from '../../test/unit/shared-state.ts';
import { showList } from '../../src/lists/actions.ts';
import { mount } from './index.ts';

let teardown: (() => void) | undefined;

function button(list: 'compare' | 'wishlist', action: 'add' | 'remove', id = '7'): HTMLElement {
	document.body.insertAdjacentHTML(
		'beforeend',
		`<a class="vp-list-button" href="/confronta?task=${action}&product_id=${id}" data-vetrina="list-button" data-list="${list}" data-action="${action}" data-product-id="${id}" data-product-name="Chiave a T"></a>`,
	);
	const el = document.body.lastElementChild as HTMLElement;
	teardown = mount(el);
	return el;
}

afterEach(() => {
	teardown?.();
	teardown = undefined;
	resetShared();
	document.body.replaceChildren();
	vi.restoreAllMocks();
});

describe('list-button', () => {
	it('should show whether the product is in the list from the store ids', () => {
		const el = button('compare', 'add');
		expect(el.hasAttribute('data-in-list')).toBe(false);
		setShared({ compare: { html: null, ids: ['3', '7'] } });
		expect(el.hasAttribute('data-in-list')).toBe(true);
		setShared({ wishlist: { html: null, ids: [] }, compare: { html: null, ids: [] } });
		expect(el.hasAttribute('data-in-list')).toBe(false);
	});

	it('should send the exact add call once however often it is clicked, busy while it is in flight', async () => {
		const el = button('compare', 'add');
		const { calls } = controlledFetch();
		el.click();
		await flush();
		el.click();
		await flush();
		expect(calls).toHaveLength(1);
		expect(calls[0]!.init.method).toBe('GET');
		expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe(
			'/index.php?option=com_ajax&plugin=vpframework&format=json&vpfmethod=addToCompare&product_id=7&product_name=Chiave+a+T&Itemid=101',
		);
		expect(el.getAttribute('aria-busy')).toBe('true');
		await act(async () => {
			calls[0]!.respond('{"error":1,"msg":""}');
			await flush();
		});
		expect(el.hasAttribute('aria-busy')).toBe(false);
	});

	it('should go to the login page when a wishlist add needs login and no login island can open', async () => {
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		const el = button('wishlist', 'add');
		const { calls } = controlledFetch();
		el.click();
		await flush();
		calls[0]!.respond('{"error":2,"msg":"Accedi","url":"/accedi?return=x"}');
		await flush();
		expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/accedi?return=x`);
	});

	it('should redraw only the button whose product changed, among the 96 of a listing', async () => {
		const listing = Array.from({ length: 96 }, (_, i) => {
			const el = button('compare', 'add', String(i + 1));
			return { el, teardown: teardown! };
		});
		teardown = () => listing.forEach((each) => each.teardown());
		// The compare dropdown is on the page: a change of the list refreshes its module, and with it the ids.
		const hide = showList('compare', document.createElement('div'), 'compare.count');
		const { calls } = controlledFetch();
		// What each button writes of its own state, from here on.
		const writes = listing.map(({ el }) => (['setAttribute', 'removeAttribute', 'toggleAttribute'] as const).map((method) => vi.spyOn(el, method)));
		const redrawn = () => writes.flatMap((spies, i) => (spies.some((spy) => spy.mock.calls.length > 0) ? [i + 1] : []));

		listing[4]!.el.click();
		await flush();
		expect(listing[4]!.el.getAttribute('aria-busy')).toBe('true');
		await act(async () => {
			calls[0]!.respond('{"error":0,"msg":"Aggiunto","url":"/confronta"}');
			await flush();
		});
		expect(calls[1]!.url.searchParams.get('module')).toBe('vp_compare');
		await act(async () => {
			calls[1]!.respond(JSON.stringify({ html: '<ul><li data-product-id="5">Chiave a T</li></ul>' }));
			await flush();
		});
		hide();
		expect(listing[4]!.el.hasAttribute('data-in-list')).toBe(true);
		expect(listing[4]!.el.hasAttribute('aria-busy')).toBe(false);
		// Busy, listed, not busy: product 5's button only; the module's own call and the store's other changes reach no button.
		expect(redrawn()).toEqual([5]);
		await act(async () => screen.getAllByText('Chiudi').at(-1)!.click());
	});
});

describe('list-button as a toggle', () => {
	it('should be a toggle button whose label stays, pressed with its tooltip while the product is in the list', () => {
		const el = button('compare', 'add');
		teardown?.();
		// As the server prints it: its label and title.
		el.textContent = 'Aggiungi al confronto';
		el.title = 'Aggiungi al confronto';
		teardown = mount(el);
		expect([el.getAttribute('role'), el.getAttribute('aria-pressed')]).toEqual(['button', 'false']);
		expect(screen.getByRole('button', { name: 'Aggiungi al confronto', pressed: false })).toBe(el);
		setShared({ compare: { html: null, ids: ['7'] } });
		expect([el.getAttribute('aria-pressed'), el.title, el.textContent]).toEqual([
			'true',
			'Nella lista da confrontare: premi per toglierlo',
			'Aggiungi al confronto',
		]);
		teardown?.();
		teardown = undefined;
		expect([el.getAttribute('role'), el.hasAttribute('aria-pressed'), el.title]).toEqual([null, false, 'Aggiungi al confronto']);
	});

	it('should take the product out on a second press, by Space as by a click, staying on the page', async () => {
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
		const el = button('compare', 'add');
		setShared({ compare: { html: null, ids: ['7'] } });
		const { calls } = controlledFetch();
		el.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
		await flush();
		expect(calls[0]!.url.searchParams.get('vpfmethod')).toBe('removeFromCompare');
		expect(calls[0]!.url.searchParams.get('ajax')).toBe('1');
		await act(async () => {
			calls[0]!.respond('{"error":0,"msg":"Tolto","url":"/confronta"}');
			await flush();
		});
		expect(assign).not.toHaveBeenCalled();
	});
});
