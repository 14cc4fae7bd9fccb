import { describe, expect, it, vi } from 'vitest';
import { mount } from './index.ts';

function page() {
	document.body.innerHTML = `<header><a class="toggle" href="#menu" aria-controls="menu" aria-expanded="false">Menu</a></header>
<nav id="menu" data-vetrina="offcanvas"><a class="vp-offcanvas-close" href="#" title="Close"><span class="visually-hidden">Close</span></a>
<a href="/x">Link</a><div class="vp-offcanvas-footer">Assistenza</div></nav>
<nav id="other" data-vetrina="offcanvas"><a class="vp-offcanvas-close" href="#">x</a></nav><button class="toggle2" aria-controls="other">Altro</button>`;
	const menu = document.querySelector<HTMLElement>('#menu')!;
	const other = document.querySelector<HTMLElement>('#other')!;
	return { menu, other, teardowns: [mount(menu), mount(other)], toggle: document.querySelector<HTMLElement>('.toggle')! };
}

describe('off-canvas menu', () => {
	describe('given a closed menu', () => {
		it('should title its close button "Chiudi" and start closed', () => {
			const { menu } = page();
			expect(menu.dataset.state).toBe('closed');
			expect(menu.querySelector('.vp-offcanvas-close')!.getAttribute('title')).toBe('Chiudi');
			expect(menu.querySelector('.visually-hidden')!.textContent).toBe('Chiudi');
		});
	});

	describe('when the toggle is clicked', () => {
		it('should go opening → opened, make the rest inert and focus the close button', async () => {
			vi.useFakeTimers();
			const { menu, toggle } = page();
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			toggle.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(true);
			expect(menu.dataset.state).toBe('opening');
			expect(toggle.getAttribute('aria-expanded')).toBe('true');
			expect(document.querySelector<HTMLElement>('header')!.inert).toBe(true);
			expect(menu.inert).toBe(false);
			expect(document.activeElement).toBe(menu.querySelector('.vp-offcanvas-close'));
			await vi.runAllTimersAsync();
			expect(menu.dataset.state).toBe('opened');
		});

		it('should go closing → closed on Esc and give focus and the page back', async () => {
			vi.useFakeTimers();
			const { menu, toggle } = page();
			toggle.focus();
			toggle.click();
			await vi.runAllTimersAsync();
			menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
			expect(menu.dataset.state).toBe('closing');
			expect(document.querySelector<HTMLElement>('header')!.inert).toBe(false);
			expect(document.activeElement).toBe(toggle);
			await vi.runAllTimersAsync();
			expect(menu.dataset.state).toBe('closed');
		});

		it('should close the other open menu', async () => {
			vi.useFakeTimers();
			const { menu, other, toggle } = page();
			toggle.click();
			await vi.runAllTimersAsync();
			document.querySelector<HTMLElement>('.toggle2')!.click();
			await vi.runAllTimersAsync();
			expect(menu.dataset.state).toBe('closed');
			expect(other.dataset.state).toBe('opened');
		});
	});

	describe('after unmounting', () => {
		it('should leave no backdrop and no inert page', () => {
			const { teardowns, toggle } = page();
			toggle.click();
			teardowns.forEach((teardown) => teardown());
			expect(document.querySelector('.vetrina-offcanvas-backdrop')).toBeNull();
			expect(document.querySelector<HTMLElement>('header')!.inert).toBe(false);
		});
	});
});
