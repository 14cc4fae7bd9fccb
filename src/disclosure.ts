import { listen } from './listen.ts';

/**
 * The WAI-ARIA disclosure pattern, the one show/hide of the islands: the toggle (a link to the full
 * page without JavaScript is made a button) carries aria-expanded, the panel is hidden while closed,
 * and `data-state` tells the theme. Listeners sit on the container and toggle and panel are looked up
 * on each event, so content the server re-renders keeps working: call `restore()` after replacing it.
 */
export interface Disclosure {
	readonly open: boolean;
	/** Opens or closes; a close moves the focus from inside the panel back to the toggle. */
	set(open: boolean): void;
	close(): void;
	/** Re-applies the open state to freshly rendered content. */
	restore(): void;
	/** Removes the listeners and puts the panel's hidden/inert back as the server printed them. */
	teardown(): void;
}

export interface DisclosureOptions {
	/** Default: the container's `[aria-controls]`. It must lie inside the container. */
	toggle?: () => HTMLElement | null;
	/** Default: the container's element whose id the toggle's aria-controls names. */
	panel?: () => HTMLElement | null;
	/**
	 * How the closed panel is hidden: `hidden`; `inert` when its room must stay reserved (the theme
	 * CSS hides it by the state); `none` when the theme CSS alone shows and hides it by the state.
	 */
	hide?: 'hidden' | 'inert' | 'none';
	/** The dataset key of the state and its closed/open values, on the container. */
	state?: { key: string; values: readonly [closed: string, open: string] };
	/** A dropdown closes when the focus or a pointer goes outside the container (default); a section stays. */
	closeOnLeave?: boolean;
	/** Esc closes and focuses the toggle (default). */
	closeOnEscape?: boolean;
	/** Default: open when the focus is in the panel. */
	initiallyOpen?: boolean;
	onChange?: (open: boolean) => void;
}

const defaultState = { key: 'state', values: ['closed', 'open'] } as const;

export function disclosure(el: HTMLElement, options: DisclosureOptions = {}): Disclosure {
	const { hide = 'hidden', state = defaultState, closeOnLeave = true, closeOnEscape = true, onChange } = options;
	const toggle = options.toggle ?? (() => el.querySelector<HTMLElement>('[aria-controls]'));
	const panel =
		options.panel ??
		(() => {
			const id = toggle()?.getAttribute('aria-controls');
			return id ? el.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
		});
	const served = panel();
	// A panel the focus is in stays open: the theme CSS showed it (:focus-within) until now, and hiding
	// it would drop a keyboard shopper's focus.
	let open = options.initiallyOpen ?? Boolean(served?.contains(document.activeElement));
	const servedHidden = served?.hidden;
	const servedInert = served?.inert;

	const apply = () => {
		const button = toggle();
		if (button && button.tagName !== 'BUTTON') button.setAttribute('role', 'button');
		button?.setAttribute('aria-expanded', String(open));
		const content = panel();
		if (content && hide === 'hidden') content.hidden = !open;
		// Folded but in place: out of reach of Tab and screen readers too.
		if (content && hide === 'inert') content.inert = !open;
		el.dataset[state.key] = state.values[open ? 1 : 0];
	};
	const set = (next: boolean) => {
		if (next === open) return;
		const hadFocus = !next && Boolean(panel()?.contains(document.activeElement));
		open = next;
		apply();
		if (hadFocus) toggle()?.focus();
		onChange?.(open);
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
		if (event.key === 'Escape' && open && closeOnEscape && !event.defaultPrevented) {
			event.preventDefault();
			set(false);
			button?.focus();
		} else if (button && event.target === button && button.tagName !== 'BUTTON' && (event.key === ' ' || (event.key === 'Enter' && button.tagName !== 'A'))) {
			// A link acting as a button must answer Space too; any other element, which a key does not click, Enter as well.
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

	const unlisten = [listen(el, { click: onClick, keydown: onKeydown })];
	if (closeOnLeave) unlisten.push(listen(el, { focusout: onFocusout }), listen(document, { pointerdown: onPointerdown }));
	apply();
	return {
		get open() {
			return open;
		},
		set,
		close: () => set(false),
		restore: apply,
		teardown() {
			unlisten.forEach((stop) => stop());
			toggle()?.removeAttribute('role');
			delete el.dataset[state.key];
			if (served && panel() === served) {
				served.hidden = servedHidden ?? false;
				served.inert = servedInert ?? false;
			}
		},
	};
}
