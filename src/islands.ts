import type { ConfigKey } from './config.ts';
import type { Trigger } from './triggers.ts';

/** What an island's `index.ts` exports: mount enhances the element and returns its teardown. */
export interface IslandModule {
	mount(el: HTMLElement): (() => void) | undefined;
}

export interface IslandSpec {
	/** Stock VirtueMart markup where it exists, `[data-vetrina="<name>"]` for theme parts. */
	selector: string;
	/** Default load trigger; `data-on` on the mount point overrides it. */
	on: Trigger | ((el: Element) => Trigger);
	/** Config keys the island cannot work without. */
	needs: ConfigKey[];
	load: () => Promise<IslandModule>;
}

const theme = (name: string) => `[data-vetrina="${name}"]`;
const shop: ConfigKey[] = ['shopComponent', 'prefix'];
const themeCalls: ConfigKey[] = ['ajaxUri', 'baseUri', 'itemid'];
const isQuickView = () => new URLSearchParams(location.search).get('quickview') === '1';

/**
 * Islands come in groups that pages hold together (each `import()` is one chunk): a page fetches a few
 * files, not one per island and per module they share, and each file's gzip overhead is paid once.
 * Chunks of their own: the enhanced select and the carousel (Embla), which few pages have, stock
 * VirtueMart's cart module, and live search, whose code a test holds back on its own to type before it is ready.
 */
const page = () => import('../islands/groups/page.ts');
const catalogue = () => import('../islands/groups/catalogue.ts');
const cart = () => import('../islands/groups/cart.ts');
const from =
	(group: () => Promise<{ islands: Record<string, IslandModule> }>, name: string): IslandSpec['load'] =>
	() =>
		group().then((loaded) => loaded.islands[name]!);

export const islands: Record<string, IslandSpec> = {
	rating: { selector: theme('rating'), on: 'visible', needs: [], load: from(catalogue, 'rating') },
	// Load at once where the form is the page's purpose (detail page, quick-view frame); in listings when seen.
	'product-form': {
		selector: 'form.product',
		on: (el) => (el.closest('.productdetails-view') || isQuickView() ? 'load' : 'visible'),
		needs: shop,
		load: from(catalogue, 'product-form'),
	},
	// Stock VirtueMart's module, which theme pages do not have: a chunk of its own, not in the theme's page group.
	'vm-cart-module': { selector: '.vmCartModule', on: 'load', needs: shop, load: () => import('../islands/vm-cart-module/index.ts') },
	'mini-cart': { selector: theme('mini-cart'), on: 'load', needs: [...themeCalls, 'prefix'], load: from(page, 'mini-cart') },
	compare: { selector: theme('compare'), on: 'load', needs: themeCalls, load: from(page, 'compare') },
	wishlist: { selector: theme('wishlist'), on: 'load', needs: themeCalls, load: from(page, 'wishlist') },
	'list-button': {
		selector: `${theme('list-button')}[data-list][data-action][data-product-id]`,
		on: 'visible',
		needs: themeCalls,
		load: from(catalogue, 'list-button'),
	},
	login: { selector: theme('login'), on: 'load', needs: ['ajaxUri', 'itemid'], load: from(page, 'login') },
	'cookie-banner': { selector: theme('cookie-banner'), on: 'idle', needs: ['ajaxUri', 'itemid'], load: from(page, 'cookie-banner') },
	'checkout-form': { selector: '#checkoutForm', on: 'load', needs: shop, load: from(cart, 'checkout-form') },
	'state-select': { selector: 'select[id$="country_id_field"]', on: 'load', needs: shop, load: from(cart, 'state-select') },
	'live-search': { selector: `form${theme('live-search')}`, on: 'load', needs: ['prefix'], load: () => import('../islands/live-search/index.ts') },
	'search-overlay': { selector: theme('search-overlay'), on: 'load', needs: [], load: from(page, 'search-overlay') },
	offcanvas: { selector: theme('offcanvas'), on: 'idle', needs: [], load: from(page, 'offcanvas') },
	'mega-menu': { selector: theme('mega-menu'), on: 'idle', needs: [], load: from(page, 'mega-menu') },
	'sticky-header': { selector: theme('sticky-header'), on: 'idle', needs: [], load: from(page, 'sticky-header') },
	filters: { selector: theme('filters'), on: 'idle', needs: [], load: from(catalogue, 'filters') },
	'scroll-buttons': { selector: theme('scroll-buttons'), on: 'idle', needs: [], load: from(page, 'scroll-buttons') },
	switcher: { selector: `form${theme('switcher')}`, on: 'idle', needs: [], load: from(page, 'switcher') },
	carousel: { selector: `${theme('carousel')}[data-kind]`, on: 'visible', needs: [], load: () => import('../islands/carousel/index.ts') },
	'product-details': { selector: '.productdetails-view', on: 'load', needs: [], load: from(catalogue, 'product-details') },
	variants: {
		selector: '.cvselection, .avselection',
		on: (el) => (el.closest('.productdetails-view') ? 'load' : 'visible'),
		needs: [],
		load: from(catalogue, 'variants'),
	},
	'product-card': { selector: theme('product-card'), on: 'visible', needs: [], load: from(catalogue, 'product-card') },
	'quick-view': {
		selector: `${theme('quick-view')}[data-product-id][data-category-id]`,
		on: 'visible',
		needs: [...shop, 'baseUri', 'itemid'],
		load: from(catalogue, 'quick-view'),
	},
	'frame-modal': { selector: `${theme('frame-modal')}[data-url]`, on: 'visible', needs: [], load: from(catalogue, 'frame-modal') },
	'enhanced-select': {
		selector: 'select[data-vetrina="select"], select.vm-chzn-select',
		on: 'idle',
		needs: [],
		load: () => import('../islands/enhanced-select/index.ts'),
	},
};
