/** Sidebar filters: the toggle collapses and expands the panel it controls (aria-expanded). */
export function mount(aside: HTMLElement): () => void {
	const toggle = aside.querySelector<HTMLButtonElement>('.vp-filters-toggle, [data-filters-toggle]');
	const panelId = toggle?.getAttribute('aria-controls');
	const panel = panelId ? document.getElementById(panelId) : aside.querySelector<HTMLElement>('.vp-filters-body');
	if (!toggle || !panel) return () => {};
	if (!panel.id) return () => {};
	toggle.setAttribute('aria-controls', panel.id);
	const apply = (expanded: boolean) => {
		toggle.setAttribute('aria-expanded', String(expanded));
		panel.hidden = !expanded;
		aside.dataset.state = expanded ? 'expanded' : 'collapsed';
	};
	const onClick = () => apply(toggle.getAttribute('aria-expanded') !== 'true');
	apply(toggle.getAttribute('aria-expanded') !== 'false' && !panel.hidden);
	toggle.addEventListener('click', onClick);
	return () => {
		toggle.removeEventListener('click', onClick);
		delete aside.dataset.state;
	};
}
