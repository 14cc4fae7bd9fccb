/** The cart as the server last told it: the shape of the store's `cart` slice and what islands pick from it. */

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

/**
 * One line of VirtueMart's `task=viewJS` answer (`VirtueMartCart::prepareAjaxData`) as the cart's actions
 * read it, as hostile data: only the fields the module shows, each checked.
 */
export interface CartModuleRow {
	/** Each field VirtueMart sends, as text or HTML, by the class of the element that shows it. */
	fields: Map<string, string>;
	quantity: number;
}

export interface CartModuleData {
	rows: CartModuleRow[];
	totalProduct: number;
	billTotal: string;
	totalProductTxt: string;
	cartShow: string;
}
