/** The compare list and the wishlist as the server last showed them: the store's `compare` and `wishlist` slices. */

/** The compare list and the wishlist: one implementation, parameterised by their differences. */
export type List = 'compare' | 'wishlist';

/** A header list as the server last showed it. */
export interface ListState {
	/** The module's sanitized inner HTML (toggle and panel), null until a refresh brought it. */
	html: string | null;
	/** Products in the list, from the module's `[data-product-id]` items. */
	ids: string[];
}

/** Picks whether the list holds the product. */
export const inList =
	(list: List, productId: string) =>
	(state: Record<List, ListState>): boolean =>
		state[list].ids.includes(productId);
