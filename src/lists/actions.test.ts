import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { loginDismissed, loginGranted, openLogin, registerLoginOpener } from '../login-opener.ts';
import { store } from '../store.ts';
import { resetShared } from '../../test/unit/shared-state.ts';
import { showList, toggleList } from './actions.ts';

const dropdown = (count: number, refresh: boolean) =>
	`<div class="vp-dropdown" data-vetrina="compare" data-module="vp_compare"${refresh ? ' data-refresh="load"' : ''}>` +
	`<a class="vp-dropdown-toggle" href="/confronta" aria-controls="panel"><span class="vp-count" data-count="${count}">${count}</span></a>` +
	'<div class="vp-dropdown-panel" id="panel" hidden></div></div>';

const shownOn = (refresh: boolean) => {
	document.body.innerHTML = dropdown(0, refresh) + dropdown(0, refresh);
	return [...document.querySelectorAll('[data-vetrina="compare"]')].map((el) => showList('compare', el, 'compare.count'));
};

describe('showList', () => {
	let hide: (() => void)[] = [];
	afterEach(() => {
		for (const leave of hide) leave();
		resetShared();
		document.body.replaceChildren();
	});

	it('should send nothing for a dropdown printed with the session’s list', async () => {
		const { calls } = controlledFetch();
		hide = shownOn(false);
		await flush();
		expect(calls).toEqual([]);
	});

	it('should fetch the module once, quietly, for dropdowns printed the same for every shopper (data-refresh="load")', async () => {
		const { calls } = controlledFetch();
		hide = shownOn(true);
		await flush();
		expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual(['/?option=com_ajax&module=vp_compare&method=get&format=json&Itemid=101']);
		calls[0]!.respond(JSON.stringify({ html: '<span data-count="1">1</span><ul><li data-product-id="7">Trapano</li></ul>' }));
		await flush();
		expect(store.getState().compare.ids).toEqual(['7']);
		await new Promise((resolve) => requestAnimationFrame(resolve));
		expect(document.querySelector('[data-vetrina-announcer="polite"]')?.textContent ?? '').toBe('');
	});

	it('should fetch the module for the first dropdown shown after the list changed on this page, and only then', async () => {
		const { calls } = controlledFetch();
		document.body.innerHTML = `<input type="hidden" name="${'b'.repeat(32)}" value="1">`;
		const added = toggleList({ list: 'compare', action: 'add', productId: '7', productName: 'Trapano', source: 'list-button' });
		await flush();
		expect(calls).toHaveLength(1);
		calls[0]!.respond(JSON.stringify({ msg: 'Trapano aggiunto al confronto.', error: 0, url: '', html: '' }));
		expect((await added).error).toBeFalsy();
		hide = shownOn(false);
		await flush();
		expect(calls.slice(1).map((call) => call.url.pathname + call.url.search)).toEqual([
			'/?option=com_ajax&module=vp_compare&method=get&format=json&Itemid=101',
		]);
		for (const leave of hide.splice(0)) leave();
		hide = shownOn(false);
		await flush();
		expect(calls).toHaveLength(2);
	});
});

describe('a wishlist add resumed after the login it asked for', () => {
	const TOKEN = 'a'.repeat(32);
	const helmet = { list: 'wishlist', action: 'add', productId: '9', productName: 'Casco', source: 'list-button' } as const;
	const wishlist = `<div data-vetrina="wishlist"><span data-count="0">0</span></div><input type="hidden" name="${TOKEN}" value="1">`;
	let hide: (() => void)[] = [];
	let unregister = () => {};

	beforeEach(() => {
		unregister = registerLoginOpener(() => true);
		history.replaceState(null, '', '/casco');
	});
	afterEach(() => {
		for (const leave of hide) leave();
		hide = [];
		unregister();
		loginDismissed();
		sessionStorage.clear();
		resetShared();
		document.body.replaceChildren();
	});

	/** The next page loads: its wishlist dropdown shows the list; the calls it sent. */
	const nextPage = async () => {
		const { calls } = controlledFetch();
		document.body.innerHTML = wishlist;
		const el = document.querySelector('[data-vetrina="wishlist"]')!;
		hide.push(showList('wishlist', el, 'wishlist.count'));
		await flush();
		return calls.map((call) => call.url.pathname + call.url.search);
	};
	const add = `/index.php?option=com_ajax&plugin=vpframework&format=json&${TOKEN}=1&vpfmethod=addToWishlist&product_id=9&product_name=Casco&Itemid=101`;

	it('should send the add once on the page it was pressed on, after a granted login, with the new page’s token', async () => {
		expect(await openLogin('Accedi per usare la lista dei desideri.', helmet)).toBe(true);
		loginGranted();
		expect(await nextPage()).toEqual([add]);
		for (const leave of hide.splice(0)) leave();
		expect(await nextPage()).toEqual([]);
	});

	it('should send nothing when the modal was closed, refused or not, before a login was granted', async () => {
		await openLogin('Accedi per usare la lista dei desideri.', helmet);
		loginDismissed();
		loginGranted();
		expect(await nextPage()).toEqual([]);
	});

	it('should send nothing for a login opened from the header link, even after a refused add', async () => {
		await openLogin('Accedi per usare la lista dei desideri.', helmet);
		await openLogin();
		loginGranted();
		expect(await nextPage()).toEqual([]);
	});

	it('should send nothing, and forget it, when the granted login lands on another page', async () => {
		await openLogin('Accedi per usare la lista dei desideri.', helmet);
		loginGranted();
		history.replaceState(null, '', '/captive');
		expect(await nextPage()).toEqual([]);
		history.replaceState(null, '', '/casco');
		expect(await nextPage()).toEqual([]);
	});

	it('should wait for a login island found on the page but not mounted yet, and open its modal once it is', async () => {
		unregister();
		document.body.innerHTML = '<a href="/accedi" data-vetrina="login" data-island>Accedi</a>';
		let answered: boolean | undefined;
		void openLogin('Accedi per usare la lista dei desideri.', helmet).then((opened) => (answered = opened));
		await flush();
		expect(answered).toBeUndefined();
		unregister = registerLoginOpener(() => true);
		await flush();
		expect(answered).toBe(true);
	});

	it('should send nothing when no modal could open (the shopper went to the login page)', async () => {
		unregister();
		expect(await openLogin('Accedi per usare la lista dei desideri.', helmet)).toBe(false);
		loginGranted();
		expect(await nextPage()).toEqual([]);
	});
});
