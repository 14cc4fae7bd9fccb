import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { loadStockPage, STOCK_PATHS } from '../../test/unit/stock-page.ts';
import { productPage } from './fixture.ts';
import { mount } from './index.ts';

let teardown: (() => void) | undefined;
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const block = () => $('.product-price');
const plus = () => fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
const announcer = () => document.querySelector('[data-vetrina-announcer="polite"]');

beforeEach(() => {
	vi.spyOn(console, 'error').mockImplementation(() => {});
	loadStockPage('bs3', STOCK_PATHS.silicone);
	act(() => {
		teardown = mount($<HTMLFormElement>('form.product'));
	});
});
afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
	vi.restoreAllMocks();
});

describe('the price block', () => {
	describe('given the printed prices of 12 pieces', () => {
		it('should leave the printed lines as they are until a price is asked for, then draw them in the same place, and give the server its lines back', async () => {
			act(() => teardown!());
			const printed = [...block().querySelectorAll('*')];
			const same = () => [...block().querySelectorAll('*')].every((el, index) => el === printed[index]);
			act(() => {
				teardown = mount($<HTMLFormElement>('form.product'));
			});
			// Nothing to change yet: no React render, the server's own nodes.
			expect(same()).toBe(true);
			controlledFetch();
			await act(async () => {
				plus();
				await flush();
			});
			const island = within(block()).getByText('60,88 €');
			expect(island.className).toBe('PricesalesPrice');
			expect(same()).toBe(false);
			expect($('div.PricediscountAmount').classList.contains('vm-nodisplay')).toBe(true);
			act(() => teardown!());
			teardown = undefined;
			expect(same()).toBe(true);
		});
	});

	describe('after plus, while the price is asked for', () => {
		it('should mark the block busy, then show the answered lines and announce the new price', async () => {
			const { calls } = controlledFetch();
			plus();
			await flush();
			expect(block().getAttribute('aria-busy')).toBe('true');
			await act(async () => calls[0]!.respond(JSON.stringify({ salesPrice: '121,76 €', taxAmount: '21,96 €', discountAmount: '-5,00 €', unitPrice: '' })));
			expect(within(block()).getByText('121,76 €')).toBeTruthy();
			expect(within(block()).getByText('21,96 €')).toBeTruthy();
			expect(within(block()).getByText('5,00 €').parentElement!.classList.contains('vm-nodisplay')).toBe(false);
			expect($('div.PriceunitPrice').classList.contains('vm-nodisplay')).toBe(true);
			expect(block().hasAttribute('aria-busy')).toBe(false);
			await vi.waitFor(() => expect(announcer()?.textContent).toBe('Prezzo aggiornato: 121,76 €'));
		});

		it('should apply only the newest answer when a second plus supersedes the first call', async () => {
			const { calls } = controlledFetch();
			plus();
			plus();
			await flush();
			expect(calls.map((call) => call.init.signal!.aborted)).toEqual([true, false]);
			await act(async () => {
				calls[1]!.respond(JSON.stringify({ salesPrice: '182,64 €' }));
				calls[0]!.respond(JSON.stringify({ salesPrice: '121,76 €' }));
			});
			expect(within(block()).getByText('182,64 €')).toBeTruthy();
			expect(within(block()).queryByText('121,76 €')).toBeNull();
		});
	});

	describe('given a list price printed equal to the sales price (60,88 € both)', () => {
		it('should hide the list price line until a discount makes them differ, and hide it again when they are equal', async () => {
			act(() => teardown!());
			document.body.innerHTML = productPage();
			act(() => {
				teardown = mount($<HTMLFormElement>('form.product'));
			});
			const listPrice = () => $('div.PricebasePriceWithTax');
			// No struck-through "list price" equal to the price paid: that would be a fake discount.
			expect(listPrice().classList.contains('vm-nodisplay')).toBe(true);
			expect($('div.PricesalesPrice').classList.contains('vm-nodisplay')).toBe(false);
			const { calls } = controlledFetch();
			fireEvent.click($('.quantity-plus'));
			await flush();
			await act(async () => calls[0]!.respond(JSON.stringify({ basePriceWithTax: '121,76 €', salesPrice: '109,58 €', discountAmount: '-12,18 €' })));
			expect(listPrice().classList.contains('vm-nodisplay')).toBe(false);
			expect(within(listPrice()).getByText('121,76 €')).toBeTruthy();
			fireEvent.click($('.quantity-plus'));
			await flush();
			await act(async () => calls[1]!.respond(JSON.stringify({ basePriceWithTax: '182,64 €', salesPrice: '182,64 €', discountAmount: '' })));
			expect(listPrice().classList.contains('vm-nodisplay')).toBe(true);
			expect($('div.PricediscountAmount').classList.contains('vm-nodisplay')).toBe(true);
		});
	});
});
