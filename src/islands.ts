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

/** One entry per island; each `import()` becomes its own chunk, fetched only when needed. */
export const islands: Record<string, IslandSpec> = {
	rating: { selector: theme('rating'), on: 'visible', needs: [], load: () => import('../islands/rating/index.ts') },
	// Load at once where the form is the page's purpose (detail page, quick-view frame); in listings when seen.
	'product-form': {
		selector: 'form.product',
		on: (el) => (el.closest('.productdetails-view') || isQuickView() ? 'load' : 'visible'),
		needs: shop,
		load: () => import('../islands/product-form/index.ts'),
	},
	'vm-cart-module': { selector: '.vmCartModule', on: 'load', needs: shop, load: () => import('../islands/vm-cart-module/index.ts') },
	'mini-cart': { selector: theme('mini-cart'), on: 'load', needs: [...themeCalls, 'prefix'], load: () => import('../islands/mini-cart/index.ts') },
	compare: { selector: theme('compare'), on: 'load', needs: themeCalls, load: () => import('../islands/compare/index.ts') },
	wishlist: { selector: theme('wishlist'), on: 'load', needs: themeCalls, load: () => import('../islands/wishlist/index.ts') },
	'list-button': {
		selector: `${theme('list-button')}[data-list][data-action][data-product-id]`,
		on: 'visible',
		needs: themeCalls,
		load: () => import('../islands/list-button/index.ts'),
	},
	login: { selector: theme('login'), on: 'load', needs: ['ajaxUri', 'itemid'], load: () => import('../islands/login/index.ts') },
	'cookie-banner': { selector: theme('cookie-banner'), on: 'idle', needs: ['ajaxUri', 'itemid'], load: () => import('../islands/cookie-banner/index.ts') },
	'checkout-form': { selector: '#checkoutForm', on: 'load', needs: shop, load: () => import('../islands/checkout-form/index.ts') },
	'state-select': { selector: 'select[id$="country_id_field"]', on: 'load', needs: shop, load: () => import('../islands/state-select/index.ts') },
	'live-search': { selector: `form${theme('live-search')}`, on: 'load', needs: ['prefix'], load: () => import('../islands/live-search/index.ts') },
	'search-overlay': { selector: theme('search-overlay'), on: 'load', needs: [], load: () => import('../islands/search-overlay/index.ts') },
	offcanvas: { selector: theme('offcanvas'), on: 'idle', needs: [], load: () => import('../islands/offcanvas/index.ts') },
	'mega-menu': { selector: theme('mega-menu'), on: 'idle', needs: [], load: () => import('../islands/mega-menu/index.ts') },
	'sticky-header': { selector: theme('sticky-header'), on: 'idle', needs: [], load: () => import('../islands/sticky-header/index.ts') },
	filters: { selector: theme('filters'), on: 'idle', needs: [], load: () => import('../islands/filters/index.ts') },
	'scroll-buttons': { selector: theme('scroll-buttons'), on: 'idle', needs: [], load: () => import('../islands/scroll-buttons/index.ts') },
	switcher: { selector: `form${theme('switcher')}`, on: 'idle', needs: [], load: () => import('../islands/switcher/index.ts') },
	carousel: { selector: `${theme('carousel')}[data-kind]`, on: 'visible', needs: [], load: () => import('../islands/carousel/index.ts') },
	'product-details': { selector: '.productdetails-view', on: 'load', needs: [], load: () => import('../islands/product-details/index.ts') },
	variants: {
		selector: '.cvselection, .avselection',
		on: (el) => (el.closest('.productdetails-view') ? 'load' : 'visible'),
		needs: [],
		load: () => import('../islands/variants/index.ts'),
	},
	'product-card': { selector: theme('product-card'), on: 'visible', needs: [], load: () => import('../islands/product-card/index.ts') },
	'quick-view': {
		selector: `${theme('quick-view')}[data-product-id][data-category-id]`,
		on: 'visible',
		needs: [...shop, 'baseUri', 'itemid'],
		load: () => import('../islands/quick-view/index.ts'),
	},
	'frame-modal': { selector: `${theme('frame-modal')}[data-url]`, on: 'visible', needs: [], load: () => import('../islands/frame-modal/index.ts') },
	'enhanced-select': {
		selector: 'select[data-vetrina="select"], select.vm-chzn-select',
		on: 'idle',
		needs: [],
		load: () => import('../islands/enhanced-select/index.ts'),
	},
};
