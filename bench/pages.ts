/** The reference shop's pages the bench measures. */
export interface PageType {
	id: 'home' | 'category' | 'product' | 'cart';
	label: string;
	path: string;
	/** The page shows a cart line (added by a form post before loading). */
	cart?: boolean;
}

/** A product with a select and a radio option (live price) and no variants. */
export const PRODUCT_WITH_OPTIONS = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';
/** A product whose variant selects update the page in place (`data-dynamic-update`). */
export const PRODUCT_WITH_VARIANTS = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-1pz-detail';
export const CART = '/index.php?option=com_virtuemart&view=cart';

export const pageTypes: PageType[] = [
	{ id: 'home', label: 'home', path: '/' },
	// 49 products under this category: limit=48 fills a page with 48 cards.
	{ id: 'category', label: 'category (48 cards)', path: '/prodotti/fissaggi-e-tasselli?limit=48' },
	{ id: 'product', label: 'product', path: PRODUCT_WITH_OPTIONS },
	{ id: 'cart', label: 'cart (1 line)', path: CART, cart: true },
];
