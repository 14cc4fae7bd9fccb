import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { announce } from '../../src/announce.ts';
import { subscribe } from '../../src/bus.ts';
import { readCartModule } from '../../src/cart-module-data.ts';
import { busySlot, cancel, requestJson } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { shopRoute } from '../../src/routes.ts';
import { store, type SharedState } from '../../src/store.ts';
import { joinSync } from '../../src/sync.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { readMarkup, walk } from '../../src/ui/server-markup.tsx';
import { CartModulePart } from './cart-module.tsx';
import { modulePartsOf, rowTemplate, shownPieces } from './module-markup.ts';
import { strings } from './strings.ts';

registerStrings(strings);

const SOURCE = 'vm-cart-module';

/**
 * Stock `mod_virtuemart_cart` (`.vmCartModule`): refreshed from VirtueMart's `task=viewJS` at mount and
 * when the page comes back from the back/forward cache (either may show a stale cart), and after every
 * cart change, here or in another tab. Each module keeps its own request slot, so two on one page both
 * refresh; the answer goes to the store, and every module's parts (React roots in its list, total, count
 * and link) show it. A failed or strange answer keeps what is shown.
 */
export function mount(el: HTMLElement): () => void {
	const template = rowTemplate(el);
	// The template is read whole: any of its elements may be named by a field of the answer.
	const templateNode = template?.parentElement
		? ([...walk(readMarkup(template.parentElement, () => true))].find(([node]) => node.source === template)?.[0] ?? null)
		: null;
	let pieces = shownPieces(el);
	// Busy while its call is in flight, as the request layer says (a newer refresh replaces an older one).
	const slot = busySlot('cart-module', el);
	const showBusy = ({ busy }: SharedState) => (busy[slot] ? el.setAttribute('aria-busy', 'true') : el.removeAttribute('aria-busy'));
	const unsubscribeBusy = store.subscribe(showBusy);
	const roots: Array<() => void> = [];
	flushSync(() => {
		for (const [part, kind] of modulePartsOf(el))
			roots.push(renderIsland(part, SOURCE, createElement(CartModulePart, { kind, printed: readMarkup(part, () => false), template: templateNode })));
	});

	async function refresh(): Promise<void> {
		try {
			const answer = await requestJson<unknown>({ kind: 'cart-module', key: el, source: SOURCE, url: shopRoute('cartModule') });
			const data = readCartModule(answer);
			if (!data) {
				console.error(`[vetrina:${SOURCE}] not VirtueMart's viewJS answer: kept what is shown`);
				return;
			}
			if (!el.isConnected) return;
			// One announcement per change, though several cart modules (or the theme's) show it.
			if (data.totalProduct !== pieces && store.getState().cart.count !== data.totalProduct)
				announce(t('vm-cart-module.count', { count: data.totalProduct }), 'polite');
			pieces = data.totalProduct;
			store.setState(({ cart }) => ({ cart: { ...cart, count: data.totalProduct }, cartModule: data }));
		} catch {
			// Superseded by a newer refresh, or failed: http.ts has logged and published it.
		}
	}

	const unsubscribe = subscribe('cart:updated', () => void refresh());
	const leaveSync = joinSync();
	const unlisten = listen(window, { pageshow: (event) => event.persisted && void refresh() });
	void refresh();
	return () => {
		unsubscribe();
		leaveSync();
		unlisten();
		cancel('cart-module', el);
		unsubscribeBusy();
		for (const unrender of roots) unrender();
		el.removeAttribute('aria-busy');
	};
}
