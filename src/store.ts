import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartState } from './cart/state.ts';
import type { ListState } from './lists/state.ts';

/**
 * What islands share: data only, each slice written by its one owner (docs/architecture.md#the-shared-store).
 * The server owns cart and lists: these are the last values it told us.
 */
export interface SharedState {
	/** Written by the cart's actions (src/cart/actions.ts). */
	cart: CartState;
	/** Written by the lists' actions (src/lists/actions.ts). */
	compare: ListState;
	wishlist: ListState;
	/** Calls in flight, by request slot: written by the request layer (src/http.ts). */
	busy: Record<string, boolean>;
}

/** The store as islands see it: read and subscribed to, never written. */
export const store: Pick<StoreApi<SharedState>, 'getState' | 'getInitialState' | 'subscribe'> = createStore<SharedState>()(() => ({
	cart: { count: null, html: null, module: null },
	compare: { html: null, ids: [] },
	wishlist: { html: null, ids: [] },
	busy: {},
}));

/**
 * Writes the store: for the slices' owners only (src/cart/, src/lists/, src/http.ts), which a test holds to;
 * other tests reach the state through test/unit/shared-state.ts.
 */
export const writeShared = (store as StoreApi<SharedState>).setState;

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

/** A React island's view of the store: re-renders only when what `selector` picks changes. */
export function useShared<T>(selector: (state: SharedState) => T): T {
	return useStore(store, selector);
}
