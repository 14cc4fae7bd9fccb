import { registerStrings, t } from '../../src/i18n.ts';
import { prefersReducedMotion } from '../../src/motion.ts';
import { onResize } from '../../src/resize.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

type State = 'closed' | 'opening' | 'opened' | 'closing';

/** Close functions of the menus that are open: opening one closes the others (docs/behaviour.md#menus-and-header). */
const openMenus = new Set<() => void>();

/** Longest transition on `el` in ms, so the state changes when the slide has ended. */
function transitionMs(el: Element): number {
	if (prefersReducedMotion()) return 0;
	const style = getComputedStyle(el);
	const seconds = (list: string) => list.split(',').map((v) => Number.parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1) || 0);
	const durations = seconds(style.transitionDuration);
	const delays = seconds(style.transitionDelay);
	return Math.max(0, ...durations.map((d, i) => (d + (delays[i] ?? 0)) * 1000));
}

/**
 * Off-canvas side menu: closed → opening → opened → closing → closed. While open the server's panel
 * sits in a native modal `<dialog>`: the browser keeps focus inside, makes the page inert and turns
 * Esc into `cancel`; its `::backdrop` dims the page. Closed, the panel is back where the server put
 * it (it opens through `:target` without JavaScript).
 */
export function mount(el: HTMLElement): () => void {
	if (!el.id) return () => {};
	const togglers = [...document.querySelectorAll<HTMLElement>(`[aria-controls="${el.id}"], a[href="#${el.id}"]`)];
	const closer = el.querySelector<HTMLElement>('.vp-offcanvas-close, [data-offcanvas-close]');
	const dialog = document.createElement('dialog');
	dialog.className = 'vetrina-offcanvas';
	dialog.setAttribute('aria-label', el.getAttribute('aria-label') ?? el.querySelector('.vp-offcanvas-title')?.textContent?.trim() ?? '');
	if (closer) {
		closer.title = t('offcanvas.close');
		if (closer instanceof HTMLAnchorElement) closer.setAttribute('role', 'button');
		const label = closer.querySelector('.visually-hidden');
		if (label) label.textContent = t('offcanvas.close');
	}
	let state: State = 'closed';
	let timer: ReturnType<typeof setTimeout> | undefined;
	let returnFocus: HTMLElement | null = null;
	let width = innerWidth;

	const set = (next: State) => {
		state = next;
		el.dataset.state = next;
		togglers.forEach((toggler) => toggler.setAttribute('aria-expanded', String(next === 'opening' || next === 'opened')));
	};
	const after = (ms: number, then: () => void) => {
		clearTimeout(timer);
		timer = setTimeout(then, ms);
	};
	const close = () => {
		if (state === 'closed' || state === 'closing') return;
		set('closing');
		after(transitionMs(el), () => dialog.close());
	};
	/** The dialog has closed (after the slide, or at once when the browser closed it): the panel goes home. */
	const onClosed = () => {
		clearTimeout(timer);
		openMenus.delete(close);
		// Unless the shopper has already moved on (another menu opened), focus goes back to the toggle.
		const focusBack = el.contains(document.activeElement) || document.activeElement === document.body;
		dialog.replaceWith(el);
		set('closed');
		if (focusBack) returnFocus?.focus();
	};
	const open = (from: HTMLElement | null) => {
		if (state === 'opened' || state === 'opening') return;
		openMenus.forEach((closeOther) => closeOther());
		openMenus.add(close);
		returnFocus = from;
		el.replaceWith(dialog);
		dialog.append(el);
		dialog.showModal();
		// The panel was just laid out closed: the state change below then slides it in, not jumps.
		void el.offsetWidth;
		set('opening');
		// Only now is the panel visible, so focusable (the browser gave the focus to the dialog).
		closer?.focus();
		after(transitionMs(el), () => set('opened'));
	};
	const onToggle = (event: Event) => {
		event.preventDefault();
		if (state === 'opened' || state === 'opening') close();
		else open(event.currentTarget as HTMLElement);
	};
	const onClose = (event: Event) => {
		event.preventDefault();
		close();
	};
	const onCancel = (event: Event) => {
		// Esc: slide out first. When the browser does not let us wait, `close` follows at once.
		event.preventDefault();
		close();
	};
	const onBackdrop = (event: MouseEvent) => event.target === dialog && close();
	const onKeydown = (event: KeyboardEvent) => {
		// The close control is a link acting as a button: Space must work too.
		if (event.key === ' ' && event.target === closer && closer instanceof HTMLAnchorElement) onClose(event);
	};
	const stopResize = onResize(() => {
		if (innerWidth > width) close(); // The wider layout shows the full menu: the side menu goes away.
		width = innerWidth;
	});
	const unlisten = [
		...togglers.map((toggler) => listen(toggler, { click: onToggle })),
		listen(closer, { click: onClose }),
		listen(el, { keydown: onKeydown }),
		listen(dialog, { cancel: onCancel, close: onClosed, click: onBackdrop }),
	];
	set('closed');
	// Opened through :target before the island was here (tapped while it loaded, or a page address ending
	// in #id): the island takes it over open. Its CSS hides a closed menu the address still targets.
	if (el.matches(':target')) open(togglers[0] ?? null);
	return () => {
		clearTimeout(timer);
		stopResize();
		openMenus.delete(close);
		unlisten.forEach((stop) => stop());
		if (dialog.open) dialog.close();
		if (dialog.contains(el)) dialog.replaceWith(el);
		delete el.dataset.state;
	};
}
