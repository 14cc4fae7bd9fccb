import { describe, expect, it, vi } from 'vitest';
import { mount } from './index.ts';

function page() {
	document.body.innerHTML = `<header><a class="toggle" href="#menu" aria-controls="menu" aria-expanded="false">Menu</a></header>
<nav id="menu" data-vetrina="offcanvas" aria-label="Menu"><a class="vp-offcanvas-close" href="#" title="Close"><span class="visually-hidden">Close</span></a>
<a href="/x">Link</a><div class="vp-offcanvas-footer">Assistenza</div></nav>
<nav id="other" data-vetrina="offcanvas"><a class="vp-offcanvas-close" href="#">x</a></nav><button class="toggle2" aria-controls="other">Altro</button>`;
	const menu = document.querySelector<HTMLElement>('#menu')!;
	const other = document.querySelector<HTMLElement>('#other')!;
	return { menu, other, teardowns: [mount(menu), mount(other)], toggle: document.querySelector<HTMLElement>('.toggle')! };
}

async function opened() {
	vi.useFakeTimers();
	const parts = page();
	parts.toggle.focus();
	parts.toggle.click();
	await vi.runAllTimersAsync();
	return { ...parts, dialog: parts.menu.parentElement as HTMLDialogElement };
}

describe('off-canvas menu', () => {
	describe('given a closed menu', () => {
		it('should title its close button "Chiudi", start closed and stay where the server put it', () => {
			const { menu } = page();
			expect(menu.dataset.state).toBe('closed');
			expect(menu.parentElement).toBe(document.body);
			expect(document.querySelector('dialog')).toBeNull();
			expect(menu.querySelector('.vp-offcanvas-close')!.getAttribute('title')).toBe('Chiudi');
			expect(menu.querySelector('.visually-hidden')!.textContent).toBe('Chiudi');
		});
	});

	describe('when the toggle is clicked', () => {
		it('should go opening → opened inside a modal dialog named like the menu, focusing the close button', async () => {
			vi.useFakeTimers();
			const { menu, toggle } = page();
			const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			toggle.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(true);
			expect(menu.dataset.state).toBe('opening');
			expect(toggle.getAttribute('aria-expanded')).toBe('true');
			const dialog = menu.parentElement as HTMLDialogElement;
			expect(dialog.tagName).toBe('DIALOG');
			expect(dialog.open).toBe(true);
			expect(showModal).toHaveBeenCalledOnce();
			expect(dialog.getAttribute('aria-label')).toBe('Menu');
			expect(document.activeElement).toBe(menu.querySelector('.vp-offcanvas-close'));
			await vi.runAllTimersAsync();
			expect(menu.dataset.state).toBe('opened');
		});
	});

	describe.each([
		['Esc (the dialog’s cancel)', (dialog: HTMLDialogElement) => dialog.dispatchEvent(new Event('cancel', { cancelable: true }))],
		['the close button', (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('.vp-offcanvas-close')!.click()],
		['a click on the backdrop', (dialog: HTMLDialogElement) => dialog.click()],
	])('when closed by %s', (_name, closeBy) => {
		it('should go closing → closed, put the panel back and focus the toggle', async () => {
			const { menu, toggle, dialog } = await opened();
			closeBy(dialog);
			expect(menu.dataset.state).toBe('closing');
			expect(dialog.open).toBe(true); // The slide out runs inside the dialog.
			await vi.runAllTimersAsync();
			expect(menu.dataset.state).toBe('closed');
			expect(dialog.open).toBe(false);
			expect(menu.parentElement).toBe(document.body);
			expect(dialog.isConnected).toBe(false);
			expect(toggle.getAttribute('aria-expanded')).toBe('false');
			expect(document.activeElement).toBe(toggle);
		});
	});

	it('should keep Esc from closing the dialog before the slide out', async () => {
		const { dialog } = await opened();
		const cancel = new Event('cancel', { cancelable: true });
		dialog.dispatchEvent(cancel);
		expect(cancel.defaultPrevented).toBe(true);
	});

	it('should close the other open menu when one opens', async () => {
		const { menu, other } = await opened();
		document.querySelector<HTMLElement>('.toggle2')!.click();
		await vi.runAllTimersAsync();
		expect(menu.dataset.state).toBe('closed');
		expect(other.dataset.state).toBe('opened');
		expect(document.activeElement).toBe(other.querySelector('.vp-offcanvas-close'));
	});

	describe('after unmounting an open menu', () => {
		it('should leave the panel where the server put it and no dialog', async () => {
			const { menu, teardowns } = await opened();
			teardowns.forEach((teardown) => teardown());
			expect(menu.parentElement).toBe(document.body);
			expect(document.querySelector('dialog')).toBeNull();
			expect(menu.dataset.state).toBeUndefined();
		});
	});
});
