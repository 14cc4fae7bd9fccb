import { afterEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn((_url: string | null | undefined) => true);
vi.mock('../../src/safe-url.ts', async (original) => ({ ...(await original<object>()), navigate }));
const { mount } = await import('./index.ts');

/** The shop's card (fixtures/server/render/product-card.ts), reduced to what the island reads. */
function card(cart: string, disabled = false) {
	document.body.innerHTML = `<div class="spacer product-container" data-vetrina="product-card" data-product-id="7">
<h2><a href="/p/7">Vite</a></h2><div class="vp-card-cart">
<div class="vp-card-hover" hidden><button type="button" class="vp-show-variants">Mostra varianti</button>
<button type="button" class="vp-hover-addtocart"${disabled ? ' disabled' : ''}>Aggiungi al carrello</button></div>${cart}</div></div>`;
	return document.querySelector<HTMLElement>('.product-container')!;
}
const form = (fields = '<div class="product-field"><select class="cvselection"><option>1 PZ</option></select></div>') =>
	`<div class="addtocart-area"><form class="product" method="post" action="/index.php"><div class="vm-customfields-wrap">${fields}</div>
<input type="number" name="quantity[]" value="1"><span class="addtocart-button"><input type="submit" name="addtocart" value="Aggiungi"></span></form></div>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
afterEach(() => navigate.mockClear());

describe('product card', () => {
	describe('given a card with variants', () => {
		it('should fold the form behind "Mostra varianti" and reveal it on click', () => {
			const el = card(form());
			const teardown = mount(el);
			expect($('.vp-card-hover').hidden).toBe(false);
			expect(el.dataset.cardState).toBe('collapsed');
			expect($('.addtocart-area').hasAttribute('inert')).toBe(true);
			$<HTMLButtonElement>('.vp-show-variants').click();
			expect(el.dataset.cardState).toBe('open');
			expect($('.vp-show-variants').getAttribute('aria-expanded')).toBe('true');
			expect($('.addtocart-area').hasAttribute('inert')).toBe(false);
			expect(document.activeElement).toBe($('select.cvselection'));
			teardown();
			expect($('.vp-card-hover').hidden).toBe(true);
			expect(el.dataset.cardState).toBeUndefined();
		});

		it('should fold again on mouse-out and on Esc', () => {
			const el = card(form());
			mount(el);
			$<HTMLButtonElement>('.vp-show-variants').click();
			el.dispatchEvent(new MouseEvent('mouseleave'));
			expect(el.dataset.cardState).toBe('collapsed');
			$<HTMLButtonElement>('.vp-show-variants').click();
			$('select').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
			expect(el.dataset.cardState).toBe('collapsed');
			expect(document.activeElement).toBe($('.vp-show-variants'));
		});
	});

	describe('given a card without variants', () => {
		it('should hide "Mostra varianti" and submit the form from the hover button', () => {
			const el = card(form(''));
			mount(el);
			expect($('.vp-show-variants').hidden).toBe(true);
			const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
			$<HTMLFormElement>('form').addEventListener('submit', submitted);
			$<HTMLButtonElement>('.vp-hover-addtocart').click();
			expect(submitted).toHaveBeenCalledTimes(1);
			expect(navigate).not.toHaveBeenCalled();
		});
	});

	describe('given a card whose options must be chosen', () => {
		it('should go to the product page', () => {
			mount(card('<a class="vp-choose-options" href="/p/7">Scegli le opzioni</a>'));
			$<HTMLButtonElement>('.vp-hover-addtocart').click();
			expect(navigate).toHaveBeenCalledWith('/p/7');
		});
	});

	describe('given a notify link and an enabled hover button', () => {
		it('should go to the notify page', () => {
			mount(card('<a class="notify" href="/notify?id=7">Avvisami</a><a class="vp-choose-options" href="/p/7">x</a>'));
			$<HTMLButtonElement>('.vp-hover-addtocart').click();
			expect(navigate).toHaveBeenCalledWith('/notify?id=7');
		});
	});

	describe('given a notify link and a disabled hover button', () => {
		it('should leave the server markup alone', () => {
			const el = card('<a class="notify" href="/notify?id=7">Avvisami</a>', true);
			mount(el);
			expect($('.vp-card-hover').hidden).toBe(true);
			expect(el.dataset.cardState).toBeUndefined();
		});
	});

	describe('given a disabled add-to-cart submit in the form', () => {
		it('should never submit', () => {
			const el = card(form('').replace('name="addtocart"', 'name="addtocart" disabled'));
			mount(el);
			const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
			$<HTMLFormElement>('form').addEventListener('submit', submitted);
			$<HTMLButtonElement>('.vp-hover-addtocart').click();
			expect(submitted).not.toHaveBeenCalled();
		});
	});
});
