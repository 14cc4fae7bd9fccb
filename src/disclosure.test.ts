import { describe, expect, it, vi } from 'vitest';
import { disclosure, type DisclosureOptions } from './disclosure.ts';

function setUp(options?: DisclosureOptions, panelAttributes = 'hidden') {
	document.body.innerHTML = `<div class="box"><a class="toggle" href="/lista" aria-controls="panel">Lista</a>
<div id="panel" ${panelAttributes}><button class="inside">Voce</button></div></div><button class="elsewhere">Altro</button>`;
	const el = document.querySelector<HTMLElement>('.box')!;
	return {
		el,
		toggle: el.querySelector<HTMLElement>('.toggle')!,
		panel: el.querySelector<HTMLElement>('#panel')!,
		inside: el.querySelector<HTMLElement>('.inside')!,
		elsewhere: document.querySelector<HTMLElement>('.elsewhere')!,
		shown: disclosure(el, options),
	};
}
const key = (target: Element, name: string) => {
	const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
	target.dispatchEvent(event);
	return event;
};

describe('disclosure', () => {
	describe('given the defaults (a dropdown)', () => {
		it('should make the link a closed button and open on click without following it', () => {
			const { el, toggle, panel, shown } = setUp();
			expect(toggle.getAttribute('role')).toBe('button');
			expect(toggle.getAttribute('aria-expanded')).toBe('false');
			expect(el.dataset.state).toBe('closed');
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			toggle.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(true);
			expect(shown.open).toBe(true);
			expect(panel.hidden).toBe(false);
			expect(toggle.getAttribute('aria-expanded')).toBe('true');
			expect(el.dataset.state).toBe('open');
		});

		it('should start open when the focus is in the panel the theme CSS showed, and close when it leaves', () => {
			document.body.innerHTML = `<div class="box"><a class="toggle" href="/lista" aria-controls="panel">Lista</a>
<div id="panel"><button class="inside">Voce</button></div></div><button class="elsewhere">Altro</button>`;
			const el = document.querySelector<HTMLElement>('.box')!;
			el.querySelector<HTMLElement>('.inside')!.focus();
			const shown = disclosure(el);
			expect(shown.open).toBe(true);
			expect(el.querySelector<HTMLElement>('#panel')!.hidden).toBe(false);
			expect(el.querySelector('.toggle')!.getAttribute('aria-expanded')).toBe('true');
			document.querySelector<HTMLElement>('.elsewhere')!.focus();
			expect(shown.open).toBe(false);
		});

		it('should toggle on Space, as a button does', () => {
			const { toggle, shown } = setUp();
			expect(key(toggle, ' ').defaultPrevented).toBe(true);
			expect(shown.open).toBe(true);
		});

		it('should close on Esc and focus the toggle, unless an inner widget took the Esc', () => {
			const { toggle, inside, shown } = setUp();
			toggle.click();
			inside.focus();
			inside.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
			key(inside, 'Escape');
			expect(shown.open).toBe(true);
			key(inside, 'Escape');
			expect(shown.open).toBe(false);
			expect(document.activeElement).toBe(toggle);
		});

		it('should close when the focus or a pointer goes outside', () => {
			const { toggle, inside, elsewhere, shown } = setUp();
			toggle.click();
			inside.focus();
			elsewhere.focus();
			expect(shown.open).toBe(false);
			toggle.click();
			elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			expect(shown.open).toBe(false);
		});

		it('should follow the link when there is no panel to disclose', () => {
			const { el, toggle } = setUp();
			el.querySelector('#panel')!.remove();
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			toggle.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(false);
		});

		it('should apply the open state to re-rendered content on restore()', () => {
			const { el, shown } = setUp();
			shown.set(true);
			el.innerHTML = '<a class="toggle" href="/lista" aria-controls="panel">Lista</a><div id="panel" hidden></div>';
			shown.restore();
			expect(el.querySelector<HTMLElement>('#panel')!.hidden).toBe(false);
			expect(el.querySelector('.toggle')!.getAttribute('aria-expanded')).toBe('true');
		});
	});

	describe('when closed from code with the focus inside the panel', () => {
		it('should give the focus back to the toggle and report the change', () => {
			const onChange = vi.fn();
			const { toggle, inside, shown } = setUp({ onChange });
			shown.set(true);
			inside.focus();
			shown.close();
			expect(document.activeElement).toBe(toggle);
			expect(onChange.mock.calls).toEqual([[true], [false]]);
		});
	});

	describe('given a section (no closing on leave or Esc) with its own states', () => {
		it('should start open as asked and stay open when the focus leaves or Esc is pressed', () => {
			const { el, inside, elsewhere, shown } = setUp(
				{ closeOnLeave: false, closeOnEscape: false, initiallyOpen: true, state: { key: 'state', values: ['collapsed', 'expanded'] } },
				'',
			);
			expect(el.dataset.state).toBe('expanded');
			inside.focus();
			key(inside, 'Escape');
			elsewhere.focus();
			elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			expect(shown.open).toBe(true);
			shown.close();
			expect(el.dataset.state).toBe('collapsed');
		});
	});

	describe.each([
		['inert', (panel: HTMLElement) => [panel.hidden, panel.inert], [false, true]],
		['none', (panel: HTMLElement) => [panel.hidden, panel.inert], [false, false]],
	] as const)('given hide: %s', (hide, look, closed) => {
		it('should fold the panel that way and keep its room', () => {
			const { panel } = setUp({ hide }, '');
			expect(look(panel)).toEqual(closed);
		});
	});

	describe('after teardown', () => {
		it('should put the panel back as served and stop listening', () => {
			const { el, toggle, panel, shown } = setUp({ hide: 'inert' }, '');
			shown.teardown();
			expect(panel.inert).toBe(false);
			expect(panel.hidden).toBe(false);
			expect(toggle.hasAttribute('role')).toBe(false);
			expect(el.dataset.state).toBeUndefined();
			toggle.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
			expect(shown.open).toBe(false);
		});
	});
});
