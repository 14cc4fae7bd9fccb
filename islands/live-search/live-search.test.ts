import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { mount } from './index.ts';
import { clearSearchCache } from './suggestions.ts';

function searchForm(category = '') {
	document.body.innerHTML = `<form action="/cerca" method="get" data-vetrina="live-search">
${category}<input type="search" name="keyword" data-minchars="3"><button type="submit">Cerca</button></form>`;
	const form = document.querySelector('form')!;
	const input = form.querySelector('input')!;
	const type = async (value: string) => {
		input.value = value;
		input.dispatchEvent(new Event('input', { bubbles: true }));
		await vi.advanceTimersByTimeAsync(260); // past the typing pause
	};
	return { form, input, type, teardown: mount(form) };
}

const answer = (suggestions: { value: string; data: string }[], count = suggestions.length) => JSON.stringify({ suggestions, count });

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
			const { type } = searchForm('<select name="virtuemart_category_id"><option value="12" selected>Abrasivi</option></select>');
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
			const { type } = searchForm();
			await type('chiave');
			expect(calls[0]!.url.searchParams.get('virtuemart_category_id')).toBe('0');
		});
	});

	describe('given suggestions from the server', () => {
		it('should render them as text in a listbox and expose the combobox state', async () => {
			const { calls } = controlledFetch();
			const { input, type } = searchForm();
			await type('vite');
			calls[0]!.respond(
				answer(
					[
						{ value: '<b>Vite</b> 4x30', data: '/prodotti/vite-detail' },
						{ value: 'Vite 5x40', data: '/prodotti/vite-5-detail' },
					],
					9,
				),
			);
			await flush();
			const list = document.getElementById(input.getAttribute('aria-controls')!)!;
			expect(input.getAttribute('role')).toBe('combobox');
			expect(input.getAttribute('aria-expanded')).toBe('true');
			expect(list.getAttribute('role')).toBe('listbox');
			const options = list.querySelectorAll('[role="option"]');
			expect(options).toHaveLength(2);
			expect(options[0]!.textContent).toBe('<b>Vite</b> 4x30');
			expect(list.querySelector('b')).toBeNull();
			input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
			expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
			expect(options[0]!.getAttribute('aria-selected')).toBe('true');
			input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
			expect(input.getAttribute('aria-expanded')).toBe('false');
			expect(list.hidden).toBe(true);
		});

		it('should keep the option the shopper arrowed to when the next answer still holds it', async () => {
			const { calls } = controlledFetch();
			const { input, type } = searchForm();
			await type('vite');
			calls[0]!.respond(
				answer([
					{ value: 'Vite 4x30', data: '/v4' },
					{ value: 'Vite 5x40', data: '/v5' },
				]),
			);
			await flush();
			input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
			input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
			await type('vite 5');
			calls[1]!.respond(
				answer([
					{ value: 'Vite 5x40', data: '/v5' },
					{ value: 'Vite 5x50', data: '/v5b' },
				]),
			);
			await flush();
			const first = document.querySelector('[role="option"][data-url="/v5"]')!;
			expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
			expect(first.getAttribute('aria-selected')).toBe('true');
			await type('vite 5x5');
			calls[2]!.respond(answer([{ value: 'Vite 5x50', data: '/v5b' }]));
			await flush();
			expect(input.hasAttribute('aria-activedescendant')).toBe(false);
			expect(document.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
		});

		it('should answer a query asked before from the cache, without a request', async () => {
			const { calls } = controlledFetch();
			const { type } = searchForm();
			await type('vite');
			calls[0]!.respond(answer([{ value: 'Vite', data: '/v' }]));
			await flush();
			await type('vit');
			await type('vite');
			expect(calls.map((c) => c.url.searchParams.get('keyword'))).toEqual(['vite', 'vit']);
		});

		it('should show "Nessun risultato" and not send a longer query starting with a fruitless one', async () => {
			const { calls } = controlledFetch();
			const { type, form } = searchForm();
			await type('zzq');
			calls[0]!.respond(answer([]));
			await flush();
			expect(form.nextElementSibling!.textContent).toBe('Nessun risultato');
			await type('zzqa');
			await type('zzqab');
			expect(calls).toHaveLength(1);
		});

		it('should abort the older query when a newer one goes out, and ignore its late answer', async () => {
			const { calls } = controlledFetch();
			const { type, form } = searchForm();
			await type('vite');
			await type('viti');
			expect(calls[0]!.init.signal!.aborted).toBe(true);
			calls[1]!.respond(answer([{ value: 'Viti', data: '/viti' }]));
			await flush();
			expect(form.nextElementSibling!.textContent).toBe('Viti');
		});
	});

	describe('given an empty field', () => {
		it('should not submit the form', () => {
			controlledFetch();
			const { form } = searchForm();
			const event = new Event('submit', { cancelable: true });
			form.dispatchEvent(event);
			expect(event.defaultPrevented).toBe(true);
		});
	});

	describe('after unmounting', () => {
		it('should remove the listbox and the combobox attributes', () => {
			controlledFetch();
			const { input, teardown } = searchForm();
			teardown();
			expect(document.querySelector('[role="listbox"]')).toBeNull();
			expect(input.hasAttribute('role')).toBe(false);
			expect(input.hasAttribute('aria-expanded')).toBe(false);
		});
	});
});
