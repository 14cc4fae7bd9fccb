import { cancel, isBusy, showBusy } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { isList, type ListCall } from '../../src/lists/calls.ts';
import { inList } from '../../src/lists/state.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { store, watch } from '../../src/store.ts';
import { resumeAdd } from '../../src/lists/actions.ts';
import { runListAction } from './list-action.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * An add/remove link of the compare list or the wishlist; without JavaScript it goes to the list page.
 * A behaviour, not a React root: the mount point is the control itself, and what it shows from the
 * store is its own product's state, written only when it changes (a listing has ~100 buttons): `aria-busy`
 * (its call in flight) and, on an add button, whether the product is in the list. That one is a toggle button
 * (WAI-ARIA APG): its label stays, `aria-pressed`, its look (`data-in-list`) and its tooltip say the product is
 * in the list, and a second press takes it out. The state is the store's (the header module's list, fetched
 * for a page the cache kept, followed across tabs), so a cached page shows this shopper's. Its result dialogs
 * are React (`showMessage`).
 */
export function mount(el: HTMLElement): () => void {
	const { list, action, productId = '', productName = '' } = el.dataset;
	if (!isList(list) || (action !== 'add' && action !== 'remove') || !productId) {
		console.warn('[vetrina:list-button] needs data-list, data-action and data-product-id', el);
		return () => {};
	}
	const toggle = action === 'add';
	const saved = { role: el.getAttribute('role'), title: el.getAttribute('title') };
	let listed = inList(list, productId)(store.getState());
	const press = () => {
		// In flight: a second press must not add twice.
		if (isBusy(list, productId)) return;
		const call: ListCall = { list, action: toggle && listed ? 'remove' : action, productId, productName, source: 'list-button' };
		// A toggle's removal stays on the page, whatever the server's answer points at.
		runListAction(call, toggle || el.dataset.ajax !== '0').catch(() => {
			// docs/behaviour.md#error-catalogue: a network error is logged only (http.ts did it).
		});
	};
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		press();
	};
	// A link that is a button answers Space as a button does (Enter it answers as a link already).
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key !== ' ') return;
		event.preventDefault();
		press();
	};
	const show = (inTheList: boolean) => {
		listed = inTheList;
		el.toggleAttribute('data-in-list', inTheList);
		if (!toggle) return;
		el.setAttribute('aria-pressed', String(inTheList));
		el.title = inTheList ? t(`list-button.in.${list}`) : (saved.title ?? '');
	};
	if (toggle) el.setAttribute('role', 'button');
	const stops = [
		watch(inList(list, productId), show),
		// Every button of this product and list shares the call's slot: all show it busy.
		showBusy(el, list, productId),
	];
	show(listed);
	el.addEventListener('click', onClick);
	if (toggle) el.addEventListener('keydown', onKeyDown);
	// Back from the login a guest's add asked for: the add is sent now (once, by the first list island).
	resumeAdd();
	return () => {
		el.removeEventListener('click', onClick);
		el.removeEventListener('keydown', onKeyDown);
		for (const stop of stops) stop();
		cancel(list, productId);
		el.removeAttribute('data-in-list');
		el.removeAttribute('aria-pressed');
		for (const [attribute, value] of Object.entries(saved)) {
			if (value === null) el.removeAttribute(attribute);
			else el.setAttribute(attribute, value);
		}
	};
}
