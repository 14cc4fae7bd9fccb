import { cancel } from '../../src/http.ts';
import { registerStrings } from '../../src/i18n.ts';
import { isList } from '../../src/lists.ts';
import { runListAction } from './list-action.ts';
import { strings } from './strings.ts';
import { isPlainClick } from '../../src/plain-click.ts';

registerStrings(strings);

/** An add/remove link of the compare list or the wishlist; without JavaScript it goes to the list page. */
export function mount(el: HTMLElement): () => void {
	const { list, action, productId = '', productName = '' } = el.dataset;
	if (!isList(list) || (action !== 'add' && action !== 'remove') || !productId) {
		console.warn('[vetrina:list-button] needs data-list, data-action and data-product-id', el);
		return () => {};
	}
	let busy = false;
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		// In flight: a second click must not add twice.
		if (busy) return;
		busy = true;
		el.setAttribute('aria-busy', 'true');
		runListAction({ list, action, productId, productName, source: 'list-button' }, el.dataset.ajax !== '0')
			.catch(() => {
				// Spec §8: a network error is logged only (http.ts did it).
			})
			.finally(() => {
				busy = false;
				el.removeAttribute('aria-busy');
			});
	};
	el.addEventListener('click', onClick);
	return () => {
		el.removeEventListener('click', onClick);
		cancel(list, productId);
	};
}
