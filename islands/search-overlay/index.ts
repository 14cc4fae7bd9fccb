import { disclosure } from '../../src/disclosure.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { scrollToTop } from '../../src/motion.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

/** Under this width (docs/behaviour.md#live-search), opening the search scrolls the page to the top. */
const SMALL_SCREEN = 992;

/** Header search overlay: a disclosure opened by the show-search control, closed by its close button or Esc. */
export function mount(el: HTMLElement): () => void {
	const opener = el.querySelector<HTMLElement>('.vp-search-open, [data-search-open]');
	const panel = el.querySelector<HTMLElement>('.vp-search-panel, [data-search-panel]');
	const closer = el.querySelector<HTMLElement>('.vp-search-close, [data-search-close]');
	if (!opener || !panel) return () => {};
	closer?.setAttribute('title', t('search-overlay.close'));
	const overlay = disclosure(el, {
		toggle: () => opener,
		panel: () => panel,
		// The overlay stays open while the shopper looks elsewhere; Esc or the close button close it.
		closeOnLeave: false,
		initiallyOpen: !panel.hidden,
		onChange(open) {
			if (!open) return;
			if (innerWidth < SMALL_SCREEN) void scrollToTop(0);
			panel.querySelector<HTMLElement>('input[name="keyword"], input:not([type="hidden"])')?.focus({ preventScroll: true });
		},
	});
	const unlisten = listen(closer, { click: () => overlay.close() });
	return () => {
		unlisten();
		overlay.teardown();
	};
}
