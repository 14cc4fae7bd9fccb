/** The cart as the server last told it: the shape of the store's `cart` slice and what islands pick from it. */
import type { CartModuleData } from './module-answer.ts';

export interface CartState {
	/** Pieces in the cart, from VirtueMart's cart module answer or the mini-cart badge; null until known. */
	count: number | null;
	/** The theme mini-cart module's sanitized inner HTML. */
	html: string | null;
	/** VirtueMart's cart module answer (`task=viewJS`), read: the stock cart modules show it; null until fetched. */
	module: CartModuleData | null;
}

/** Picks VirtueMart's cart module answer (null until fetched). */
export const cartModule = (state: { cart: CartState }): CartModuleData | null => state.cart.module;
