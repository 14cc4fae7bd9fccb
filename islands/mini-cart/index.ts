import { createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { showMiniCart } from '../../src/cart/actions.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { MiniCart } from './mini-cart.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** The header mini-cart (React): the module's count badge and lines from the store, line removal. */
export function mount(el: HTMLElement): () => void {
	// Shown: the cart store refreshes its module now (docs/behaviour.md#header-lists: the page may come from a cache) and after every change.
	const hide = showMiniCart(el, 'mini-cart.count');
	const unmount = renderIsland(el, 'mini-cart', createElement(MiniCart, { container: el }));
	return () => {
		unmount();
		hide();
	};
}
