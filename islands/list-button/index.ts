import { isBusy, showBusy } from '../../src/busy.ts';
import { cancel } from '../../src/http.ts';
import { registerStrings } from '../../src/i18n.ts';
import { isList } from '../../src/lists.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { watch } from '../../src/store.ts';
import { inList, resumeAdd } from '../../src/stores/lists.ts';
import { runListAction } from './list-action.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * An add/remove link of the compare list or the wishlist; without JavaScript it goes to the list page.
 * A behaviour, not a React root: the mount point is the control itself, and what it shows from the
 * store is its own product's state, `data-in-list` (the product is in the list) and `aria-busy` (its
 * call in flight), each written only when it changes (a listing has ~100 buttons). Its result dialogs
 * are React (`showMessage`).
 */
export function mount(el: HTMLElement): () => void {
	const { list, action, productId = '', productName = '' } = el.dataset;
	if (!isList(list) || (action !== 'add' && action !== 'remove') || !productId) {
		console.warn('[vetrina:list-button] needs data-list, data-action and data-product-id', el);
		return () => {};
	}
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		// In flight: a second click must not add twice.
		if (isBusy(list, productId)) return;
		runListAction({ list, action, productId, productName, source: 'list-button' }, el.dataset.ajax !== '0').catch(() => {
			// docs/behaviour.md#error-catalogue: a network error is logged only (http.ts did it).
		});
	};
	const stops = [
		watch(inList(list, productId), (listed) => el.toggleAttribute('data-in-list', listed)),
		// Every button of this product and list shares the call's slot: all show it busy.
		showBusy(el, list, productId),
	];
	el.addEventListener('click', onClick);
	// Back from the login a guest's add asked for: the add is sent now (once, by the first list island).
	resumeAdd();
	return () => {
		el.removeEventListener('click', onClick);
		for (const stop of stops) stop();
		cancel(list, productId);
		el.removeAttribute('data-in-list');
	};
}
