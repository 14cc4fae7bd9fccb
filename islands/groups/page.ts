import * as miniCart from '../mini-cart/index.ts';
import * as compare from '../compare/index.ts';
import * as wishlist from '../wishlist/index.ts';
import * as login from '../login/index.ts';
import * as cookieBanner from '../cookie-banner/index.ts';
import * as searchOverlay from '../search-overlay/index.ts';
import * as offcanvas from '../offcanvas/index.ts';
import * as megaMenu from '../mega-menu/index.ts';
import * as stickyHeader from '../sticky-header/index.ts';
import * as scrollButtons from '../scroll-buttons/index.ts';
import * as switcher from '../switcher/index.ts';

/** The header and footer islands every theme page has: one chunk, so a page fetches a few files, not one per island. */
export const islands = {
	'mini-cart': miniCart,
	compare,
	wishlist,
	login,
	'cookie-banner': cookieBanner,
	'search-overlay': searchOverlay,
	offcanvas,
	'mega-menu': megaMenu,
	'sticky-header': stickyHeader,
	'scroll-buttons': scrollButtons,
	switcher,
};
