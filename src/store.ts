import { createStore } from 'zustand/vanilla';
import type { CartModuleData } from './cart-module-data.ts';

/** A header list as the server last showed it. */
export interface ListState {
	/** The module's sanitized inner HTML (toggle and panel), null until a refresh brought it. */
	html: string | null;
	/** Products in the list, from the module's `[data-product-id]` items. */
	ids: string[];
}

export interface CartState {
	/** Pieces in the cart, from VirtueMart's cart module answer or the mini-cart badge; null until known. */
	count: number | null;
	/** The theme mini-cart module's sanitized inner HTML. */
	html: string | null;
	/** VirtueMart's cart module answer (`task=viewJS`), read: the stock cart modules show it; null until fetched. */
	module: CartModuleData | null;
}

/**
 * What islands share: data only, each slice written by its one owner (docs/architecture.md#the-shared-store).
 * The server owns cart and lists: these are the last values it told us.
 */
export interface SharedState {
	/** Written by the cart's actions (src/stores/cart.ts). */
	cart: CartState;
	/** Written by the lists' actions (src/stores/lists.ts). */
	compare: ListState;
	wishlist: ListState;
	/** Calls in flight, by request slot: written by the request layer (src/busy.ts). */
	busy: Record<string, boolean>;
}

export const store = createStore<SharedState>()(() => ({
	cart: { count: null, html: null, module: null },
	compare: { html: null, ids: [] },
	wishlist: { html: null, ids: [] },
	busy: {},
}));

/**
 * Calls `show` with what `select` picks from the store, now and whenever that changes (not on every
 * change of the store): a behaviour, which draws no React, writes its element only when its value differs.
 */
export function watch<T>(select: (state: SharedState) => T, show: (value: T) => void): () => void {
	let shown = select(store.getState());
	show(shown);
	return store.subscribe((state) => {
		const value = select(state);
		if (Object.is(value, shown)) return;
		shown = value;
		show(value);
	});
}
