import type { ConfigKey } from './config.ts';
import { fieldTitle } from './field-title.ts';
import { pageMayBeStale } from './page-freshness.ts';
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
	/** Config keys the island cannot work without, if any. */
	needs?: ConfigKey[];
	/** The chunk carrying its code (build.mjs names it): preloaded with the core when the island is due. */
	chunk: string;
	load: () => Promise<IslandModule>;
	/** What the mount point's server markup lacks for the shopper while its island waits, added at once. */
	prepare?: (el: HTMLElement) => void;
}

const theme = (name: string) => `[data-vetrina="${name}"]`;
const shop: ConfigKey[] = ['shopComponent', 'prefix'];
const themeCalls: ConfigKey[] = ['ajaxUri', 'baseUri', 'itemid'];
/** What the plugin's own calls (login, consent) need. */
const pluginCalls: ConfigKey[] = ['ajaxUri', 'itemid'];
/**
 * The links VirtueMart opens in FancyBox (its `popups` inline script), or on bs3 in a collapsed frame below
 * (`a.iframe-src`, its page in `data-href`): their pages are printed for a frame (`tmpl=component`).
 */
const virtueMartPopupLinks = 'a.printModal,a.manuModal,a.ask-a-question,a.recommened-to-friend,a.iframe-src[data-href]';
const isQuickView = () => new URLSearchParams(location.search).get('quickview') === '1';
/**
 * A product form's, or a control's in it: a detail page's at the browser's first idle moment or the shopper's
 * first press, whichever comes first (its server markup works and shows the right prices, and the core's
 * evaluation then comes after the page's largest paint); at once in the quick-view frame, which shows nothing
 * else; a listing card's when seen, so that a listing's load brings no core for cards not scrolled to.
 */
const withProductForm = (el: Element): Trigger => (isQuickView() ? 'load' : el.closest('.productdetails-view') ? 'idle' : 'visible');
/**
 * A card's option select waits to be seen, and VirtueMart's own script (Chosen) hid it behind a widget: until the
 * island comes, a screen reader meets the select, which VirtueMart names only by the title printed beside it.
 */
function namedByFieldTitle(select: HTMLElement): void {
	const title = !select.hasAttribute('aria-label') && !(select as HTMLSelectElement).labels?.length && fieldTitle(select);
	if (title) select.setAttribute('aria-label', title);
}
/** A header list printed the same for every shopper (Joomla's page cache keeps it) is fetched at once. */
const printedForAll = (el: Element): Trigger => (el.getAttribute('data-refresh') === 'load' ? 'load' : 'shared');

/**
 * Islands come in groups that pages hold together (each `import()` is one chunk, plus the core every chunk
 * shares, `src/core.ts`): a page fetches a few files, not one per island. Chunks of their own: the enhanced
 * select and the carousel (with Embla), which few pages have, stock VirtueMart's cart module, which theme
 * pages do not have, and live search, whose code a test holds back on its own to type before it is ready.
 * `chunk` names the file the registry preloads (`src/preload.ts`).
 */
const groups = {
	page: () => import('../islands/groups/page.ts'),
	catalogue: () => import('../islands/groups/catalogue.ts'),
	cart: () => import('../islands/groups/cart.ts'),
	stock: () => import('../islands/groups/stock.ts'),
};
const from = (group: keyof typeof groups, name: string): Pick<IslandSpec, 'chunk' | 'load'> => ({
	chunk: group,
	load: () => groups[group]().then((loaded) => (loaded.islands as Record<string, IslandModule>)[name]!),
});
/** A theme part's island (`[data-vetrina="<name>"]`), from a group. */
const themed = (group: keyof typeof groups, name: string, on: IslandSpec['on'], needs?: ConfigKey[]): IslandSpec => ({
	selector: theme(name),
	on,
	needs,
	...from(group, name),
});

export const islands: Record<string, IslandSpec> = {
	rating: themed('catalogue', 'rating', 'visible'),
	'product-form': {
		selector: 'form.product',
		on: withProductForm,
		needs: shop,
		...from('catalogue', 'product-form'),
	},
	// Stock VirtueMart's module, which theme pages do not have: a chunk of its own, not in the theme's page group.
	// At once where the page may show an older cart than the server's.
	'vm-cart-module': {
		selector: '.vmCartModule',
		on: () => (pageMayBeStale() ? 'load' : 'shared'),
		needs: shop,
		chunk: 'vm-cart-module',
		load: () => import('../islands/vm-cart-module/index.ts'),
	},
	'mini-cart': { selector: theme('mini-cart'), on: 'load', needs: [...themeCalls, 'prefix'], ...from('page', 'mini-cart') },
	compare: themed('page', 'compare', printedForAll, themeCalls),
	wishlist: themed('page', 'wishlist', printedForAll, themeCalls),
	'list-button': {
		selector: `${theme('list-button')}[data-list][data-action][data-product-id]`,
		on: 'visible',
		needs: themeCalls,
		...from('catalogue', 'list-button'),
	},
	login: themed('page', 'login', 'shared', pluginCalls),
	'cookie-banner': themed('page', 'cookie-banner', 'shared', pluginCalls),
	'checkout-form': { selector: '#checkoutForm', on: 'load', needs: shop, ...from('cart', 'checkout-form') },
	'state-select': { selector: 'select[id$="country_id_field"]', on: 'load', needs: shop, ...from('cart', 'state-select') },
	// When the shopper reaches for the field: a header's search is on every page, and at load it would bring the
	// core to pages that need none. What is typed before it is ready stays in the field and is asked at mount.
	'live-search': {
		selector: `form${theme('live-search')}`,
		on: 'interaction',
		needs: ['prefix'],
		chunk: 'live-search',
		load: () => import('../islands/live-search/index.ts'),
	},
	'search-overlay': themed('page', 'search-overlay', 'load'),
	offcanvas: themed('page', 'offcanvas', 'idle'),
	'mega-menu': themed('page', 'mega-menu', 'idle'),
	'sticky-header': themed('page', 'sticky-header', 'idle'),
	filters: themed('catalogue', 'filters', 'idle'),
	'sort-form': { selector: `form${theme('sort-form')}`, on: 'idle', ...from('catalogue', 'sort-form') },
	'scroll-buttons': themed('page', 'scroll-buttons', 'idle'),
	switcher: { selector: `form${theme('switcher')}`, on: 'idle', ...from('page', 'switcher') },
	carousel: { selector: `${theme('carousel')}[data-kind]`, on: 'visible', chunk: 'carousel', load: () => import('../islands/carousel/index.ts') },
	'product-details': { selector: '.productdetails-view', on: 'idle', ...from('catalogue', 'product-details') },
	'orderby-select': { selector: 'select[id^=vm-orderby-select],select#vm-orderby-select+button', on: 'shared', ...from('catalogue', 'orderby-select') },
	// At load on a detail page: a variant chosen before the island is there would change nothing.
	variants: {
		selector: '.cvselection,.avselection',
		on: (el) => (el.closest('.productdetails-view') ? 'load' : 'visible'),
		...from('catalogue', 'variants'),
	},
	'product-card': themed('catalogue', 'product-card', 'visible'),
	'quick-view': {
		selector: `${theme('quick-view')}[data-product-id][data-category-id]`,
		on: 'visible',
		needs: [...shop, 'baseUri', 'itemid'],
		...from('catalogue', 'quick-view'),
	},
	// A theme's frame link when seen; VirtueMart's popup links (print view, manufacturer, ask a question,
	// recommend), on almost every product page but seldom used, when the shopper reaches for them.
	'frame-modal': {
		selector: `${theme('frame-modal')}[data-url],${virtueMartPopupLinks}`,
		on: (el) => (el.hasAttribute('data-url') ? 'visible' : 'interaction'),
		...from('catalogue', 'frame-modal'),
	},
	// VirtueMart's category module: its arrows open closed categories (hidden by vetrina.css) within 2 s, not on a
	// press alone, so that a keyboard reaches them; a click on its links while it loads is not held.
	'category-tree': { selector: 'ul[class^="VMmenu"]', on: 'idle', ...from('stock', 'category-tree') },
	// VirtueMart's currency selector: changed through the enhanced select, which brings the core, or touched.
	'submit-on-change': { selector: 'select.changeSendForm', on: 'shared', ...from('stock', 'submit-on-change') },
	// VirtueMart's account pages (an order's details, the account, the invoice): their sections as tabs.
	'account-tabs': { selector: '#ui-tabs', on: 'load', ...from('stock', 'account-tabs') },
	// VirtueMart's question, recommendation and vendor contact form: its checks and its comment's counter.
	'ask-form': { selector: 'form#askform', on: 'load', ...from('stock', 'ask-form') },
	// VirtueMart's date fields (an address form's date or birthday, a product's date option), sent through a hidden
	// field its jQuery UI datepicker filled: the browser's date field once seen.
	'date-field': { selector: 'input.datepicker-db[type="hidden"] + input.datepicker', on: 'visible', ...from('stock', 'date-field') },
	// Legacy's review stars (bs5 and bs3 rate with radio buttons): a slider once seen.
	'rating-picker': { selector: 'form#reviewform .rating', on: 'visible', ...from('stock', 'rating-picker') },
	// A payment plugin's form on VirtueMart's order page, sent on to the payment provider at once, as VirtueMart's
	// script (kept by the plugin as inert text) asked.
	'payment-redirect': { selector: 'script[id="vm.paymentFormAutoSubmit-js"][type="text/plain"]', on: 'load', ...from('stock', 'payment-redirect') },
	// A product's option select with its form; elsewhere (an address form, a sort or currency select) at idle.
	'enhanced-select': {
		selector: 'select[data-vetrina="select"],select.vm-chzn-select',
		on: (el) => (el.closest('form.product') ? withProductForm(el) : 'idle'),
		prepare: namedByFieldTitle,
		chunk: 'enhanced-select',
		load: () => import('../islands/enhanced-select/index.ts'),
	},
};
