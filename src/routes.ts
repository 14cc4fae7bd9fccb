/**
 * Where each shop call goes. VirtueMart builds them from its site URL, sub-folder included, so the
 * defaults are `{baseUri}index.php?…`; an integrator may print any of them (Joomla's router knows
 * SEF and language) as `routes.<name>` in the config, and that address is used as it is.
 */
import { getConfig, type VetrinaConfig } from './config.ts';

export type RouteName = 'recalculate' | 'addToCart' | 'states' | 'cart' | 'cartModule';

/** Each call's own parameters after `option`, in VirtueMart's order (vmprices.js, update_cart.js). */
const defaults: Record<RouteName, { query: Record<string, string>; lang: boolean }> = {
	recalculate: { query: { view: 'productdetails', task: 'recalculate', format: 'json', nosef: '1' }, lang: true },
	addToCart: { query: { nosef: '1', view: 'cart', task: 'addJS', format: 'json' }, lang: true },
	states: { query: { view: 'state', format: 'json' }, lang: false },
	cart: { query: { view: 'cart' }, lang: false },
	cartModule: { query: { nosef: '1', view: 'cart', task: 'viewJS', format: 'json' }, lang: true },
};

/** `{baseUri}` as an absolute URL: the site root, sub-folder included, always ending in `/`. */
export function siteRoot(config: VetrinaConfig = getConfig()): URL {
	const root = new URL(config.baseUri, document.baseURI);
	root.search = '';
	root.hash = '';
	if (!root.pathname.endsWith('/')) root.pathname = root.pathname.replace(/[^/]*$/, '');
	return root;
}

/** The absolute address of a shop call, without the data it sends. */
export function shopRoute(name: RouteName): URL {
	const config = getConfig();
	const custom = config.routes[name];
	if (custom) return new URL(custom, document.baseURI);
	const { query, lang } = defaults[name];
	const url = new URL('index.php', siteRoot(config));
	url.searchParams.set('option', config.shopComponent);
	for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
	// `langParam` is printed by the template as a query tail, e.g. `&lang=it`.
	if (lang) for (const [key, value] of new URLSearchParams(config.langParam)) url.searchParams.append(key, value);
	return url;
}
