import { afterEach, describe, expect, it } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { store } from '../store.ts';
import { showList } from './lists.ts';

const dropdown = (count: number, refresh: boolean) =>
	`<div class="vp-dropdown" data-vetrina="compare" data-module="vp_compare"${refresh ? ' data-refresh="load"' : ''}>` +
	`<a class="vp-dropdown-toggle" href="/confronta" aria-controls="panel"><span class="vp-count" data-count="${count}">${count}</span></a>` +
	'<div class="vp-dropdown-panel" id="panel" hidden></div></div>';

const shownOn = (refresh: boolean) => {
	document.body.innerHTML = dropdown(0, refresh) + dropdown(0, refresh);
	return [...document.querySelectorAll('[data-vetrina="compare"]')].map((el) => showList('compare', el, (n) => `Confronto: ${n}`));
};

describe('showList', () => {
	let hide: (() => void)[] = [];
	afterEach(() => {
		for (const leave of hide) leave();
		store.setState(store.getInitialState());
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
});
