import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartModuleData, stockCartModule } from '../../fixtures/server/render/stock-modules.ts';
import { idSource, newSession } from '../../fixtures/server/session.ts';
import { createShop } from '../../fixtures/server/shop.ts';
import { store } from '../../src/store.ts';
import { resetShared } from '../../test/unit/shared-state.ts';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { mount } from './index.ts';

const shop = createShop({ templates: 'bs5' });
const session = newSession(idSource('unit'));
const view = { shop, session, url: '/' };

/** The page's two stock cart modules (header default layout, sidebar dropdown) as the shop prints them. */
function loadModules(): HTMLElement[] {
	const html = `${stockCartModule(view, 'default').value}${stockCartModule(view, 'dropdown', '-sidebar').value}`;
	document.body.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
	return [...document.querySelectorAll<HTMLElement>('.vmCartModule')];
}

/** What the shop answers to viewJS with 24 silicone cartridges in the cart. */
function answer(): string {
	session.cart.splice(0, Infinity, { key: '52::', productId: 52, quantity: 24, options: [] });
	const data = cartModuleData(view);
	session.cart.length = 0;
	return JSON.stringify(data);
}

const lines = (el: Element) => [...el.querySelectorAll('.vm_cart_products .product_row')].map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

let teardowns: Array<() => void> = [];
beforeEach(() => resetShared());
afterEach(() => {
	act(() => teardowns.forEach((teardown) => teardown()));
	teardowns = [];
});

describe('a stock cart module', () => {
	describe('given the header and sidebar modules of an empty cart', () => {
		it('should leave every node the server printed in place until an answer, leaving the theme its button', () => {
			controlledFetch();
			const [header, sidebar] = loadModules();
			const printed = [...header!.querySelectorAll('*'), ...sidebar!.querySelectorAll('*')];
			const count = sidebar!.querySelector('button .total_products')!.firstChild;
			teardowns = [mount(header!), mount(sidebar!)];
			// Not redrawn at mount: the same nodes, so no new nodes, no style and no layout at load.
			expect([...header!.querySelectorAll('*'), ...sidebar!.querySelectorAll('*')].every((el, index) => el === printed[index])).toBe(true);
			expect(sidebar!.querySelector('button .total_products')!.firstChild).toBe(count);
			expect(within(sidebar!).getByRole('button').textContent).toContain('Carrello vuoto');
		});

		it('should GET viewJS once for both modules, and show the answer in both from the store', async () => {
			const server = controlledFetch();
			const [header, sidebar] = loadModules();
			const button = sidebar!.querySelector('button.dropdownCart-btn');
			teardowns = [mount(header!), mount(sidebar!)];
			await flush();
			expect(server.calls.map((call) => [call.init.method, call.url.pathname + call.url.search])).toEqual([
				['GET', '/index.php?option=com_virtuemart&nosef=1&view=cart&task=viewJS&format=json&lang=it'],
			]);
			expect(header!.getAttribute('aria-busy')).toBe('true');
			expect(sidebar!.getAttribute('aria-busy')).toBe('true');
			// One answer: the store has the cart, every module shows it.
			await act(async () => {
				server.calls[0]!.respond(answer());
				await flush();
			});
			const row = '24 x Silicone sanitario antimuffa - cartone da 12 PZ';
			expect(lines(header!)[0]).toContain(row);
			expect(lines(sidebar!)[0]).toContain('Silicone sanitario antimuffa - cartone da 12 PZ');
			expect(within(sidebar!).getByRole('button').textContent).toContain('24 prodotti');
			// The theme's dropdown script holds this button: it stays the server's; what it shows is React's.
			expect(sidebar!.querySelector('button.dropdownCart-btn')).toBe(button);
			expect(screen.getAllByRole('link', { name: 'Mostra carrello' })).toHaveLength(2);
			expect(header!.hasAttribute('aria-busy')).toBe(false);
			expect(store.getState().cart.count).toBe(24);
		});
	});

	describe('after unmounting', () => {
		it('should put the server markup back', () => {
			controlledFetch();
			const [header] = loadModules();
			const before = header!.innerHTML;
			act(() => mount(header!)());
			expect(header!.innerHTML).toBe(before);
		});
	});
});
