import { registerStrings, t } from '../../src/i18n.ts';
import { prefersReducedMotion } from '../../src/motion.ts';
import { onResize } from '../../src/resize.ts';
import { inertOutside } from './trap.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

type State = 'closed' | 'opening' | 'opened' | 'closing';

/** Close functions of the menus that are open: opening one closes the others (spec §4). */
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

/** Off-canvas side menu: closed → opening → opened → closing → closed, focus kept inside while open. */
export function mount(el: HTMLElement): () => void {
	if (!el.id) return () => {};
	const togglers = [...document.querySelectorAll<HTMLElement>(`[aria-controls="${el.id}"], a[href="#${el.id}"]`)];
	const closer = el.querySelector<HTMLElement>('.vp-offcanvas-close, [data-offcanvas-close]');
	const backdrop = document.createElement('div');
	backdrop.className = 'vetrina-offcanvas-backdrop';
	backdrop.hidden = true;
	el.after(backdrop);
	if (closer) {
		closer.title = t('offcanvas.close');
		if (closer instanceof HTMLAnchorElement) closer.setAttribute('role', 'button');
		const label = closer.querySelector('.visually-hidden');
		if (label) label.textContent = t('offcanvas.close');
	}
	let state: State = 'closed';
	let timer: ReturnType<typeof setTimeout> | undefined;
	let restoreInert: (() => void) | undefined;
	let returnFocus: HTMLElement | null = null;
	let width = innerWidth;

	const set = (next: State) => {
		state = next;
		el.dataset.state = next;
		togglers.forEach((toggler) => toggler.setAttribute('aria-expanded', String(next === 'opening' || next === 'opened')));
	};
	const after = (next: State) => {
		clearTimeout(timer);
		timer = setTimeout(() => set(next), transitionMs(el));
	};
	const close = () => {
		if (state === 'closed' || state === 'closing') return;
		openMenus.delete(close);
		set('closing');
		backdrop.hidden = true;
		restoreInert?.();
		restoreInert = undefined;
		if (el.contains(document.activeElement) || document.activeElement === document.body) returnFocus?.focus();
		after('closed');
	};
	const open = (from: HTMLElement | null) => {
		if (state === 'opened' || state === 'opening') return;
		openMenus.forEach((closeOther) => closeOther());
		openMenus.add(close);
		returnFocus = from;
		set('opening');
		backdrop.hidden = false;
		restoreInert = inertOutside([el, backdrop]);
		(closer ?? el).focus();
		after('opened');
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
	const onKeydown = (event: KeyboardEvent) => {
		if (event.key === 'Escape') close();
		// The close control is a link acting as a button: Space must work too.
		if (event.key === ' ' && event.target === closer && closer instanceof HTMLAnchorElement) onClose(event);
	};
	const stopResize = onResize(() => {
		if (innerWidth > width) close(); // The wider layout shows the full menu: the side menu goes away.
		width = innerWidth;
	});
	backdrop.addEventListener('click', onClose); // It leaves with the island.
	const unlisten = [...togglers.map((toggler) => listen(toggler, { click: onToggle })), listen(closer, { click: onClose }), listen(el, { keydown: onKeydown })];
	if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
	set('closed');
	return () => {
		clearTimeout(timer);
		stopResize();
		openMenus.delete(close);
		restoreInert?.();
		unlisten.forEach((stop) => stop());
		backdrop.remove();
		delete el.dataset.state;
	};
}
