import { act, render, screen } from '@testing-library/react';
import { Modal } from './modal.tsx';

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
