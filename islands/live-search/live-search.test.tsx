import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { mount } from './index.ts';
import { clearSearchCache } from './suggestions.ts';
import { TYPING_PAUSE } from './use-search-query.ts';

/** The header search form as the theme prints it; `typed` = what the shopper typed before the island was ready. */
async function searchForm({ category = '', typed = '' } = {}) {
	document.body.innerHTML = `<div><form action="/cerca" method="get" data-vetrina="live-search">
${category}<input type="search" name="keyword" data-minchars="3"><button type="submit">Cerca</button></form></div>`;
	const form = document.querySelector('form')!;
	const input = form.querySelector('input')!;
	if (typed) {
		input.focus();
		input.value = typed;
	}
	let teardown = () => {};
	await act(async () => void (teardown = mount(form)));
	const type = async (value: string) => {
		await act(async () => {
			input.value = value;
			fireEvent.input(input);
			await vi.advanceTimersByTimeAsync(TYPING_PAUSE + 60);
		});
	};
	const press = (key: string) => act(() => void fireEvent.keyDown(input, { key }));
	return { form, input, type, press, teardown };
}

const answer = (suggestions: { value: string; data: string; image?: string; price?: string }[], count = suggestions.length) =>
	JSON.stringify({ suggestions, count });
const respond = (call: { respond(body: string): void }, body: string) =>
	act(async () => {
		call.respond(body);
		await flush();
	});
const options = () => screen.queryAllByRole('option', { hidden: true });

describe('live search', () => {
	beforeEach(() => {
		// Fake timers that still flow (flush() and ky need them to); the typing pause is fast-forwarded.
		vi.useFakeTimers({ shouldAdvanceTime: true });
		clearSearchCache();
		useConfig({ searchLimit: 7 });
	});
	afterEach(() => vi.unstubAllGlobals());

	describe('given a search form with data-minchars=3 and a category field', () => {
		it('should send nothing under 3 characters, then GET the action with the exact parameters in order', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm({ category: '<select name="virtuemart_category_id"><option value="12" selected>Abrasivi</option></select>' });
			await type('tr');
			expect(calls).toHaveLength(0);
			await type('tra');
			expect(calls).toHaveLength(1);
			const url = calls[0]!.url;
			expect(url.pathname).toBe('/cerca');
			expect([...url.searchParams]).toEqual([
				['keyword', 'tra'],
				['view', 'ajaxsearch'],
				['virtuemart_category_id', '12'],
				['limitstart', '0'],
				['limit', '7'],
			]);
			expect(calls[0]!.init.method).toBe('GET');
		});

		it('should send category 0 when the form has no category field', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm();
			await type('chiave');
			expect(calls[0]!.url.searchParams.get('virtuemart_category_id')).toBe('0');
		});
	});

	describe('given a word typed before the island was ready', () => {
		it('should keep it, with the focus, and send the query for it', async () => {
			const { calls } = controlledFetch();
			const { input } = await searchForm({ typed: 'trap' });
			expect(input.value).toBe('trap');
			expect(document.activeElement).toBe(input);
			await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE + 60));
			expect(calls.map((call) => call.url.searchParams.get('keyword'))).toEqual(['trap']);
			await respond(calls[0]!, answer([{ value: 'Trapano', data: '/trapano' }]));
			expect(screen.getByRole('option', { name: 'Trapano' })).toBeDefined();
		});
	});

	describe('given suggestions from the server', () => {
		it('should render them as text in a listbox and expose the combobox state', async () => {
			const { calls } = controlledFetch();
			const { input, type, press } = await searchForm();
			await type('vite');
			await respond(
				calls[0]!,
				answer(
					[
						{ value: '<b>Vite</b> 4x30', data: '/prodotti/vite-detail' },
						{ value: 'Vite 5x40', data: '/prodotti/vite-5-detail' },
					],
					9,
				),
			);
			const combobox = screen.getByRole('combobox');
			expect(combobox).toBe(input);
			const list = screen.getByRole('listbox', { name: 'Suggerimenti di ricerca' });
			expect(input.getAttribute('aria-controls')).toBe(list.id);
			expect(input.getAttribute('aria-expanded')).toBe('true');
			expect(options().map((o) => o.textContent)).toEqual(['<b>Vite</b> 4x30', 'Vite 5x40']);
			expect(list.querySelector('b')).toBeNull();
			await press('ArrowDown');
			expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
			expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
			await press('ArrowUp');
			expect(input.hasAttribute('aria-activedescendant')).toBe(false);
			await press('ArrowUp');
			expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
			await press('Home'); // the caret moves in the field, which is active again
			expect(input.hasAttribute('aria-activedescendant')).toBe(false);
			await press('Escape');
			expect(input.getAttribute('aria-expanded')).toBe('false');
			expect(list.hidden).toBe(true);
		});

		it('should keep the list closed after Esc when the answer to a query already on its way comes later', async () => {
			const { calls } = controlledFetch();
			const { input, type, press } = await searchForm();
			await type('vite');
			await respond(calls[0]!, answer([{ value: 'Vite 4x30', data: '/v4' }]));
			await type('viti');
			expect(calls).toHaveLength(2);
			await press('Escape');
			expect(input.getAttribute('aria-expanded')).toBe('false');
			expect(calls[1]!.init.signal?.aborted).toBe(true);
			await respond(calls[1]!, answer([{ value: 'Viti 5x40', data: '/v5' }]));
			expect(input.getAttribute('aria-expanded')).toBe('false');
			// Typed on, it asks again.
			await type('viti ');
			expect(calls).toHaveLength(3);
			expect(calls[2]!.url.searchParams.get('keyword')).toBe('viti');
		});

		it('should show a lazy, sized thumbnail (alt="") and the price when the answer has them, this site\'s images only', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm();
			await type('trapano');
			await respond(
				calls[0]!,
				answer([
					{ value: 'Trapano 18V', data: '/t18', image: '/images/prodotti/t18.svg', price: '141,64 €' },
					{ value: 'Trapano 12V', data: '/t12', image: 'https://evil.example/t12.svg', price: '89,90 €' },
					{ value: 'Trapano a filo', data: '/tf', image: 'javascript:alert(1)' },
					{ value: 'Vite', data: '/v', price: 42 as unknown as string },
				]),
			);
			const [drill, other, corded, screw] = options();
			const thumb = drill!.querySelector('img')!;
			expect(thumb.getAttribute('src')).toBe(`${location.origin}/images/prodotti/t18.svg`);
			expect(thumb.getAttribute('alt')).toBe('');
			expect(thumb.getAttribute('loading')).toBe('lazy');
			expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['40', '40']);
			// The name is the option's text; the price follows it.
			expect(screen.getByRole('option', { name: 'Trapano 18V 141,64 €' })).toBe(drill);
			expect(drill!.querySelector('.vetrina-search-price')!.textContent).toBe('141,64 €');
			// Another site's or a script URL is dropped, the text stays.
			expect(other!.querySelector('img')).toBeNull();
			expect(other!.textContent).toBe('Trapano 12V 89,90 €');
			expect(corded!.querySelector('img')).toBeNull();
			expect(corded!.textContent).toBe('Trapano a filo');
			// A price that is no string is not shown.
			expect(screen.getByRole('option', { name: 'Vite' })).toBe(screw);
			expect(screw!.children).toHaveLength(0);
		});

		it('should go to the active option on Enter, and to a clicked one', async () => {
			const { calls } = controlledFetch();
			const assign = vi.fn();
			vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: location.origin, assign } as Location);
			const { type, press } = await searchForm();
			await type('vite');
			await respond(
				calls[0]!,
				answer([
					{ value: 'Vite 4x30', data: '/v4' },
					{ value: 'Vite 5x40', data: '/v5' },
				]),
			);
			await press('End');
			await press('ArrowDown');
			await press('ArrowDown');
			await press('Enter');
			expect(assign).toHaveBeenLastCalledWith(`${location.origin}/v5`);
			await act(() => void fireEvent.click(options()[0]!));
			expect(assign).toHaveBeenLastCalledWith(`${location.origin}/v4`);
		});

		it('should take an arrow key pressed the moment the list appears', async () => {
			const { calls } = controlledFetch();
			const assign = vi.fn();
			vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: location.origin, assign } as Location);
			const { input, type, press } = await searchForm();
			await type('vite');
			// The key lands right after React drew the options, before its effects that follow a paint have run,
			// as a fast shopper's key can in a browser: outside act(), which would run them all first.
			const list = document.getElementById(input.getAttribute('aria-controls')!)!;
			const pressed = new Promise<void>((resolve) => {
				const observer = new MutationObserver(() => {
					observer.disconnect();
					fireEvent.keyDown(input, { key: 'ArrowDown' });
					resolve();
				});
				observer.observe(list, { childList: true });
			});
			const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
			const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
			react.IS_REACT_ACT_ENVIRONMENT = false;
			try {
				calls[0]!.respond(answer([{ value: 'Vite 4x30', data: '/v4' }]));
				await pressed;
				await flush();
			} finally {
				react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
			}
			await press('Enter');
			expect(assign).toHaveBeenLastCalledWith(`${location.origin}/v4`);
		});

		it('should keep the option the shopper arrowed to when the next answer still holds it', async () => {
			const { calls } = controlledFetch();
			const { input, type, press } = await searchForm();
			await type('vite');
			await respond(
				calls[0]!,
				answer([
					{ value: 'Vite 4x30', data: '/v4' },
					{ value: 'Vite 5x40', data: '/v5' },
				]),
			);
			await press('ArrowDown');
			await press('ArrowDown');
			await type('vite 5');
			await respond(
				calls[1]!,
				answer([
					{ value: 'Vite 5x40', data: '/v5' },
					{ value: 'Vite 5x50', data: '/v5b' },
				]),
			);
			const first = document.querySelector('[role="option"][data-url="/v5"]')!;
			expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
			expect(first.getAttribute('aria-selected')).toBe('true');
			await type('vite 5x5');
			await respond(calls[2]!, answer([{ value: 'Vite 5x50', data: '/v5b' }]));
			expect(input.hasAttribute('aria-activedescendant')).toBe(false);
			expect(document.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
		});

		it('should answer a query asked before from the cache, without a request', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm();
			await type('vite');
			await respond(calls[0]!, answer([{ value: 'Vite', data: '/v' }]));
			await type('vit');
			await type('vite');
			expect(calls.map((c) => c.url.searchParams.get('keyword'))).toEqual(['vite', 'vit']);
		});

		it('should show "Nessun risultato" and not send a longer query starting with a fruitless one', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm();
			await type('zzq');
			await respond(calls[0]!, answer([]));
			expect(options().map((o) => o.textContent)).toEqual(['Nessun risultato']);
			await type('zzqa');
			await type('zzqab');
			expect(calls).toHaveLength(1);
		});

		it('should abort the older query when a newer one goes out, and ignore its late answer', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm();
			await type('vite');
			await type('viti');
			expect(calls[0]!.init.signal!.aborted).toBe(true);
			await respond(calls[1]!, answer([{ value: 'Viti', data: '/viti' }]));
			expect(options().map((o) => o.textContent)).toEqual(['Viti']);
		});

		it('should not ask again for the query in flight when only a space or the case changed', async () => {
			const { calls } = controlledFetch();
			const { type } = await searchForm();
			await type('livella');
			await type('livella ');
			await type('Livella');
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.signal!.aborted).toBe(false);
			await respond(calls[0]!, answer([{ value: 'Livella laser', data: '/livella' }]));
			expect(options().map((o) => o.textContent)).toEqual(['Livella laser']);
			await type('livella l');
			expect(calls).toHaveLength(2);
		});
	});

	describe('given an empty field', () => {
		it('should not submit the form', async () => {
			controlledFetch();
			const { form } = await searchForm();
			const event = new Event('submit', { cancelable: true });
			form.dispatchEvent(event);
			expect(event.defaultPrevented).toBe(true);
		});
	});

	describe('after unmounting', () => {
		it('should remove the listbox and the combobox attributes', async () => {
			controlledFetch();
			const { form, input, teardown } = await searchForm();
			act(() => teardown());
			expect(document.querySelector('[role="listbox"]')).toBeNull();
			expect(form.nextElementSibling).toBeNull();
			expect(input.hasAttribute('role')).toBe(false);
			expect(input.hasAttribute('aria-expanded')).toBe(false);
			expect(input.hasAttribute('aria-controls')).toBe(false);
		});
	});
});
