import { mountHeaderModule, shownCount } from '../../src/header-module.ts';
import { cancel } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { store } from '../../src/store.ts';
import { removeLine } from './remove-line.ts';
import { strings } from './strings.ts';
import { isPlainClick } from '../../src/plain-click.ts';

registerStrings(strings);

/** The header mini-cart: fresh on load and after every cart change, with line removal. */
export function mount(el: HTMLElement): () => void {
	const module = mountHeaderModule(el, {
		module: 'vp_mini_cart',
		source: 'mini-cart',
		countText: (count) => t('mini-cart.count', { count }),
		// The header badge shows the server's count; the store shares it with other islands.
		onRender: (root) => store.setState({ cartCount: shownCount(root) }),
	});
	const removing = new Set<string>();
	const onClick = (event: MouseEvent) => {
		const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cart-product-id]') : null;
		if (!link || !el.contains(link) || !isPlainClick(event)) return;
		event.preventDefault();
		const key = link.dataset.cartProductId ?? '';
		// A double click must not send the removal twice.
		if (removing.has(key)) return;
		removing.add(key);
		void removeLine(link).finally(() => removing.delete(key));
	};
	el.addEventListener('click', onClick);
	// Spec §4: the mini-cart is refreshed on page load (the page may come from a cache).
	void module.refresh();
	return () => {
		el.removeEventListener('click', onClick);
		module.teardown();
		for (const key of removing) cancel('cart-remove', key);
	};
}
