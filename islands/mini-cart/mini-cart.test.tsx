import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { subscribe } from '../../src/bus.ts';
import { store } from '../../src/store.ts';
import { resetShared, setShared } from '../../test/unit/shared-state.ts';
import { mount } from './index.ts';

const line = (key: string, name: string) =>
	`<li class="vp-dropdown-item" data-cart-line="${key}"><a class="vp-remove" href="/carrello?task=delete" data-cart-product-id="${key}" data-product-name="${name}">×</a></li>`;
const markup = (count: number, lines: string) =>
	`<a class="vp-dropdown-toggle" href="/carrello" aria-expanded="false" aria-controls="vp-mini-cart-panel"><span class="vp-count" data-count="${count}">${count}</span></a>` +
	`<div class="vp-dropdown-panel" id="vp-mini-cart-panel" hidden><ul class="vp-dropdown-items">${lines}</ul></div>`;

let teardown: (() => void) | undefined;

/**
 * Mounts the mini-cart over two lines (3 pieces) on a page the server has just printed (the stock cart module
 * would ask nothing then: the mini-cart is refreshed on every page load all the same) and answers its refresh
 * on mount with the same module.
 */
async function setUp() {
	const printed = { entryType: 'navigation', type: 'navigate', transferSize: 8432 } as Partial<PerformanceNavigationTiming> as PerformanceNavigationTiming;
	vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) => (kind === 'navigation' ? [printed] : []));
	document.body.innerHTML = `<div class="vp-dropdown vp-mini-cart" data-vetrina="mini-cart">${markup(3, line('1::2', 'Vite & co') + line('4', 'Tassello'))}</div>`;
	const el = document.querySelector<HTMLElement>('[data-vetrina="mini-cart"]')!;
	const { calls } = controlledFetch();
	await act(async () => {
		teardown = mount(el);
		await flush();
	});
	expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/?option=com_ajax&module=vp_mini_cart&method=get&format=json&Itemid=101');
	await act(async () => {
		calls[0]!.respond(JSON.stringify({ html: markup(3, line('1::2', 'Vite & co') + line('4', 'Tassello')) }));
		await flush();
	});
	return { el, calls };
}

describe('the mini-cart', () => {
	// Drawn as in a page, as the island's calls are answered: the tests wait for the DOM, not for act().
	drawAsInPage();
	afterEach(() => {
		teardown?.();
		teardown = undefined;
		resetShared();
		document.body.replaceChildren();
	});

	it('should show the badge count from the store and follow the store', async () => {
		const { el } = await setUp();
		expect(store.getState().cart.count).toBe(3);
		expect(el.querySelector('[data-count]')!.textContent).toBe('3');
		await act(async () => setShared({ cart: { count: 1, html: markup(1, line('4', 'Tassello')), module: null } }));
		expect(el.querySelector('[data-count]')!.textContent).toBe('1');
		expect(el.querySelectorAll('[data-cart-product-id]')).toHaveLength(1);
	});

	it('should remove a line with the exact call, once however often it is clicked, busy meanwhile, then say the cart changed', async () => {
		const { el, calls } = await setUp();
		const changed: string[] = [];
		const stop = subscribe('cart:updated', ({ source }) => void changed.push(source));
		const remove = el.querySelector<HTMLElement>('[data-cart-product-id="1::2"]')!;
		await act(async () => {
			remove.click();
			await flush();
			remove.click();
			await flush();
		});
		expect(calls).toHaveLength(2);
		expect(calls[1]!.init.method).toBe('GET');
		expect(calls[1]!.url.pathname + calls[1]!.url.search).toBe(
			'/index.php?option=com_ajax&plugin=vpframework&format=json&vpfmethod=removeFromCart&cart_virtuemart_product_id=1%3A%3A2&product_name=Vite+%26+co&ajax=1&Itemid=101',
		);
		expect(el.querySelector('#vp-mini-cart-panel')!.getAttribute('aria-busy')).toBe('true');
		await act(async () => {
			calls[1]!.respond('{"error":0,"msg":"Prodotto rimosso"}');
			await flush();
		});
		stop();
		expect(el.querySelector('#vp-mini-cart-panel')!.hasAttribute('aria-busy')).toBe(false);
		expect(changed).toEqual(['mini-cart']);
		// The cart change makes the module stale: it is fetched again.
		expect(calls[2]!.url.searchParams.get('module')).toBe('vp_mini_cart');
		expect(calls).toHaveLength(3);
		await new Promise((resolve) => requestAnimationFrame(resolve));
		expect(document.querySelector('[data-vetrina-announcer="polite"]')!.textContent).toBe('Prodotto rimosso');
	});

	it('should leave a click with a modifier key to the browser', async () => {
		const { el, calls } = await setUp();
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
		await act(async () => {
			el.querySelector('[data-cart-product-id="4"]')!.dispatchEvent(click);
			await flush();
		});
		expect(calls).toHaveLength(1);
		expect(click.defaultPrevented).toBe(false);
	});
});
