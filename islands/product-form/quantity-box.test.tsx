import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { loadStockPage, STOCK_PATHS } from '../../test/unit/stock-page.ts';
import { mount } from './index.ts';

let teardown: (() => void) | undefined;
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const quantity = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantità:' });
/** The box's elements as the shopper's browser lays them out: tag and classes, in order. */
const shape = (el: Element) => [...el.querySelectorAll('*')].map((child) => `${child.localName}.${child.getAttribute('class') ?? ''}`);

function setUp() {
	loadStockPage('bs5', STOCK_PATHS.silicone);
	act(() => {
		teardown = mount($<HTMLFormElement>('form.product'));
	});
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
	vi.restoreAllMocks();
});

describe('the quantity box', () => {
	describe('given the bs5 quantity box (step 12, minimum 12) the shopper typed 36 into before the island came', () => {
		it('should draw the same box in a React root, keeping the typed value and the focus', () => {
			controlledFetch();
			loadStockPage('bs5', STOCK_PATHS.silicone);
			const box = $('.quantity-box');
			const printed = shape(box);
			const server = $<HTMLInputElement>('input.quantity-input');
			server.focus();
			server.value = '36';
			act(() => {
				teardown = mount($<HTMLFormElement>('form.product'));
			});
			expect(quantity()).not.toBe(server);
			expect(shape(box)).toEqual(printed);
			expect(quantity().value).toBe('36');
			expect(document.activeElement).toBe(quantity());
			// The theme's icons are kept; the icon-only buttons get a name.
			expect(screen.getByRole('button', { name: 'Aumenta la quantità' }).querySelector('svg.bi-plus')).not.toBeNull();
		});
	});

	describe('given an event the page hands over as soon as the island is ready', () => {
		it('should have drawn the box when mount returns, so the event reaches the island', () => {
			controlledFetch();
			loadStockPage('bs5', STOCK_PATHS.silicone);
			const server = $<HTMLInputElement>('input.quantity-input');
			teardown = mount($<HTMLFormElement>('form.product'));
			expect(quantity()).not.toBe(server);
			act(() => void $('.quantity-plus').dispatchEvent(new MouseEvent('click', { bubbles: true })));
			expect(quantity().value).toBe('24');
		});
	});

	describe('given the bs5 quantity box of a product sold by 12', () => {
		it('should raise the quantity on plus and ask for its price with every field of the form', async () => {
			const { calls } = controlledFetch();
			setUp();
			fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
			expect(quantity().value).toBe('24');
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.pathname).toBe('/index.php');
			expect([...calls[0]!.url.searchParams]).toEqual([
				['option', 'com_virtuemart'],
				['view', 'productdetails'],
				['task', 'recalculate'],
				['format', 'json'],
				['nosef', '1'],
				['lang', 'it'],
				['quantity[]', '24'],
				['virtuemart_product_id[]', '52'],
				['pname', 'Silicone sanitario antimuffa - cartone da 12 PZ'],
				['pid', '52'],
				['Itemid', '101'],
			]);
			fireEvent.click(screen.getByRole('button', { name: 'Diminuisci la quantità' }));
			expect(quantity().value).toBe('12');
		});

		it('should correct 17 to 12 on leaving the field and say why in an alert tied to the field', () => {
			controlledFetch();
			setUp();
			fireEvent.input(quantity(), { target: { value: '17' } });
			fireEvent.blur(quantity());
			expect(quantity().value).toBe('12');
			const alert = screen.getByRole('alert');
			expect(alert.textContent).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
			expect(quantity().getAttribute('aria-invalid')).toBe('true');
			expect(quantity().getAttribute('aria-describedby')).toBe(alert.id);
			fireEvent.input(quantity(), { target: { value: '2' } });
			expect(screen.queryByRole('alert')).toBeNull();
			expect(quantity().hasAttribute('aria-invalid')).toBe(false);
		});

		it('should keep a value written by a theme script (uncontrolled input)', async () => {
			controlledFetch();
			setUp();
			quantity().value = '48';
			fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
			expect(quantity().value).toBe('60');
		});

		it('should put the server markup back when unmounted', () => {
			controlledFetch();
			setUp();
			const island = quantity();
			act(() => teardown!());
			teardown = undefined;
			expect($('input.quantity-input')).not.toBe(island);
			expect($('input.quantity-input').isConnected).toBe(true);
			expect(document.querySelector('.vetrina-pf-messages')).toBeNull();
		});
	});

	describe('given the legacy templates, which print the field and its buttons apart in the add-to-cart bar', () => {
		it('should leave the add-to-cart button and the hidden inputs to the server and still step the field', () => {
			controlledFetch();
			loadStockPage('legacy', STOCK_PATHS.silicone);
			const submit = $('input[name="addtocart"]');
			const productId = $('input[name="virtuemart_product_id[]"]');
			act(() => {
				teardown = mount($<HTMLFormElement>('form.product'));
			});
			expect($('input[name="addtocart"]')).toBe(submit);
			expect($('input[name="virtuemart_product_id[]"]')).toBe(productId);
			fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
			expect($<HTMLInputElement>('input.quantity-input').value).toBe('24');
		});
	});
});
