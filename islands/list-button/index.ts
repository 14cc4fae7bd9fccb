import { busySlot, cancel } from '../../src/http.ts';
import { registerStrings } from '../../src/i18n.ts';
import { isList } from '../../src/lists.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { store, type SharedState } from '../../src/store.ts';
import { runListAction } from './list-action.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * An add/remove link of the compare list or the wishlist; without JavaScript it goes to the list page.
 * A behaviour, not a React root: the mount point is the control itself, and what it shows from the
 * store is its own state, `data-in-list` (the product is in the list, from the list's ids) and
 * `aria-busy` (its call in flight). Its result dialogs are React (`showMessage`).
 */
export function mount(el: HTMLElement): () => void {
	const { list, action, productId = '', productName = '' } = el.dataset;
	if (!isList(list) || (action !== 'add' && action !== 'remove') || !productId) {
		console.warn('[vetrina:list-button] needs data-list, data-action and data-product-id', el);
		return () => {};
	}
	// Every button of this product and list shares the call's slot: all show it busy.
	const slot = busySlot(list, productId);
	const show = (state: SharedState) => {
		el.toggleAttribute('data-in-list', state[list].ids.includes(productId));
		if (state.busy[slot]) el.setAttribute('aria-busy', 'true');
		else el.removeAttribute('aria-busy');
	};
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		// In flight: a second click must not add twice.
		if (store.getState().busy[slot]) return;
		runListAction({ list, action, productId, productName, source: 'list-button' }, el.dataset.ajax !== '0').catch(() => {
			// docs/behaviour.md#error-catalogue: a network error is logged only (http.ts did it).
		});
	};
	show(store.getState());
	const unsubscribe = store.subscribe(show);
	el.addEventListener('click', onClick);
	return () => {
		el.removeEventListener('click', onClick);
		unsubscribe();
		cancel(list, productId);
		el.removeAttribute('data-in-list');
		el.removeAttribute('aria-busy');
	};
}
