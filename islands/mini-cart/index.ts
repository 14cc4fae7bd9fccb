import { createElement } from 'react';
import { cancel } from '../../src/http.ts';
import { registerStrings } from '../../src/i18n.ts';
import { seedModule } from '../../src/header-module.ts';
import { store } from '../../src/store.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { MiniCart } from './mini-cart.tsx';
import { REMOVE_KIND } from './remove-line.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** The header mini-cart (React): the module's count badge and lines from the store, line removal. */
export function mount(el: HTMLElement): () => void {
	seedModule('cart', el);
	const unmount = renderIsland(el, 'mini-cart', createElement(MiniCart, { container: el }));
	return () => {
		unmount();
		for (const [slot, busy] of Object.entries(store.getState().busy)) if (busy && slot.startsWith(`${REMOVE_KIND}:`)) cancel(slot);
	};
}
