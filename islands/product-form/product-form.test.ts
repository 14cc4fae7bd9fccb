import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush, type PendingCall } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { subscribe } from '../../src/bus.ts';
import * as announcer from '../../src/i18n.ts';
import { productPage, type FixtureOptions } from './fixture.ts';
import { mount } from './index.ts';
import { BUSY_LOOK_DELAY } from '../../src/http.ts';

let teardown: (() => void) | undefined;
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const form = () => $<HTMLFormElement>('form.product');
const quantity = () => $<HTMLInputElement>('#quantity52');
const message = () => $('.vetrina-pf-qty-error');
const span = (key: string) => $(`span.Price${key}`);
const line = (key: string) => $(`div.Price${key}`);

function setUp(options: FixtureOptions = {}) {
	document.body.innerHTML = productPage(options);
	// The island is React: it takes over the server markup in a render.
	act(() => {
		teardown = mount(form());
	});
}
// Events go through act(): React draws what they change (the step message) in its next render.
const click = (selector: string) => act(() => void $(selector).dispatchEvent(new MouseEvent('click', { bubbles: true })));
const type = (value: string, ...events: string[]) =>
	act(() => {
		quantity().value = value;
		for (const name of events) quantity().dispatchEvent(new Event(name, { bubbles: true }));
	});
const params = (call: PendingCall) => [...call.url.searchParams];
const json = (body: unknown) => JSON.stringify(body);

const formFields = (qty: string) => [
	['field[52][7][customfield_value][0]', '12 PZ'],
	['customProductData[52][20]', '201'],
	['customProductData[52][21]', '211'],
	['quantity[]', qty],
	['virtuemart_product_id[]', '52'],
	['pname', 'Silicone sanitario - cartone da 12 PZ'],
	['pid', '52'],
];

beforeEach(() => {
	vi.spyOn(console, 'error').mockImplementation(() => {});
	vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
});

describe('the product form', () => {
	describe('given a quantity with step 12 and minimum 12', () => {
		it('should correct 17 down to 12 on blur and show the step message in an inline alert, never window.alert', () => {
			const alert = vi.fn();
			vi.stubGlobal('alert', alert);
			setUp();
			type('17', 'focusout');
			expect(quantity().value).toBe('12');
			expect(message().hidden).toBe(false);
			expect(message().getAttribute('role')).toBe('alert');
			expect(message().textContent).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
			expect(quantity().getAttribute('aria-invalid')).toBe('true');
			expect(quantity().getAttribute('aria-describedby')).toBe(message().id);
			expect(alert).not.toHaveBeenCalled();
		});

		it('should set a value below the step to the step on click, and hide the message once the shopper edits', () => {
			setUp();
			type('5', 'click');
			expect(quantity().value).toBe('12');
			expect(message().hidden).toBe(false);
			type('2', 'input');
			expect(message().hidden).toBe(true);
			expect(quantity().hasAttribute('aria-invalid')).toBe(false);
		});

		it('should correct 30 to 24 on change and recalculate with the corrected value', async () => {
			const { calls } = controlledFetch();
			setUp();
			type('30', 'change');
			await flush();
			expect(quantity().value).toBe('24');
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.searchParams.get('quantity[]')).toBe('24');
		});

		it('should add one step on plus and clamp to max', () => {
			controlledFetch();
			setUp({ max: '30' });
			click('.quantity-plus');
			expect(quantity().value).toBe('24');
			click('.quantity-plus');
			expect(quantity().value).toBe('30');
		});

		it('should subtract one step on minus above the step, and set the minimum otherwise', () => {
			controlledFetch();
			setUp({ value: '36' });
			click('.quantity-minus');
			expect(quantity().value).toBe('24');
			click('.quantity-minus');
			expect(quantity().value).toBe('12');
			click('.quantity-minus');
			expect(quantity().value).toBe('12');
		});
	});

	describe('given a quantity with only data-step and data-init', () => {
		it('should read them: plus adds 5, minus goes back down to the minimum', () => {
			controlledFetch();
			setUp({ quantityAttrs: 'data-step="5" data-init="5"', value: '5' });
			click('.quantity-plus');
			expect(quantity().value).toBe('10');
			click('.quantity-minus');
			click('.quantity-minus');
			expect(quantity().value).toBe('5');
		});
	});

	describe('given a quantity without step or init', () => {
		it('should use step 1 and minimum 1', () => {
			controlledFetch();
			setUp({ quantityAttrs: '', value: '3' });
			type('2.5', 'focusout');
			expect(quantity().value).toBe('2');
			click('.quantity-minus');
			click('.quantity-minus');
			expect(quantity().value).toBe('1');
		});
	});

	describe('when the quantity changes', () => {
		it('should send the recalculation GET with the serialized form minus view=cart, parameter by parameter', async () => {
			const { calls } = controlledFetch();
			setUp();
			click('.quantity-plus');
			await flush();
			expect(calls).toHaveLength(1);
			const [call] = calls;
			expect(call!.init.method).toBe('GET');
			expect(call!.url.pathname).toBe('/index.php');
			expect(params(call!)).toEqual([
				['option', 'com_virtuemart'],
				['view', 'productdetails'],
				['task', 'recalculate'],
				['format', 'json'],
				['nosef', '1'],
				['lang', 'it'],
				...formFields('24'),
				['Itemid', '101'],
			]);
		});

		it('should fill each price line, hide empty ones with 0, show them again with the same span, strip the minus of the discount', async () => {
			const { calls } = controlledFetch();
			const said = vi.spyOn(announcer, 'announce');
			setUp();
			const discount = span('discountAmount');
			click('.quantity-plus');
			await flush();
			expect($('.product-price').getAttribute('aria-busy')).toBe('true');
			// Dimmed only once the call is slow: a quick answer changes nothing on screen before the prices.
			expect($('.product-price').classList.contains('vetrina-pf-pending')).toBe(false);
			await vi.waitFor(() => expect($('.product-price').classList.contains('vetrina-pf-pending')).toBe(true), { timeout: BUSY_LOOK_DELAY + 500 });
			calls[0]!.respond(json({ salesPrice: '57,84 €', discountAmount: '-3,04 €', basePrice: '47,40 €', unitPrice: '', taxAmount: null, messages: '' }));
			await flush();
			expect(span('salesPrice').textContent).toBe('57,84 €');
			expect(line('discountAmount').classList.contains('vm-nodisplay')).toBe(false);
			expect(span('discountAmount')).toBe(discount);
			expect(discount.textContent).toBe('3,04 €');
			expect(line('unitPrice').classList.contains('vm-nodisplay')).toBe(true);
			expect(span('unitPrice').textContent).toBe('0');
			// Printed hidden with a value: a price type the shop does not display.
			expect(line('basePrice').classList.contains('vm-nodisplay')).toBe(true);
			expect(line('taxAmount').classList.contains('vm-nodisplay')).toBe(true);
			expect($('.product-price').hasAttribute('aria-busy')).toBe(false);
			expect($('.product-price').classList.contains('vetrina-pf-pending')).toBe(false);
			expect(said).toHaveBeenCalledWith('Prezzo aggiornato: 57,84 €', 'polite');

			click('.quantity-plus');
			await flush();
			calls[1]!.respond(json({ discountAmount: '', salesPrice: '60,88 €' }));
			await flush();
			expect(line('discountAmount').classList.contains('vm-nodisplay')).toBe(true);
			expect(span('discountAmount')).toBe(discount);
			expect(discount.textContent).toBe('0');
			click('.quantity-plus');
			await flush();
			calls[2]!.respond(json({ discountAmount: '-1,00 €' }));
			await flush();
			expect(line('discountAmount').classList.contains('vm-nodisplay')).toBe(false);
			expect(span('discountAmount')).toBe(discount);
			expect(discount.textContent).toBe('1,00 €');
		});

		it('should put the sanitized messages in the system message area, replace them next time, and scroll to 50 px above it', async () => {
			const { calls } = controlledFetch();
			setUp();
			const scroll = vi.spyOn(window, 'scrollTo');
			type('24', 'change');
			await flush();
			calls[0]!.respond(
				json({
					salesPrice: '1 €',
					messages: '<div class="alert alert-warning" role="alert"><div class="alert-message">Solo 5 pezzi</div><img src=x onerror="window.pwned=1"></div>',
				}),
			);
			await vi.waitFor(() => expect(scroll).toHaveBeenCalled());
			const area = $('#system-message-container');
			expect(area.querySelectorAll('.vmprices-message')).toHaveLength(1);
			expect(area.textContent).toContain('Solo 5 pezzi');
			expect(area.innerHTML).not.toContain('onerror');
			type('36', 'change');
			await flush();
			calls[1]!.respond(json({ salesPrice: '1 €', messages: '' }));
			await flush();
			expect(area.querySelectorAll('.vmprices-message')).toHaveLength(0);
		});

		it('should recalculate on an option select or radio change, not on a variant select', async () => {
			const { calls } = controlledFetch();
			setUp();
			$<HTMLSelectElement>('select.cvselection').value = '24 PZ';
			$('select.cvselection').dispatchEvent(new Event('change', { bubbles: true }));
			await flush();
			expect(calls).toHaveLength(0);
			$<HTMLSelectElement>('#custom20').value = '202';
			$('#custom20').dispatchEvent(new Event('change', { bubbles: true }));
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.searchParams.get('customProductData[52][20]')).toBe('202');
			calls[0]!.respond(json({ salesPrice: '2 €' }));
			const radio = $<HTMLInputElement>('input[value="212"]');
			radio.checked = true;
			radio.dispatchEvent(new Event('change', { bubbles: true }));
			await flush();
			expect(calls).toHaveLength(2);
			expect(calls[1]!.url.searchParams.getAll('customProductData[52][21]')).toEqual(['212']);
		});

		it('should ask for the price as the pointer goes down on a radio or plus, and send nothing more when the click lands', async () => {
			const { calls } = controlledFetch();
			setUp();
			const press = (el: Element) => el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
			press($('input[value="212"]').closest('label')!);
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.searchParams.getAll('customProductData[52][21]')).toEqual(['212']);
			const radio = $<HTMLInputElement>('input[value="212"]');
			radio.checked = true;
			radio.dispatchEvent(new Event('change', { bubbles: true }));
			await flush();
			expect(calls).toHaveLength(1);
			calls[0]!.respond(json({ salesPrice: '9,99 €' }));
			await act(flush);
			expect(span('salesPrice').textContent).toBe('9,99 €');

			press($('.quantity-plus'));
			await flush();
			expect(calls).toHaveLength(2);
			expect(calls[1]!.url.searchParams.get('quantity[]')).toBe('24');
			expect(calls[1]!.url.searchParams.getAll('customProductData[52][21]')).toEqual(['212']);
			click('.quantity-plus');
			await flush();
			expect(calls).toHaveLength(2);
		});

		it('should not apply the early answer of a press that did not land, and ask again for the change that came', async () => {
			const { calls } = controlledFetch();
			setUp();
			$('input[value="212"]').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
			await flush();
			calls[0]!.respond(json({ salesPrice: '99,00 €' }));
			await act(flush);
			expect(span('salesPrice').textContent).not.toBe('99,00 €');
			click('.quantity-plus');
			await flush();
			expect(calls).toHaveLength(2);
			expect(calls[1]!.url.searchParams.get('quantity[]')).toBe('24');
			expect(calls[1]!.url.searchParams.getAll('customProductData[52][21]')).toEqual(['211']);
		});

		it('should wait 100 ms after keyup so typing asks once, and never disable the input', async () => {
			vi.useFakeTimers();
			const { calls } = controlledFetch();
			setUp();
			type('2', 'keyup');
			type('24', 'keyup');
			expect(quantity().disabled).toBe(false);
			await vi.advanceTimersByTimeAsync(99);
			expect(calls).toHaveLength(0);
			await vi.advanceTimersByTimeAsync(1);
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.searchParams.get('quantity[]')).toBe('24');
			expect(quantity().readOnly || quantity().disabled).toBe(false);
		});

		it('should not ask for a value still being typed that is not a multiple of the step', async () => {
			vi.useFakeTimers();
			const { calls } = controlledFetch();
			setUp();
			type('1', 'keyup');
			type('', 'keyup');
			await vi.advanceTimersByTimeAsync(200);
			expect(calls).toHaveLength(0);
		});
	});

	describe('given a form the browser restored on Back', () => {
		it('should ask for the prices of the restored values at once, and not for a pristine form', async () => {
			const { calls } = controlledFetch();
			document.body.innerHTML = productPage();
			// The island is React: it takes over the server markup in a render.
			act(() => {
				teardown = mount(form());
			});
			await flush();
			expect(calls).toHaveLength(0);
			act(() => teardown!());
			quantity().value = '36';
			$<HTMLSelectElement>('#custom20').value = '202';
			// The island is React: it takes over the server markup in a render.
			act(() => {
				teardown = mount(form());
			});
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.searchParams.get('quantity[]')).toBe('36');
			expect(calls[0]!.url.searchParams.get('customProductData[52][20]')).toBe('202');
		});

		it('should not ask for a quantity the shopper emptied before the island mounted, and ask once it is typed', async () => {
			const { calls } = controlledFetch();
			document.body.innerHTML = productPage();
			quantity().value = '';
			act(() => {
				teardown = mount(form());
			});
			await flush();
			expect(calls).toHaveLength(0);
			type('36', 'change');
			await flush();
			expect(calls.map((call) => call.url.searchParams.get('quantity[]'))).toEqual(['36']);
		});
	});

	describe('given five fast plus clicks', () => {
		it('should abort the four older calls and apply only the last answer, even when an older one arrives late', async () => {
			const { calls } = controlledFetch();
			setUp();
			for (let i = 0; i < 5; i++) click('.quantity-plus');
			await flush();
			expect(calls).toHaveLength(5);
			expect(calls.map((c) => c.init.signal!.aborted)).toEqual([true, true, true, true, false]);
			expect(calls.map((c) => c.url.searchParams.get('quantity[]'))).toEqual(['24', '36', '48', '60', '72']);
			calls[4]!.respond(json({ salesPrice: 'ultimo' }));
			calls[0]!.respond(json({ salesPrice: 'vecchio' }));
			await flush();
			expect(span('salesPrice').textContent).toBe('ultimo');
		});
	});

	describe('given a hostile recalculation answer', () => {
		it.each([
			['malformed JSON', (c: PendingCall) => c.respond('{"salesPrice": "1')],
			['an HTML error page', (c: PendingCall) => c.respond('<!DOCTYPE html><h1>Errore</h1>')],
			['a 500', (c: PendingCall) => c.respond('Internal Server Error', { status: 500 })],
			['a dropped connection', (c: PendingCall) => c.fail(new TypeError('Failed to fetch'))],
			['a JSON array', (c: PendingCall) => c.respond('[1,2]')],
		])('should keep the prices, log it and stop the indicator after %s', async (_, answer) => {
			const { calls } = controlledFetch();
			setUp();
			click('.quantity-plus');
			await flush();
			answer(calls[0]!);
			await vi.waitFor(() => expect($('.product-price').hasAttribute('aria-busy')).toBe(false));
			expect($('.product-price').classList.contains('vetrina-pf-pending')).toBe(false);
			expect(span('salesPrice').textContent).toBe('60,88 €');
			expect(console.error).toHaveBeenCalled();
		});
	});

	describe('when adding to cart in pop-up mode', () => {
		const submit = () => form().requestSubmit($<HTMLInputElement>('input[name="addtocart"]'));

		it('should send one addJS GET with the serialized form even on a double click, and show "Prodotto aggiunto al carrello"', async () => {
			const { calls } = controlledFetch();
			const updates: unknown[] = [];
			const off = subscribe('cart:updated', (detail) => void updates.push(detail));
			setUp();
			submit();
			submit();
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.pathname).toBe('/index.php');
			expect(params(calls[0]!)).toEqual([
				['option', 'com_virtuemart'],
				['nosef', '1'],
				['view', 'cart'],
				['task', 'addJS'],
				['format', 'json'],
				['lang', 'it'],
				...formFields('12'),
				['Itemid', '101'],
			]);
			const button = $('input[name="addtocart"]');
			expect(button.getAttribute('aria-disabled')).toBe('true');
			await act(async () =>
				calls[0]!.respond(
					json({
						// VirtueMart's bs5 layout: its links in a row of their own, no `.ajax-popup-buttons`.
						msg: '<div class="vm-padded"><div class="alert alert-success"><div class="ms-2">12 x Silicone</div></div><div class="d-flex justify-content-between border-top pt-2"><a class="btn btn-secondary continue_link" href="#">Continua</a><a class="btn btn-primary showcart" href="/carrello">Vai al carrello</a></div></div>',
						stat: '1',
					}),
				),
			);
			// The dialog's code (React) is imported on first use: a loaded machine takes over a second for it.
			await vi.waitFor(() => expect($('.vetrina-modal__title').textContent).toBe('Prodotto aggiunto al carrello'), { timeout: 5000 });
			expect(button.hasAttribute('aria-disabled')).toBe(false);
			expect(updates).toEqual([{ source: 'product-form' }]);
			expect($('.vetrina-message').textContent).toContain('12 x Silicone');
			// The continue link points at this page: it only closes the dialog (Chromium proves the closing end to end).
			const close = vi.spyOn($<HTMLDialogElement>('dialog'), 'close');
			const follow = (selector: string) => $(selector).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
			expect(follow('.vetrina-message__buttons .showcart')).toBe(true);
			expect(close).not.toHaveBeenCalled();
			expect(follow('.vetrina-message__buttons .continue_link')).toBe(false);
			expect(close).toHaveBeenCalledOnce();
			off();
		});

		it.each([
			[{ msg: '<p>Aggiunti solo 5</p>', stat: '2' }, 'Silicone sanitario - cartone da 12 PZ', 'warning'],
			[{ msg: '<p>Errore</p>', stat: 0 }, "Si è verificato un errore durante l'aggiornamento del carrello.", 'error'],
			[{ msg: '<p class="hasError">Quantità non disponibile</p>', stat: '1' }, 'Attenzione', 'warning'],
		])('should title the dialog of %j "%s" in the %s style', async (answer, title, tone) => {
			useConfig({ cartErrorText: "Si è verificato un errore durante l'aggiornamento del carrello." });
			const { calls } = controlledFetch();
			setUp();
			submit();
			await flush();
			await act(async () => calls[0]!.respond(json(answer)));
			await vi.waitFor(() => expect($('.vetrina-modal__title').textContent).toBe(title));
			expect($('dialog').classList.contains(`vetrina-modal--${tone}`)).toBe(true);
			await act(async () => $('dialog').dispatchEvent(new Event('close')));
		});

		it('should send nothing when a theme cancels vetrina:before-add-to-cart', async () => {
			const { calls } = controlledFetch();
			setUp();
			const veto = (event: Event) => event.preventDefault();
			document.addEventListener('vetrina:before-add-to-cart', veto);
			submit();
			await flush();
			expect(calls).toHaveLength(0);
			document.removeEventListener('vetrina:before-add-to-cart', veto);
		});

		it('should correct a wrong step and send nothing', async () => {
			const { calls } = controlledFetch();
			setUp();
			quantity().value = '13';
			submit();
			await flush();
			expect(calls).toHaveLength(0);
			expect(quantity().value).toBe('12');
			expect(message().hidden).toBe(false);
		});

		it('should stop the add when the quantity was corrected in the same gesture, and send the corrected one after', async () => {
			vi.useFakeTimers({ toFake: ['performance'] });
			const { calls } = controlledFetch();
			setUp();
			type('13', 'change'); // Enter: change, then submit in the same task
			submit();
			await flush();
			expect(calls.filter((c) => c.url.searchParams.get('task') === 'addJS')).toHaveLength(0);
			expect(quantity().value).toBe('12');
			vi.advanceTimersByTime(600);
			submit();
			await flush();
			const added = calls.filter((c) => c.url.searchParams.get('task') === 'addJS');
			expect(added).toHaveLength(1);
			expect(added[0]!.url.searchParams.get('quantity[]')).toBe('12');
		});

		it('should tell the shopper and restore the button when the call fails', async () => {
			const { calls } = controlledFetch();
			setUp();
			submit();
			await flush();
			calls[0]!.respond('Internal Server Error', { status: 500 });
			await vi.waitFor(() => expect($('.vetrina-pf-notice').hidden).toBe(false));
			expect($('.vetrina-pf-notice').textContent).toContain('Il prodotto non è stato aggiunto al carrello.');
			expect($('input[name="addtocart"]').hasAttribute('aria-disabled')).toBe(false);
			expect(document.querySelector('dialog')).toBeNull();
		});
	});

	describe('when adding to cart in normal mode', () => {
		it('should let the form submit with a hidden task=add after asking the theme', () => {
			useConfig({ addToCartPopup: 0 });
			const { calls } = controlledFetch();
			setUp();
			const asked = vi.fn();
			document.addEventListener('vetrina:before-add-to-cart', asked);
			let prevented: boolean | undefined;
			form().addEventListener('submit', (event) => {
				prevented = event.defaultPrevented;
				event.preventDefault(); // happy-dom would navigate
			});
			form().requestSubmit($<HTMLInputElement>('input[name="addtocart"]'));
			expect(prevented).toBe(false);
			expect(asked).toHaveBeenCalledOnce();
			expect(form().querySelector<HTMLInputElement>('input[type="hidden"][name="task"]')!.value).toBe('add');
			expect(calls).toHaveLength(0);
			document.removeEventListener('vetrina:before-add-to-cart', asked);
		});
	});

	describe('when unmounted', () => {
		it('should remove its elements and listeners and abort its call', async () => {
			const { calls } = controlledFetch();
			setUp();
			click('.quantity-plus');
			await flush();
			act(() => teardown!());
			teardown = undefined;
			expect(calls[0]!.init.signal!.aborted).toBe(true);
			expect(document.querySelector('.vetrina-pf-qty-error, .vetrina-pf-notice')).toBeNull();
			click('.quantity-plus');
			await flush();
			expect(calls).toHaveLength(1);
			expect(form().noValidate).toBe(false);
		});
	});
});
