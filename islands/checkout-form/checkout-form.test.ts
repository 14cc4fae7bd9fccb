import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publish, subscribe } from '../../src/bus.ts';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { mount } from './index.ts';
import { formBody } from '../../src/form-body.ts';
import { cartContent, updateUrl } from './update.ts';

const cartForm = (action = '/index.php?option=com_virtuemart&view=cart&Itemid=101', qty = 12) => `
<form method="post" id="checkoutForm" action="${action}">
<div class="output-shipto"><input type="hidden" name="STsameAsBT" value="0">
<input type="checkbox" id="STsameAsBTjs" name="STsameAsBT" value="1" data-dynamic-update="1" checked>
<div id="output-shipto-display">Via Roma 1</div><a class="details" href="/indirizzo?addrtype=ST">Modifica</a></div>
<table class="cart-summary"><tr><td class="vm-cart-item-quantity">
<input type="number" id="quantity_52::" class="quantity-input" name="quantity[52::]" value="${qty}" init="12" step="12" max="109" data-errStr="Solo multipli di %s pezzi!">
<span class="quantity-controls"><button type="button" class="quantity-minus">−</button><button type="button" class="quantity-plus">+</button></span>
<button type="submit" name="updatecart.52::" data-dynamic-update="1">↻</button>
<button type="submit" name="delete.52::">×</button></td></tr></table>
<input type="radio" name="virtuemart_shipmentmethod_id" id="ship_1" value="1" data-dynamic-update="1" checked>
<input type="radio" name="virtuemart_shipmentmethod_id" id="ship_2" value="2" data-dynamic-update="1">
<textarea id="customer_note_field" name="customer_note"></textarea>
<button type="submit" id="checkoutFormSubmit" name="checkout" value="1">Procedi</button>
<input type="hidden" name="task" value="updatecart">
</form>`;

function page(html = cartForm()) {
	document.body.innerHTML = `<div id="cart-view">${html}</div>`;
	const form = document.querySelector<HTMLFormElement>('#checkoutForm')!;
	const teardown = mount(form);
	return { form, teardown };
}

/** The form body of the n-th call, read from the Request that ky handed to fetch. */
const bodyOf = async (cart: ReturnType<typeof controlledFetch>, n = 0) => new URLSearchParams(await (cart.fetch.mock.calls[n]![0] as Request).clone().text());

describe('checkout-form', () => {
	// The island draws as its calls are answered, as in a page: the tests wait for the DOM, not for act().
	drawAsInPage();
	describe('given a form action', () => {
		it('should add tmpl=component with & after a query, ? without one', () => {
			const form = document.createElement('form');
			form.setAttribute('action', '/index.php?option=com_virtuemart&view=cart');
			expect(updateUrl(form).href).toBe(`${location.origin}/index.php?option=com_virtuemart&view=cart&tmpl=component`);
			form.setAttribute('action', '/carrello');
			expect(updateUrl(form).href).toBe(`${location.origin}/carrello?tmpl=component`);
		});
		it('should post to the cart view when the form has no action, or an unsafe one', () => {
			const form = document.createElement('form');
			expect(updateUrl(form).href).toBe(`${location.origin}/index.php?option=com_virtuemart&view=cart&tmpl=component`);
			form.setAttribute('action', 'https://evil.example/steal');
			expect(updateUrl(form).href).toBe(`${location.origin}/index.php?option=com_virtuemart&view=cart&tmpl=component`);
		});
	});

	describe('given the ship-to checkbox', () => {
		it('should send STsameAsBT=0 then 1 when checked, only 0 when not', () => {
			const { form } = page();
			expect(formBody(form, null).getAll('STsameAsBT')).toEqual(['0', '1']);
			form.querySelector<HTMLInputElement>('#STsameAsBTjs')!.checked = false;
			expect(formBody(form, null).getAll('STsameAsBT')).toEqual(['0']);
		});
	});

	describe('given a cart answer', () => {
		it('should take the children of #cart-view, or a bare fragment, and refuse an error page', () => {
			expect(cartContent('<div id="cart-view"><form id="checkoutForm"></form></div>')!.firstElementChild!.id).toBe('checkoutForm');
			expect(cartContent('\uFEFF<h1>Carrello</h1><p>Il carrello è vuoto.</p>')!.textContent).toContain('vuoto');
			expect(cartContent('<!DOCTYPE html><html><body><h1>Errore del server</h1></body></html>')).toBeNull();
			expect(cartContent('   ')).toBeNull();
			expect(cartContent('{"msg": "<b>Prodotto')).toBeNull();
			expect(cartContent('<br />\n<b>Notice</b>:  Undefined index: x in <b>/var/www/x.php</b><br />\n')).toBeNull();
		});
		it('should strip scripts and handlers from it', () => {
			const content = cartContent('<form id="checkoutForm"><img src="x" onerror="alert(1)"><script>alert(2)</script></form>')!;
			expect(content.querySelector('script')).toBeNull();
			expect(content.querySelector('img')!.hasAttribute('onerror')).toBe(false);
		});
	});

	describe('given a shipment choice', () => {
		let cart: ReturnType<typeof controlledFetch>;
		beforeEach(() => {
			cart = controlledFetch();
		});

		it('should post the serialized form to the action with tmpl=component', async () => {
			page();
			document.getElementById('ship_2')!.click();
			await flush();
			expect(cart.calls).toHaveLength(1);
			const [call] = cart.calls;
			expect(call!.init.method).toBe('POST');
			expect(call!.url.pathname + call!.url.search).toBe('/index.php?option=com_virtuemart&view=cart&Itemid=101&tmpl=component');
			expect([...(await bodyOf(cart))]).toEqual([
				['STsameAsBT', '0'],
				['STsameAsBT', '1'],
				['quantity[52::]', '12'],
				['virtuemart_shipmentmethod_id', '2'],
				['customer_note', ''],
				['task', 'updatecart'],
			]);
		});

		it('should replace the content, keep what was typed meanwhile and publish cart:updated', async () => {
			const updated = vi.fn();
			const off = subscribe('cart:updated', updated);
			const { form } = page();
			document.getElementById('ship_2')!.click();
			await flush();
			const note = form.querySelector<HTMLTextAreaElement>('#customer_note_field')!;
			note.focus();
			note.value = 'Citofono rotto';
			note.setSelectionRange(3, 3);
			note.dispatchEvent(new Event('input', { bubbles: true }));
			cart.calls[0]!.respond(cartForm(undefined, 24));
			await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('.quantity-input')!.value).toBe('24'));
			const fresh = document.querySelector<HTMLTextAreaElement>('#customer_note_field')!;
			expect(fresh).not.toBe(note);
			expect(fresh.value).toBe('Citofono rotto');
			expect(document.activeElement).toBe(fresh);
			expect(fresh.selectionStart).toBe(3);
			expect(updated).toHaveBeenCalledWith({ source: 'checkout-form' });
			expect(document.querySelector('#checkoutForm')!.hasAttribute('aria-busy')).toBe(false);
			off();
		});

		it('should let a newer update abort the older one, the form busy until the newer answers', async () => {
			const { form } = page();
			document.getElementById('ship_2')!.click();
			await flush();
			document.getElementById('ship_1')!.click();
			await flush();
			expect(cart.calls).toHaveLength(2);
			expect(cart.calls[0]!.init.signal!.aborted).toBe(true);
			expect((await bodyOf(cart, 1)).get('virtuemart_shipmentmethod_id')).toBe('1');
			expect(form.getAttribute('aria-busy')).toBe('true');
			cart.calls[1]!.respond(cartForm());
			await vi.waitFor(() => expect(form.hasAttribute('aria-busy')).toBe(false));
		});
	});

	describe('given a failing update', () => {
		afterEach(() => document.getElementById('vetrina-dialogs')?.remove());

		it('should show the configured cart error text and stop the busy state', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const cart = controlledFetch();
			const { form } = page();
			document.getElementById('ship_2')!.click();
			await flush();
			expect(form.getAttribute('aria-busy')).toBe('true');
			cart.calls[0]!.respond('boom', { status: 500 });
			await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Errore durante'));
			expect(form.hasAttribute('aria-busy')).toBe(false);
			expect(document.querySelector('#checkoutForm')).toBe(form);
		});

		it('should use config cartErrorText when set, and "Pagina non trovata" for a 404', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			useConfig({ cartErrorText: "Si è verificato un errore durante l'aggiornamento del carrello." });
			const cart = controlledFetch();
			page();
			document.getElementById('ship_2')!.click();
			await flush();
			cart.calls[0]!.respond('<!DOCTYPE html><html><body><h1>Errore</h1></body></html>');
			await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Si è verificato un errore'));
			// Not saved: the form shows the shipment the cart holds again, and says so.
			expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('La modifica non è stata salvata');
			expect([(document.getElementById('ship_1') as HTMLInputElement).checked, (document.getElementById('ship_2') as HTMLInputElement).checked]).toEqual([
				true,
				false,
			]);
			document.getElementById('ship_2')!.click();
			await flush();
			cart.calls[1]!.respond('Not Found', { status: 404 });
			await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Pagina non trovata'));
		});
	});

	describe('given a cart line with step 12', () => {
		it('should add one step with plus and send the line update button', async () => {
			const cart = controlledFetch();
			const { form } = page();
			form.querySelector<HTMLButtonElement>('.quantity-plus')!.click();
			await flush();
			expect(form.querySelector<HTMLInputElement>('.quantity-input')!.value).toBe('24');
			const body = await bodyOf(cart);
			expect(body.get('quantity[52::]')).toBe('24');
			expect(body.get('updatecart.52::')).toBe('');
		});

		it('should snap a typed quantity down and show the data-errStr alert', async () => {
			const cart = controlledFetch();
			const { form } = page();
			const input = form.querySelector<HTMLInputElement>('.quantity-input')!;
			input.value = '30';
			input.dispatchEvent(new Event('change', { bubbles: true }));
			await flush();
			expect(input.value).toBe('24');
			const alert = document.querySelector('[role="alert"]')!;
			expect(alert.textContent).toBe('Solo multipli di 12 pezzi!');
			expect(input.getAttribute('aria-describedby')).toBe(alert.id);
			expect((await bodyOf(cart)).get('quantity[52::]')).toBe('24');
			cart.calls[0]!.respond(cartForm(undefined, 24));
			await vi.waitFor(() => expect(document.querySelector('#checkoutForm')).not.toBe(form));
			// The answer's form gets its own island (the registry mounts it in a page), which shows the alert again.
			mount(document.querySelector<HTMLFormElement>('#checkoutForm')!);
			expect(document.querySelector('[role="alert"]')?.textContent).toBe('Solo multipli di 12 pezzi!');
		});

		it('should not go below the minimum with minus', async () => {
			const cart = controlledFetch();
			const { form } = page();
			form.querySelector<HTMLButtonElement>('.quantity-minus')!.click();
			await flush();
			expect(form.querySelector<HTMLInputElement>('.quantity-input')!.value).toBe('12');
			expect(cart.calls).toHaveLength(0);
		});

		it('should remove a line in the background with its delete button', async () => {
			const cart = controlledFetch();
			const { form } = page();
			form.querySelector<HTMLButtonElement>('[name="delete.52::"]')!.click();
			await flush();
			expect((await bodyOf(cart)).get('delete.52::')).toBe('');
		});
	});

	describe('given the checkout button', () => {
		it('should let the first submit through and stop the second', () => {
			controlledFetch();
			const { form } = page();
			const button = form.querySelector<HTMLButtonElement>('#checkoutFormSubmit')!;
			const seen: boolean[] = [];
			form.addEventListener('submit', (event) => {
				seen.push(event.defaultPrevented);
				event.preventDefault(); // happy-dom would navigate
			});
			button.click();
			button.click();
			expect(seen).toEqual([false, true]);
			expect(button.getAttribute('aria-disabled')).toBe('true');
		});
	});

	describe("given VirtueMart's terms of service printed beside their link", () => {
		// VirtueMart 4.4's tos sublayout: the link inside the checkbox's label, the terms after it.
		const withTerms = () =>
			cartForm().replace(
				'<textarea',
				`<input type="hidden" name="tos" value="0"><input class="terms-of-service required" data-dynamic-update="1" id="tos" type="checkbox" name="tos" value="1">
<div class="terms-of-service"><label for="tos"><a href="/condizioni?layout=tos" class="terms-of-service" id="terms-of-service" rel="facebox" target="_blank">Leggi le condizioni</a></label>
<div id="full-tos"><h2>Condizioni di vendita</h2><h5>Ordini evasi in <a href="/spedizioni">48 ore</a>.</h5></div></div><textarea`,
			);
		/** Clicks the terms link; resolves whether the island took the click over. */
		const press = (form: HTMLFormElement, init: MouseEventInit = {}) => {
			const link = form.querySelector('#terms-of-service')!;
			let taken = false;
			// Its own click only: happy-dom clicks the label's checkbox in the middle of it.
			const seen = (event: Event) => {
				if (event.target !== link) return;
				taken = event.defaultPrevented;
				event.preventDefault(); // happy-dom would open the link
			};
			document.addEventListener('click', seen);
			link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
			document.removeEventListener('click', seen);
			return taken;
		};

		it('should show them in a dialog on a click', () => {
			const { form } = page(withTerms());
			expect(press(form)).toBe(true);
			const dialog = screen.getByRole('dialog', { name: 'Condizioni di vendita' });
			expect(dialog.querySelector('.vetrina-terms')!.innerHTML).toBe('<h3>Ordini evasi in <a href="/spedizioni">48 ore</a>.</h3>');
			// The page's own copy stays where it was, for the next opening.
			expect(form.querySelector('#full-tos')!.innerHTML).toBe('<h2>Condizioni di vendita</h2><h5>Ordini evasi in <a href="/spedizioni">48 ore</a>.</h5>');
			within(dialog).getAllByRole('button', { name: 'Chiudi' }).at(-1)!.click();
			expect(screen.queryByRole('dialog')).toBeNull();
		});

		it('should leave the link to a click asking for a new tab, and to a link with no terms beside it', () => {
			const { form } = page(withTerms());
			expect(press(form, { ctrlKey: true })).toBe(false);
			form.querySelector('#full-tos')!.remove();
			expect(press(form)).toBe(false);
			expect(screen.queryByRole('dialog')).toBeNull();
		});
	});

	describe('after unmounting', () => {
		it('should no longer update the cart', async () => {
			const cart = controlledFetch();
			const { teardown } = page();
			teardown();
			const box = document.getElementById('ship_2') as HTMLInputElement;
			box.checked = true;
			box.dispatchEvent(new Event('change', { bubbles: true }));
			await flush();
			expect(cart.calls).toHaveLength(0);
		});
	});

	describe("given VirtueMart's messages in the answer (a coupon refused, a product removed)", () => {
		const answer = (messages: object) =>
			`<!DOCTYPE html><html><head><script type="application/json" class="joomla-script-options new">${JSON.stringify({ 'joomla.messages': messages })}</script></head><body><div id="system-message-container" aria-live="polite"></div><div id="cart-view">${cartForm()}</div></body></html>`;

		it("should show them in the theme's message area as a reload would, sanitized, and the next update's in their place", async () => {
			const cart = controlledFetch();
			page();
			document.body.insertAdjacentHTML(
				'afterbegin',
				'<div id="system-message-container" aria-live="polite"><div class="alert alert-info">Benvenuto</div></div>',
			);
			document.getElementById('ship_2')!.click();
			await flush();
			cart.calls[0]!.respond(answer([{ error: ['Codice coupon non trovato. <img src=x onerror="alert(1)">Riprova.'] }, { message: ['Prodotto rimosso'] }]));
			const area = document.getElementById('system-message-container')!;
			await vi.waitFor(() => expect(area.querySelectorAll('.vetrina-cart-message')).toHaveLength(2));
			const [refused, removed] = [...area.querySelectorAll<HTMLElement>('.vetrina-cart-message')];
			expect([refused!.className, refused!.getAttribute('role'), refused!.textContent]).toEqual([
				'alert alert-danger vetrina-cart-message',
				'alert',
				'Codice coupon non trovato. Riprova.',
			]);
			expect(refused!.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
			expect([removed!.className, removed!.getAttribute('role')]).toEqual(['alert alert-success vetrina-cart-message', 'status']);
			// A message the page was printed with is the page's, left alone.
			expect(area.querySelector('.alert-info')?.textContent).toBe('Benvenuto');

			// The registry mounts the island on the form of the answer, as on the page.
			mount(document.querySelector<HTMLFormElement>('#checkoutForm')!);
			document.getElementById('ship_2')!.click();
			await flush();
			cart.calls[1]!.respond(answer([{ warning: ['Quantità corretta'] }]));
			await vi.waitFor(() => expect([...area.querySelectorAll('.vetrina-cart-message')].map((alert) => alert.textContent)).toEqual(['Quantità corretta']));
		});
	});

	describe('given an update that fails after a quantity was typed', () => {
		it('should put the field back to what the cart holds', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const cart = controlledFetch();
			const { form } = page();
			const input = form.querySelector<HTMLInputElement>('.quantity-input')!;
			input.value = '24';
			input.dispatchEvent(new Event('change', { bubbles: true }));
			input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
			await flush();
			cart.calls[0]!.respond('oops', { status: 500 });
			await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('La modifica non è stata salvata'));
			expect(input.value).toBe('12');
		});
	});

	describe('given a cart changed in another tab', () => {
		const otherTab = () => publish('cart:updated', { source: 'sync' });

		it('should ask for the cart again (a GET, changing nothing) and show it', async () => {
			const cart = controlledFetch();
			page();
			await otherTab();
			await flush();
			expect(cart.calls.map((call) => [call.init.method, call.url.pathname + call.url.search])).toEqual([
				['GET', '/index.php?option=com_virtuemart&view=cart&Itemid=101&tmpl=component'],
			]);
			cart.calls[0]!.respond(`<div id="cart-view">${cartForm(undefined, 36)}</div>`);
			await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('.quantity-input')!.value).toBe('36'));
		});

		it('should wait while a field of it is being edited, never overwriting what was typed, and catch up once it is left', async () => {
			const cart = controlledFetch();
			const { form } = page();
			const note = form.querySelector<HTMLTextAreaElement>('#customer_note_field')!;
			note.focus();
			await otherTab();
			await flush();
			expect(cart.calls).toHaveLength(0);
			note.value = 'Citofono Rossi';
			note.blur();
			note.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
			await flush();
			// Typed and not sent: still waiting.
			expect(cart.calls).toHaveLength(0);
			expect(note.value).toBe('Citofono Rossi');
		});
	});
});
