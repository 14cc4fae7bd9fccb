import { prefersReducedMotion, scrollAbove } from '../../src/motion.ts';

const tabList = '.vp-tabs-nav, [role="tablist"]';

const paneOfTab = (tab: Element, root: ParentNode): HTMLElement | null => {
	const hash = tab.getAttribute('href') ?? '';
	return hash.length > 1 ? root.querySelector<HTMLElement>(`#${CSS.escape(decodeURIComponent(hash.slice(1)))}`) : null;
};

const tabLinks = '.vp-tabs-nav a[href^="#"], [role="tablist"] a[href^="#"]';
const tabsOf = (root: ParentNode) => [...root.querySelectorAll<HTMLAnchorElement>(tabLinks)].filter((tab) => paneOfTab(tab, root));

/**
 * Turns the theme's tab links and panes into WAI-ARIA tabs (one pane shown, arrow keys move between
 * tabs). The pane a page hash names opens first. Without JS every pane stays visible.
 */
export function enhanceTabs(root: ParentNode): void {
	const tabs = tabsOf(root);
	const first = tabs[0];
	if (!first) return;
	first.closest(tabList)!.setAttribute('role', 'tablist');
	const initial = tabs.find((tab) => tab.getAttribute('href') === location.hash) ?? first;
	for (const tab of tabs) {
		const pane = paneOfTab(tab, root)!;
		tab.id ||= `${pane.id}-tab`;
		tab.setAttribute('role', 'tab');
		tab.setAttribute('aria-controls', pane.id);
		pane.setAttribute('role', 'tabpanel');
		pane.setAttribute('aria-labelledby', tab.id);
		pane.tabIndex = 0;
	}
	select(initial, root);
}

function select(tab: HTMLAnchorElement, root: ParentNode): HTMLElement {
	for (const other of tabsOf(root)) {
		const chosen = other === tab;
		other.setAttribute('aria-selected', String(chosen));
		other.tabIndex = chosen ? 0 : -1;
		paneOfTab(other, root)!.hidden = !chosen;
	}
	return paneOfTab(tab, root)!;
}

/** A click on a tab or on a link to a pane ("show reviews"): true when it was ours to handle. */
export function openTabFor(link: HTMLAnchorElement, root: ParentNode): boolean {
	const tab = tabsOf(root).find((candidate) => candidate.getAttribute('href') === link.getAttribute('href'));
	if (!tab) return false;
	const pane = select(tab, root);
	if (link === tab) return true;
	// "Show reviews": the tab row comes into view below the header and the pane takes the focus.
	const tabs = tab.closest('.vp-tabs') ?? tab.closest(tabList)!;
	void scrollAbove(tabs, clearance(), prefersReducedMotion() ? 0 : 500).then(() => pane.focus({ preventScroll: true }));
	return true;
}

/** 50 px (docs/behaviour.md#constants-and-timings), plus the theme's sticky header, which stays over the top of the page once scrolled. */
function clearance(): number {
	const header = document.querySelector('[data-vetrina="sticky-header"]');
	return 50 + (header ? header.getBoundingClientRect().height : 0);
}

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs, automatic activation). */
export function onTabKey(event: KeyboardEvent, root: ParentNode): void {
	const tabs = tabsOf(root);
	const index = tabs.indexOf(event.target as HTMLAnchorElement);
	if (index < 0) return;
	const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
	const move = moves[event.key];
	const next = move === undefined ? undefined : tabs[(move + tabs.length) % tabs.length];
	if (!next) return;
	event.preventDefault();
	select(next, root);
	next.focus();
}
