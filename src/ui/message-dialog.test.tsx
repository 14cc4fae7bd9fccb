import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showMessage } from './message-dialog.tsx';

describe('showMessage', () => {
	describe('given an error with server HTML and a hostile link', () => {
		it('shows an alert dialog with the sanitized message, only the safe action and Close', async () => {
			await act(async () => {
				void showMessage({
					title: 'Errore',
					tone: 'error',
					html: '<p>Prodotto non trovato</p><img src=x onerror="window.pwned=1">',
					actions: [
						{ label: 'Confronta', href: 'javascript:alert(1)' },
						{ label: 'Vai al carrello', href: '/carrello', primary: true },
					],
				});
			});
			const dialog = screen.getByRole('alertdialog', { name: 'Errore' });
			expect(dialog.querySelector('.vetrina-message')!.innerHTML).toBe('<p>Prodotto non trovato</p><img src="x">');
			expect(screen.queryByText('Confronta')).toBeNull();
			expect(screen.getByText('Vai al carrello').getAttribute('href')).toBe(`${location.origin}/carrello`);
			await act(async () => screen.getByText('Chiudi').click());
		});
	});

	describe('given a message without buttons of its own', () => {
		it('focuses Close once the dialog is open, and nothing in it before', async () => {
			// A focus() in the dialog while it is still closed leaves WebKit refusing every focus in it as it opens.
			const focusedWhileClosed: HTMLElement[] = [];
			const focus = HTMLElement.prototype.focus;
			const spy = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
				if (this.closest('dialog')?.open === false) focusedWhileClosed.push(this);
				focus.call(this, options);
			});
			try {
				await act(async () => void showMessage({ title: 'Articolo aggiunto', tone: 'success', text: 'Vite aggiunta al confronto.' }));
			} finally {
				spy.mockRestore();
			}
			const close = screen.getByText('Chiudi');
			expect(document.activeElement).toBe(close);
			expect(focusedWhileClosed).toEqual([]);
			await act(async () => close.click());
		});
	});

	describe('given an add-to-cart message with its own buttons (continue shopping, go to the cart)', () => {
		it('shows them and the header close button, and no second Close', async () => {
			await act(async () => {
				void showMessage({
					title: 'Prodotto aggiunto al carrello',
					tone: 'success',
					html: '<div class="vm-padded"><h4>2 × Vite</h4><p class="vp-added-price">Totale: 2,20 €</p><div class="ajax-popup-buttons"><a class="continue_link" href="/vite">Continua lo shopping</a><a class="showcart" href="/carrello">Vai al carrello</a></div></div>',
				});
			});
			const dialog = screen.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
			expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Chiudi']);
			expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Continua lo shopping', 'Vai al carrello']);
			expect(dialog.querySelector('.vetrina-modal__actions')).toBeNull();
			expect(dialog.querySelector('h3')!.textContent).toBe('2 × Vite');
			await act(async () => screen.getByRole('button', { name: 'Chiudi' }).click());
			expect(screen.queryByRole('dialog')).toBeNull();
		});
	});

	describe('given a product added while the cart held 3 items', () => {
		it('shows the cart count once the add has it, between the line and the buttons', async () => {
			let counted: (count: number | null) => void = () => {};
			const count = new Promise<number | null>((resolve) => (counted = resolve));
			await act(async () => {
				void showMessage({
					title: 'Aggiunto',
					tone: 'success',
					html: '<div class="vm-padded"><p>1 x Vite</p><div class="ajax-popup-buttons"><a class="continue_link" href="/vite">Continua lo shopping</a><a class="showcart" href="/carrello">Vai al carrello</a></div></div>',
					cartCount: { count, text: (n) => `Articoli nel carrello: ${n}` },
				});
			});
			// The live region is there, empty, from the opening, until the count arrives.
			expect(screen.getByRole('status').textContent).toBe('');
			await act(async () => counted(4));
			const dialog = screen.getByRole('dialog', { name: 'Aggiunto' });
			expect(screen.getByRole('status').textContent).toBe('Articoli nel carrello: 4');
			expect(dialog.querySelector('.vetrina-message')!.innerHTML).toBe('<div class="vm-padded"><p>1 x Vite</p></div>');
			// What was added, then the cart's summary, then the ways on.
			const order = [...dialog.querySelectorAll('.vetrina-message p, [role="status"], a')].map((el) => el.textContent);
			expect(order).toEqual(['1 x Vite', 'Articoli nel carrello: 4', 'Continua lo shopping', 'Vai al carrello']);
			await act(async () => screen.getByRole('button', { name: 'Chiudi' }).click());
		});
	});
});
