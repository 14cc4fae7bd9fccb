import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { store } from '../../src/store.ts';
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

describe('list-button', () => {
	afterEach(() => {
		teardown?.();
		teardown = undefined;
		store.setState(store.getInitialState());
		document.body.replaceChildren();
		vi.restoreAllMocks();
	});

	it('should show whether the product is in the list from the store ids', () => {
		const el = button('compare', 'add');
		expect(el.hasAttribute('data-in-list')).toBe(false);
		store.setState({ compare: { html: null, ids: ['3', '7'] } });
		expect(el.hasAttribute('data-in-list')).toBe(true);
		store.setState({ wishlist: { html: null, ids: [] }, compare: { html: null, ids: [] } });
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
});
