import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStockPage, STOCK_PATHS } from '../../test/unit/stock-page.ts';
import { mount } from './index.ts';
import { quantityHolders } from './mount-points.ts';
import { QUANTITY_INPUT } from './quantity-field.ts';

let teardown: (() => void) | undefined;
const form = () => document.querySelector<HTMLFormElement>('form.product')!;
const isReactRoot = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactContainer$'));
const rating = () => Object.assign(document.createElement('div'), { innerHTML: '<span class="stars"></span>' });

afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
});

describe("the product form's React roots", () => {
	describe('given a theme price block holding the mount point of a rating island', () => {
		it('should leave the price block to the server, and the rating to its island', async () => {
			loadStockPage('bs3', STOCK_PATHS.silicone);
			const block = document.querySelector('.product-price')!;
			const stars = block.appendChild(rating());
			stars.dataset.vetrina = 'rating';
			await act(async () => {
				teardown = mount(form());
			});
			expect(isReactRoot(block)).toBe(false);
			expect(block.contains(stars)).toBe(true);
		});
	});

	describe('given a quantity box holding the mount point of another island', () => {
		it('should not take the box as a holder', () => {
			loadStockPage('bs3', STOCK_PATHS.silicone);
			const box = form().querySelector(QUANTITY_INPUT)!.parentElement!;
			expect(quantityHolders(form())).toContain(box);
			box.appendChild(rating()).dataset.vetrina = 'rating';
			expect(quantityHolders(form())).not.toContain(box);
		});
	});
});
