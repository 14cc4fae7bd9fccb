import { uniqueId } from '../../src/ids.ts';
import { listen } from '../../src/listen.ts';

/** The tab a key moves to from tab `at` of `count`: arrows wrap around, as the pattern has it. */
const MOVES: Record<string, (at: number, count: number) => number> = {
	ArrowRight: (at, count) => (at + 1) % count,
	ArrowLeft: (at, count) => (at - 1 + count) % count,
	Home: () => 0,
	End: (_, count) => count - 1,
};

/**
 * VirtueMart's account pages (an order's details, the shopper's account, the invoice) print their sections as
 * `#ui-tabs > .tabs[title]`, which its `vmtabs.js` made tabs; bs5's stylesheet hides the second section for
 * them, so without that script an order's status history or an account's addresses were out of reach. Here
 * they are tabs again, in the WAI-ARIA pattern: a tab list drawn in the room vetrina.css keeps for it from the
 * first paint, one section shown, arrows, Home and End moving between the tabs. A single section gets its tab
 * too, as VirtueMart's script gave it: the tab is its name.
 */
export function mount(container: HTMLElement): () => void {
	const pages = [...container.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('tabs'));
	if (!pages.length) return () => {};
	const served = pages.map((page) => ({ id: page.id, title: page.title }));
	const list = document.createElement('div');
	list.className = 'vetrina-tabs';
	list.setAttribute('role', 'tablist');
	const tabs = pages.map((page, index) => {
		const tab = document.createElement('button');
		tab.type = 'button';
		tab.id = uniqueId('vetrina-tab');
		tab.setAttribute('role', 'tab');
		tab.textContent = page.title || String(index + 1);
		page.id ||= uniqueId('vetrina-tabpanel');
		tab.setAttribute('aria-controls', page.id);
		page.setAttribute('role', 'tabpanel');
		page.setAttribute('aria-labelledby', tab.id);
		page.tabIndex = 0;
		// The tab names it now: as a title, it was a tooltip over the whole section.
		page.removeAttribute('title');
		return tab;
	});
	list.append(...tabs);
	container.prepend(list);

	const select = (chosen: number, focus = false) => {
		tabs.forEach((tab, index) => {
			tab.setAttribute('aria-selected', String(index === chosen));
			tab.tabIndex = index === chosen ? 0 : -1;
			pages[index]!.hidden = index !== chosen;
		});
		if (focus) tabs[chosen]!.focus();
	};
	// A link to a place in a later section opens its tab.
	const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
	select(Math.max(target ? pages.findIndex((page) => page.contains(target)) : -1, 0));

	const stop = listen(list, {
		click: (event) => {
			const at = tabs.indexOf((event.target as Element).closest('[role="tab"]') as HTMLButtonElement);
			if (at >= 0) select(at);
		},
		keydown: (event) => {
			const at = tabs.indexOf(event.target as HTMLButtonElement);
			const move = MOVES[event.key];
			if (at < 0 || !move) return;
			event.preventDefault();
			select(move(at, tabs.length), true);
		},
	});
	// A field the browser finds invalid as the account's form is sent must be seen to be fixed: its tab opens.
	const stopInvalid = listen(
		container,
		{
			invalid: (event) => {
				const at = pages.findIndex((page) => page.contains(event.target as Node));
				if (pages[at]?.hidden) select(at);
			},
		},
		{ capture: true },
	);
	container.dataset.tabs = 'ready';
	return () => {
		stop();
		stopInvalid();
		list.remove();
		delete container.dataset.tabs;
		pages.forEach((page, index) => {
			for (const name of ['role', 'aria-labelledby', 'tabindex']) page.removeAttribute(name);
			page.hidden = false;
			page.id = served[index]!.id;
			if (!page.id) page.removeAttribute('id');
			if (served[index]!.title) page.title = served[index]!.title;
		});
	};
}
