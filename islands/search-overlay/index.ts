import { registerStrings, t } from '../../src/i18n.ts';
import { scrollToTop } from '../../src/motion.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

/** Spec §9: under this width, opening the search scrolls the page to the top. */
const SMALL_SCREEN = 992;

/** Header search overlay: a disclosure opened by the show-search control, closed by its close button or Esc. */
export function mount(el: HTMLElement): () => void {
	const opener = el.querySelector<HTMLElement>('.vp-search-open, [data-search-open]');
	const panel = el.querySelector<HTMLElement>('.vp-search-panel, [data-search-panel]');
	const closer = el.querySelector<HTMLElement>('.vp-search-close, [data-search-close]');
	if (!opener || !panel) return () => {};
	if (opener instanceof HTMLAnchorElement) opener.setAttribute('role', 'button');
	opener.setAttribute('aria-expanded', 'false');
	closer?.setAttribute('title', t('search-overlay.close'));

	const open = () => {
		panel.hidden = false;
		el.dataset.state = 'open';
		opener.setAttribute('aria-expanded', 'true');
		if (innerWidth < SMALL_SCREEN) void scrollToTop(0);
		panel.querySelector<HTMLElement>('input[name="keyword"], input:not([type="hidden"])')?.focus({ preventScroll: true });
	};
	const close = () => {
		if (panel.hidden) return;
		const hadFocus = panel.contains(document.activeElement);
		panel.hidden = true;
		el.dataset.state = 'closed';
		opener.setAttribute('aria-expanded', 'false');
		if (hadFocus) opener.focus();
	};
	const onOpen = (event: Event) => {
		event.preventDefault();
		if (panel.hidden) open();
		else close();
	};
	const onOpenKey = (event: KeyboardEvent) => {
		if (event.key === ' ' && opener instanceof HTMLAnchorElement) onOpen(event);
	};
	const onClose = () => close();
	const onKeydown = (event: KeyboardEvent) => {
		if (event.key === 'Escape' && !panel.hidden) close();
	};
	const unlisten = [listen(opener, { click: onOpen, keydown: onOpenKey }), listen(closer, { click: onClose }), listen(el, { keydown: onKeydown })];
	el.dataset.state = panel.hidden ? 'closed' : 'open';
	return () => {
		unlisten.forEach((stop) => stop());
		if (opener instanceof HTMLAnchorElement) opener.removeAttribute('role');
		delete el.dataset.state;
	};
}
