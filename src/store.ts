import { createStore } from 'zustand/vanilla';
import type { CartModuleData } from './cart-module-data.ts';

/** A header list as the server last showed it. */
export interface ListState {
	/** The module's sanitized inner HTML (toggle and panel), null until an island has read or fetched it. */
	html: string | null;
	/** Products in the list, from the module's `[data-product-id]` items. */
	ids: string[];
}

export type Politeness = 'polite' | 'assertive';

/**
 * What islands share. The server owns cart and lists; these are the last values it told us. Every
 * field has a reader (docs/architecture.md#the-shared-store lists them).
 */
export interface SharedState {
	token: string | null;
	cart: {
		/** Pieces in the cart, from the mini-cart badge or VirtueMart's cart module; null until known. */
		count: number | null;
		/** The mini-cart module's sanitized inner HTML. */
		html: string | null;
	};
	/** VirtueMart's cart module answer (`task=viewJS`), read: the stock cart modules show it; null until fetched. */
	cartModule: CartModuleData | null;
	compare: ListState;
	wishlist: ListState;
	/** Calls in flight, by request slot (`busySlot` of http.ts): islands show their busy state from it. */
	busy: Record<string, boolean>;
	/** What `announce()` said last (a new object each time, so a repeat is said again): the live regions show it. */
	announcement: { text: string; politeness: Politeness } | null;
	/**
	 * Opens the login modal with the server's message; registered by the login island while it is
	 * mounted. False when it cannot (no login form on the page): the caller then goes to the login page.
	 */
	openLogin: ((message?: string) => boolean) | null;
}

export const store = createStore<SharedState>()(() => ({
	token: null,
	cart: { count: null, html: null },
	cartModule: null,
	compare: { html: null, ids: [] },
	wishlist: { html: null, ids: [] },
	busy: {},
	announcement: null,
	openLogin: null,
}));

export function setBusy(kind: string, busy: boolean): void {
	if (Boolean(store.getState().busy[kind]) === busy) return;
	store.setState((state) => ({ busy: { ...state.busy, [kind]: busy } }));
}
