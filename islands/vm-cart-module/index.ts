import { announce } from '../../src/announce.ts';
import { subscribe } from '../../src/bus.ts';
import { busySlot, cancel, requestJson } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { shopRoute } from '../../src/routes.ts';
import { store, type SharedState } from '../../src/store.ts';
import { joinSync } from '../../src/sync.ts';
import { readCartModule } from './cart-data.ts';
import { renderCartModule, rowTemplate, shownPieces } from './render.ts';
import { strings } from './strings.ts';

registerStrings(strings);

const SOURCE = 'vm-cart-module';

/**
 * Stock `mod_virtuemart_cart` (`.vmCartModule`): refreshed from VirtueMart's `task=viewJS` at mount and
 * when the page comes back from the back/forward cache (either may show a stale cart), and after every
 * cart change, here or in another tab. Each module keeps
 * its own request slot, so two on one page both refresh. A failed or strange answer keeps what is shown.
 */
export function mount(el: HTMLElement): () => void {
	const template = rowTemplate(el);
	let pieces = shownPieces(el);
	// Busy while its call is in flight, as the request layer says (a newer refresh replaces an older one).
	const slot = busySlot('cart-module', el);
	const showBusy = ({ busy }: SharedState) => (busy[slot] ? el.setAttribute('aria-busy', 'true') : el.removeAttribute('aria-busy'));
	const unsubscribeBusy = store.subscribe(showBusy);

	async function refresh(): Promise<void> {
		try {
			const answer = await requestJson<unknown>({ kind: 'cart-module', key: el, source: SOURCE, url: shopRoute('cartModule') });
			const data = readCartModule(answer);
			if (!data) {
				console.error(`[vetrina:${SOURCE}] not VirtueMart's viewJS answer: kept what is shown`);
				return;
			}
			if (!el.isConnected) return;
			renderCartModule(el, template, data);
			// One announcement per change, though several cart modules (or the theme's) show it.
			if (data.totalProduct !== pieces && store.getState().cart.count !== data.totalProduct)
				announce(t('vm-cart-module.count', { count: data.totalProduct }), 'polite');
			pieces = data.totalProduct;
			store.setState(({ cart }) => ({ cart: { ...cart, count: data.totalProduct } }));
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
		el.removeAttribute('aria-busy');
	};
}
