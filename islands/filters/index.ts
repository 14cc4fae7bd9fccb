import { disclosure } from '../../src/disclosure.ts';

/** Sidebar filters: the toggle collapses and expands the panel it controls (a disclosure section). */
export function mount(aside: HTMLElement): () => void {
	const toggle = aside.querySelector<HTMLButtonElement>('.vp-filters-toggle, [data-filters-toggle]');
	const panelId = toggle?.getAttribute('aria-controls');
	const panel = panelId ? document.getElementById(panelId) : aside.querySelector<HTMLElement>('.vp-filters-body');
	if (!toggle || !panel?.id) return () => {};
	toggle.setAttribute('aria-controls', panel.id);
	const section = disclosure(aside, {
		toggle: () => toggle,
		panel: () => panel,
		state: { key: 'state', values: ['collapsed', 'expanded'] },
		closeOnLeave: false,
		closeOnEscape: false,
		initiallyOpen: toggle.getAttribute('aria-expanded') !== 'false' && !panel.hidden,
	});
	return () => section.teardown();
}
