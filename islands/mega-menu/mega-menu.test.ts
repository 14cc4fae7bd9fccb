import { describe, expect, it, vi } from 'vitest';
import { mount } from './index.ts';

/** The menu, mounted after `before` (what the shopper did while the island was loading). */
function menu(before = () => {}) {
	document.body.innerHTML = `<nav data-vetrina="mega-menu"><ul>
<li class="vp-menu-item"><a class="vp-menu-link" href="/a" aria-haspopup="true" aria-expanded="false">Abrasivi</a><div class="vp-megamenu-panel"><a href="/a/1">Dischi</a></div></li>
<li class="vp-menu-item"><a class="vp-menu-link" href="/b">Marchi</a></li></ul></nav>`;
	const nav = document.querySelector<HTMLElement>('nav')!;
	before();
	const teardown = mount(nav);
	const li = nav.querySelector<HTMLElement>('li')!;
	return { nav, li, teardown, link: li.querySelector('a')!, button: li.querySelector<HTMLButtonElement>('.vetrina-mega-toggle')! };
}

const pointer = (type: string, pointerType: string) => new PointerEvent(type, { bubbles: true, pointerType });

describe('mega menu', () => {
	describe('given a top item with a submenu', () => {
		it('should add a disclosure button controlling the panel, and none for items without one', () => {
			const { nav, button, link } = menu();
			expect(nav.querySelectorAll('.vetrina-mega-toggle')).toHaveLength(1);
			expect(button.getAttribute('aria-controls')).toBe(nav.querySelector('.vp-megamenu-panel')!.id);
			expect(button.getAttribute('aria-label')).toBe('Sottomenu Abrasivi');
			expect(link.hasAttribute('aria-expanded')).toBe(false);
		});
	});

	describe('when the mouse rests on it', () => {
		it('should open only after 100 ms and close 100 ms after leaving', () => {
			vi.useFakeTimers();
			const { nav, link, li } = menu();
			link.dispatchEvent(pointer('pointerover', 'mouse'));
			vi.advanceTimersByTime(99);
			expect(li.dataset.state).not.toBe('open');
			vi.advanceTimersByTime(1);
			expect(li.dataset.state).toBe('open');
			nav.dispatchEvent(pointer('pointerleave', 'mouse'));
			vi.advanceTimersByTime(100);
			expect(li.dataset.state).toBe('closed');
		});
	});

	describe('when the keyboard uses the disclosure button', () => {
		it('should toggle aria-expanded, and Esc should close and return focus to it', () => {
			const { button, li } = menu();
			button.click();
			expect(button.getAttribute('aria-expanded')).toBe('true');
			const inner = li.querySelector<HTMLElement>('.vp-megamenu-panel a')!;
			inner.focus();
			inner.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
			expect(button.getAttribute('aria-expanded')).toBe('false');
			expect(document.activeElement).toBe(button);
		});
	});

	describe('when it mounts while the focus is in a submenu the theme CSS showed', () => {
		it('should keep that submenu open, and close it when the focus leaves', () => {
			const { li, button } = menu(() => document.querySelector<HTMLElement>('.vp-megamenu-panel a')!.focus());
			expect(li.dataset.state).toBe('open');
			expect(button.getAttribute('aria-expanded')).toBe('true');
			document.querySelector<HTMLElement>('a[href="/b"]')!.focus();
			expect(li.dataset.state).toBe('closed');
		});
	});

	describe('when the link is tapped', () => {
		it('should open on the first tap without following, and follow on the second', () => {
			const { link, li } = menu();
			link.dispatchEvent(pointer('pointerdown', 'touch'));
			const first = new MouseEvent('click', { bubbles: true, cancelable: true });
			link.dispatchEvent(first);
			expect(first.defaultPrevented).toBe(true);
			expect(li.dataset.state).toBe('open');
			link.dispatchEvent(pointer('pointerdown', 'touch'));
			const second = new MouseEvent('click', { bubbles: true, cancelable: true });
			link.dispatchEvent(second);
			expect(second.defaultPrevented).toBe(false);
		});
	});

	describe('after unmounting', () => {
		it('should remove the buttons and give the link its attributes back', () => {
			const { nav, teardown, link } = menu();
			teardown();
			expect(nav.querySelector('.vetrina-mega-toggle')).toBeNull();
			expect(link.getAttribute('aria-expanded')).toBe('false');
		});
	});
});
