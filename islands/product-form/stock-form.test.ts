import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush, type PendingCall } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { loadStockPage, STOCK_PATHS } from '../../test/unit/stock-page.ts';
import { mount } from './index.ts';

let teardown: (() => void) | undefined;
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const form = () => $<HTMLFormElement>('form.product');
const quantity = () => $<HTMLInputElement>('input.quantity-input');
const addButton = () => $<HTMLButtonElement>('button[name="addtocart"]');
// Events go through act(): React draws what they change (the step message) in its next render.
const click = (el: Element) => act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
const params = (call: PendingCall) => [...call.url.searchParams];
const addCalls = (calls: PendingCall[]) => calls.filter((c) => c.url.searchParams.get('task') === 'addJS');

function setUp(set: 'legacy' | 'bs3' | 'bs5', path: string = STOCK_PATHS.screw) {
	loadStockPage(set, path);
	// The island is React: it takes over the server markup in a render.
	act(() => {
		teardown = mount(form());
	});
}

/** The bs5 screw form as VirtueMart serializes it, without the names the call sets itself. */
const screwFields = (qty: string) => [
	['field[1][301][customfield_value][0]', '4x30 mm'],
	['field[1][301][customfield_value][1]', '1 PZ'],
	['quantity[]', qty],
	['virtuemart_product_id[]', '1'],
	['pname', 'Vite per legno Torx 4x30 mm zincata - 1 PZ'],
	['pid', '1'],
	['Itemid', '101'],
];

beforeEach(() => {
	vi.spyOn(console, 'error').mockImplementation(() => {});
	vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
	delete (window as { Virtuemart?: unknown }).Virtuemart;
	vi.restoreAllMocks();
});

describe('the product form on stock markup', () => {
	describe('given bs5\'s add-to-cart <button type="button">, in a shop under /negozio/', () => {
		it('should send one addJS call to {baseUri}index.php with every parameter, task=addJS kept over a printed task=add, even on a double click', async () => {
			useConfig({ baseUri: '/negozio/' });
			const { calls } = controlledFetch();
			setUp('bs5');
			// VirtueMart with addtocart_popup 0 prints a plain task=add in the form.
			form().append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'task', value: 'add' }));
			click(addButton());
			click(addButton());
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.pathname).toBe('/negozio/index.php');
			expect(params(calls[0]!)).toEqual([
				['option', 'com_virtuemart'],
				['nosef', '1'],
				['view', 'cart'],
				['task', 'addJS'],
				['format', 'json'],
				['lang', 'it'],
				...screwFields('1'),
			]);
			expect(addButton().getAttribute('aria-disabled')).toBe('true');
			await act(async () => calls[0]!.respond(JSON.stringify({ msg: '<h4>1 x Vite</h4>', stat: '1' })));
			await vi.waitFor(() => expect($('.vetrina-modal__title').textContent).toBe('Prodotto aggiunto al carrello'));
			await act(async () => $('dialog').dispatchEvent(new Event('close')));
		});

		it("should use the integrator's routes.addToCart when configured", async () => {
			useConfig({ routes: { addToCart: '/negozio/it/carrello?format=json&task=addJS' } });
			const { calls } = controlledFetch();
			setUp('bs5');
			click(addButton());
			await flush();
			// The route sets neither option nor view: the form's are sent; its task never is.
			const fields = screwFields('1');
			expect(calls[0]!.url.pathname).toBe('/negozio/it/carrello');
			expect(params(calls[0]!)).toEqual([
				['format', 'json'],
				['task', 'addJS'],
				...fields.slice(0, 4),
				['option', 'com_virtuemart'],
				['view', 'cart'],
				...fields.slice(4),
			]);
		});

		it('should correct a wrong quantity, or obey the theme veto, and send nothing', async () => {
			const { calls } = controlledFetch();
			setUp('bs5', STOCK_PATHS.silicone);
			quantity().value = '13';
			click(addButton());
			expect($('.vetrina-pf-qty-error').textContent).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
			const veto = (event: Event) => event.preventDefault();
			document.addEventListener('vetrina:before-add-to-cart', veto);
			quantity().value = '24';
			quantity().dispatchEvent(new Event('input', { bubbles: true }));
			click(addButton());
			document.removeEventListener('vetrina:before-add-to-cart', veto);
			await flush();
			expect(addCalls(calls)).toHaveLength(0);
		});

		it('should submit the form natively with task=add when addToCartPopup is 0', () => {
			useConfig({ addToCartPopup: 0 });
			const { calls } = controlledFetch();
			setUp('bs5');
			const submit = vi.spyOn(form(), 'submit').mockImplementation(() => {});
			click(addButton());
			expect(submit).toHaveBeenCalledOnce();
			// (happy-dom parses <noscript> as markup; a browser with scripts does not.)
			const tasks = [...form().querySelectorAll<HTMLInputElement>('input[name="task"]')].filter((input) => !input.closest('noscript'));
			expect(tasks.map((input) => input.value)).toEqual(['add']);
			expect(calls).toHaveLength(0);
		});

		it("should stand down when VirtueMart's own scripts drive the form", async () => {
			vi.spyOn(console, 'warn').mockImplementation(() => {});
			(window as { Virtuemart?: unknown }).Virtuemart = { product: () => {} };
			const { calls } = controlledFetch();
			setUp('bs5');
			click(addButton());
			click($('.quantity-plus'));
			await flush();
			expect(calls).toHaveLength(0);
			expect(quantity().value).toBe('1');
		});
	});

	describe.each(['legacy', 'bs3', 'bs5'] as const)('given the %s plus and minus controls', (set) => {
		it('should step the quantity by 12 from a click on the control or its icon, recalculate, and name the controls', async () => {
			const { calls } = controlledFetch();
			setUp(set, STOCK_PATHS.silicone);
			const plus = $('.quantity-plus');
			click(plus.querySelector('svg, span') ?? plus);
			expect(quantity().value).toBe('24');
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.searchParams.get('task')).toBe('recalculate');
			expect(calls[0]!.url.searchParams.get('quantity[]')).toBe('24');
			click($('.quantity-minus'));
			expect(quantity().value).toBe('12');
			expect(plus.getAttribute('aria-label')).toBe('Aumenta la quantità');
			expect($('.quantity-minus').getAttribute('aria-label')).toBe('Diminuisci la quantità');
		});
	});

	describe("given VirtueMart's %1$s in data-errStr", () => {
		it('should put the step in the message', () => {
			setUp('legacy', STOCK_PATHS.silicone);
			expect(quantity().getAttribute('data-errStr')).toContain('%1$s');
			quantity().value = '17';
			act(() => void quantity().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
			expect(quantity().value).toBe('12');
			expect($('.vetrina-pf-qty-error').textContent).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
		});
	});
});
