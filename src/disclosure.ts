import { listen } from './listen.ts';

/**
 * The WAI-ARIA disclosure pattern for a header dropdown whose content the server re-renders: the
 * toggle (`[aria-controls]`, a link to the full page without JavaScript) acts as a button with
 * aria-expanded; Esc closes and returns focus to it; leaving the dropdown closes it. Listeners sit on
 * the container, so the content can be replaced at any time: call `restore()` after replacing it.
 */
export interface Disclosure {
	/** Re-applies the open state to freshly rendered content. */
	restore(): void;
	close(): void;
	teardown(): void;
}

export function disclosure(el: HTMLElement): Disclosure {
	let open = false;
	const toggle = () => el.querySelector<HTMLElement>('[aria-controls]');
	const panel = () => {
		const id = toggle()?.getAttribute('aria-controls');
		return id ? el.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
	};
	const apply = () => {
		const button = toggle();
		if (button && button.tagName !== 'BUTTON') button.setAttribute('role', 'button');
		button?.setAttribute('aria-expanded', String(open));
		const content = panel();
		if (content) content.hidden = !open;
		el.dataset.state = open ? 'open' : 'closed';
	};
	const set = (next: boolean) => {
		open = next;
		apply();
	};

	const onClick = (event: MouseEvent) => {
		const button = toggle();
		if (!button || !(event.target instanceof Node) || !button.contains(event.target)) return;
		if (!panel()) return; // Nothing to disclose: let the link go to its page.
		event.preventDefault();
		set(!open);
	};
	const onKeydown = (event: KeyboardEvent) => {
		const button = toggle();
		if (event.key === 'Escape' && open) {
			event.preventDefault();
			set(false);
			button?.focus();
		} else if (event.key === ' ' && button && event.target === button && button.tagName !== 'BUTTON') {
			// A link acting as a button must answer Space too.
			event.preventDefault();
			set(!open);
		}
	};
	const onFocusout = (event: FocusEvent) => {
		const next = event.relatedTarget;
		if (open && next instanceof Node && !el.contains(next)) set(false);
	};
	const onPointerdown = (event: PointerEvent) => {
		if (open && event.target instanceof Node && !el.contains(event.target)) set(false);
	};

	const unlisten = [listen(el, { click: onClick, keydown: onKeydown, focusout: onFocusout }), listen(document, { pointerdown: onPointerdown })];
	apply();
	return {
		restore: apply,
		close: () => set(false),
		teardown() {
			unlisten.forEach((stop) => stop());
			toggle()?.removeAttribute('role');
			delete el.dataset.state;
		},
	};
}
