import { act, render, screen } from '@testing-library/react';
import { Modal, showMessage } from './modal.tsx';

describe('a modal that leaves the page as it is (pageInert false)', () => {
	const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
	afterEach(() => document.body.replaceChildren());

	function open(onClose = vi.fn()) {
		const opener = document.createElement('button');
		document.body.append(opener);
		opener.focus();
		render(
			<Modal title="Articolo aggiunto" pageInert={false} onClose={onClose}>
				<a href="/carrello">Vai al carrello</a>
			</Modal>,
		);
		return { opener, onClose, dialog: screen.getByRole('dialog') as HTMLDialogElement };
	}
	const key = (target: Element, init: KeyboardEventInit) =>
		act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));

	it('is shown without showModal, says it is modal, and takes the focus', () => {
		const { dialog } = open();
		expect(showModal).not.toHaveBeenCalled();
		expect(dialog.open).toBe(true);
		expect(dialog.getAttribute('aria-modal')).toBe('true');
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chiudi' }));
	});

	it('keeps Tab inside: past the last control to the first, and back with Shift+Tab', () => {
		const { dialog } = open();
		const close = screen.getByRole('button', { name: 'Chiudi' });
		const link = screen.getByRole('link', { name: 'Vai al carrello' });
		link.focus();
		key(dialog, { key: 'Tab' });
		expect(document.activeElement).toBe(close);
		key(dialog, { key: 'Tab', shiftKey: true });
		expect(document.activeElement).toBe(link);
	});

	it('closes on Escape and on a click on its backdrop', () => {
		const first = open();
		key(first.dialog, { key: 'Escape' });
		expect(first.onClose).toHaveBeenCalledOnce();
		document.body.replaceChildren();
		const second = open();
		act(() => (document.querySelector('.vetrina-modal-backdrop') as HTMLElement).click());
		expect(second.onClose).toHaveBeenCalledOnce();
	});
});

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

	// VirtueMart 4.4's own layouts (views/cart/tmpl/*padded.php) print no `.ajax-popup-buttons`: its two links
	// come in a row of their own (bs5, bs3) or loose before the message (legacy).
	describe.each([
		{
			set: 'bs5',
			html: '<div class="vm-padded"><div class="alert alert-success d-flex"><div class="ms-2">1 x Vite was added to your cart.</div></div><div class="d-flex justify-content-between border-top pt-2"><a class="btn btn-secondary continue_link" href="/vite">Continue Shopping</a><a class="btn btn-primary showcart" href="/carrello">Show Cart</a></div></div>',
			row: 'div.d-flex.border-top',
		},
		{
			set: 'bs3',
			html: '<div class="vm-padded"><h4 class="page-header">1 x Vite was added to your cart.</h4><div><a class="continue_link btn btn-block btn-default" href="/vite">Continue Shopping</a><a class="showcart btn btn-block btn-primary" href="/carrello"><span class="glyphicon glyphicon-shopping-cart"></span> Show Cart</a></div></div>',
			row: 'div',
		},
		{
			set: 'legacy',
			html: '<a class="vm-btn vm-btn-secondary continue_link" href="/vite">Continue Shopping</a><a class="vm-btn vm-btn-primary showcart floatright" href="/carrello">Show Cart</a><h4>1 x Vite was added to your cart.</h4>',
			row: null,
		},
	])("given VirtueMart's own $set message", ({ html, row }) => {
		it('shows what was added, then the cart count, then its two links, and no second Close', async () => {
			await act(async () => {
				void showMessage({ title: 'Aggiunto', tone: 'success', html, cartCount: { count: Promise.resolve(4), text: (n) => `Articoli nel carrello: ${n}` } });
			});
			const dialog = screen.getByRole('dialog', { name: 'Aggiunto' });
			expect(screen.getByRole('status').textContent).toBe('Articoli nel carrello: 4');
			expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Chiudi']);
			const order = [...dialog.querySelectorAll('.vetrina-message :is(div.ms-2, h3), [role="status"], a')].map((el) => el.textContent?.trim());
			expect(order).toEqual(['1 x Vite was added to your cart.', 'Articoli nel carrello: 4', 'Continue Shopping', 'Show Cart']);
			const buttons = dialog.querySelector('.vetrina-message__buttons')!;
			expect(buttons.querySelector(':scope > a.continue_link, :scope > * > a.continue_link')).not.toBeNull();
			if (row) expect(buttons.querySelector(`:scope > ${row}`)?.children).toHaveLength(2);
			else expect([...buttons.children].map((el) => el.localName)).toEqual(['a', 'a']);
			await act(async () => screen.getByRole('button', { name: 'Chiudi' }).click());
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
