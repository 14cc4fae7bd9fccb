import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartPage } from '../../fixtures/server/render/cart.ts';
import { idSource, newSession } from '../../fixtures/server/session.ts';
import { createShop, type TemplateSet } from '../../fixtures/server/shop.ts';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { mount } from './index.ts';
import { checkQuantity } from './virtuemart-stand-in.ts';

/** The cart page of the demo shop printing `set`, with 12 silicone cartridges (sold by 12) in the cart. */
function loadCart(set: TemplateSet) {
	const shop = createShop({ templates: set });
	const session = newSession(idSource('unit'));
	session.cart.push({ key: '52::', productId: 52, quantity: 12, options: [] });
	// Support: happy-dom's parser ends the document inside legacy's commented-out plus/minus (`<!--span …<input …-->`).
	const html = cartPage({ shop, session, url: '/index.php?option=com_virtuemart&view=cart' }).body.value.replace(/<!--[\s\S]*?-->/g, '');
	document.body.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
}

let teardown: (() => void) | undefined;
const form = () => document.querySelector<HTMLFormElement>('#checkoutForm')!;
const quantity = () => form().querySelector<HTMLInputElement>('input[name^="quantity["]')!;
/** An element's content as the shopper's browser lays it out: tag and classes, in order. */
const shape = (el: Element) => [...el.querySelectorAll('*')].map((child) => `${child.localName}.${child.getAttribute('class') ?? ''}`);
/** The form body of the n-th call, read from the Request that ky handed to fetch. */
const bodyOf = async (server: ReturnType<typeof controlledFetch>, n = 0) => [
	...new URLSearchParams(await (server.fetch.mock.calls[n]![0] as Request).clone().text()),
];

beforeEach(() => delete (window as { Virtuemart?: unknown }).Virtuemart);
afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
	vi.restoreAllMocks();
});

describe('a cart line’s controls', () => {
	// The island draws as the page has it, in its own roots as its calls are answered; act() only where a test steps React itself.
	drawAsInPage();
	describe.each(['theme', 'legacy', 'bs3', 'bs5'] as const)('given the %s cart with a line sold by 12', (set) => {
		it('should draw the controls the template printed in React roots, and put the server’s back on teardown', () => {
			controlledFetch();
			loadCart(set);
			const printed = shape(form());
			const server = quantity();
			teardown = mount(form());
			expect(quantity()).not.toBe(server);
			expect(quantity().value).toBe('12');
			expect(shape(form())).toEqual(printed);
			act(() => teardown!());
			teardown = undefined;
			expect(quantity()).toBe(server);
		});

		it('should correct a typed 30 to 24, say why beside the field and post the line with its update button', async () => {
			const server = controlledFetch();
			loadCart(set);
			teardown = mount(form());
			const input = quantity();
			const key = input.name.slice('quantity['.length, -1);
			input.value = '30';
			act(() => void fireEvent.change(input));
			await flush();
			expect(input.value).toBe('24');
			const alert = screen.getByRole('alert');
			expect(alert.textContent).toMatch(/multipli di 12 pezzi!$/);
			expect(input.getAttribute('aria-describedby')).toContain(alert.id);
			expect(input.getAttribute('aria-invalid')).toBe('true');
			expect(server.calls).toHaveLength(1);
			const [call] = server.calls;
			expect(call!.init.method).toBe('POST');
			expect(call!.url.pathname + call!.url.search).toBe('/index.php?option=com_virtuemart&view=cart&Itemid=101&tmpl=component');
			const body = await bodyOf(server);
			expect(body).toContainEqual([`quantity[${key}]`, '24']);
			expect(body.at(-1)).toEqual([`updatecart.${key}`, '']);
		});
	});

	describe('given the theme cart', () => {
		it('should step by 12 with plus, and let the remove button wait while the update is in flight', async () => {
			const server = controlledFetch();
			loadCart('theme');
			teardown = mount(form());
			act(() => screen.getByRole('button', { name: /Aumenta la quantità di Silicone sanitario/ }).click());
			await flush();
			expect(quantity().value).toBe('24');
			const remove = screen.getByRole('button', { name: /Elimina/ });
			expect(remove.getAttribute('aria-disabled')).toBe('true');
			act(() => remove.click());
			await flush();
			expect(server.calls).toHaveLength(1);
			server.calls[0]!.respond('<h1>Carrello</h1><p>Il carrello è vuoto.</p>');
			await vi.waitFor(() => expect(document.querySelector('#checkoutForm')).toBeNull());
		});

		it('should send a typed quantity on Enter, not the form’s first submit button', async () => {
			const server = controlledFetch();
			loadCart('theme');
			teardown = mount(form());
			const input = quantity();
			input.value = '36';
			act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
			await flush();
			const body = await bodyOf(server);
			expect(body).toContainEqual(['quantity[52::]', '36']);
			expect(body.at(-1)).toEqual(['updatecart.52::', '']);
			expect(body.map(([name]) => name)).not.toContain('checkout');
		});
	});

	describe('given the legacy cart where the stand-in answered a typed 30 before the island came', () => {
		it('should show the stand-in’s alert once, as its own, and the corrected value', () => {
			controlledFetch();
			loadCart('legacy');
			const server = quantity();
			server.value = '30';
			checkQuantity(server, 12, 'Solo multipli di %1$s pezzi!');
			teardown = mount(form());
			const [alert, ...more] = screen.getAllByRole('alert');
			expect(more).toEqual([]);
			expect(alert!.textContent).toBe('Solo multipli di 12 pezzi!');
			expect(quantity()).not.toBe(server);
			expect(quantity().value).toBe('24');
			expect(quantity().getAttribute('aria-describedby')).toBe(alert!.id);
		});
	});

	describe('given the bs5 cart (icon plus and minus, remove button apart)', () => {
		it('should keep the icons, step with plus and draw the remove button in a root of its own', async () => {
			const server = controlledFetch();
			loadCart('bs5');
			teardown = mount(form());
			const plus = form().querySelector<HTMLButtonElement>('.vm-cart-item-quantity_plus')!;
			expect(plus.querySelector('svg.bi-plus')).not.toBeNull();
			act(() => plus.click());
			await flush();
			expect(quantity().value).toBe('24');
			const body = await bodyOf(server);
			expect(body).toContainEqual(['quantity[0]', '24']);
			expect(body.at(-1)).toEqual(['updatecart.0', '']);
			expect(screen.getByRole('button', { name: 'Elimina il prodotto dal carrello' }).getAttribute('aria-disabled')).toBe('true');
		});

		it('should put a step warning in a row of its own under the line, where the quantity’s box is too narrow to read it', async () => {
			controlledFetch();
			loadCart('bs5');
			// Laid out as at 1280 px: the quantity a quarter of its line.
			vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
				const width = this.matches('.input-group') ? 90 : this.matches('.row.align-items-end') ? 370 : 0;
				return { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, toJSON: () => ({}) } as DOMRect;
			});
			teardown = mount(form());
			const input = quantity();
			input.value = '13';
			act(() => void fireEvent.change(input));
			await flush();
			const alert = screen.getByRole('alert');
			expect(alert.parentElement!.className).toBe('vetrina-cart-alert-row');
			// The last of the line's row, after its name, quantity and price.
			expect(input.closest('.row.align-items-end')!.lastElementChild).toBe(alert.parentElement);
			expect(form().querySelector('.input-group .vetrina-cart-alert')).toBeNull();
			expect(input.getAttribute('aria-describedby')).toContain(alert.id);
		});

		it('should name the icon-only plus and minus, and the field VirtueMart names by its title alone', () => {
			controlledFetch();
			loadCart('bs5');
			teardown = mount(form());
			expect(screen.getByRole('button', { name: 'Aumenta la quantità' })).toBe(form().querySelector('.vm-cart-item-quantity_plus'));
			expect(screen.getByRole('button', { name: 'Diminuisci la quantità' })).toBe(form().querySelector('.vm-cart-item-quantity_minus'));
			expect(quantity().getAttribute('aria-label')).toBe('Quantità');
		});
	});
});
