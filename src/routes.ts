/**
 * Where each call goes, and the one way its address is built (`buildUrl`). VirtueMart builds shop calls
 * from its site URL, sub-folder included, so the defaults are `{baseUri}index.php?…`; an integrator may
 * print any of them (Joomla's router knows SEF and language) as `routes.<name>` in the config, and that
 * address is used as it is. Theme calls go to `ajaxUri` or `baseUri` of the config, pages to their links.
 */
import { getConfig, type VetrinaConfig } from './config.ts';
import type { RouteName } from './route-names.ts';

/** Each call's own parameters after `option`, in VirtueMart's order (vmprices.js, update_cart.js). */
const defaults: Record<RouteName, { query: Record<string, string>; lang: boolean }> = {
	recalculate: { query: { view: 'productdetails', task: 'recalculate', format: 'json', nosef: '1' }, lang: true },
	addToCart: { query: { nosef: '1', view: 'cart', task: 'addJS', format: 'json' }, lang: true },
	states: { query: { view: 'state', format: 'json' }, lang: false },
	cart: { query: { view: 'cart' }, lang: false },
	cartModule: { query: { nosef: '1', view: 'cart', task: 'viewJS', format: 'json' }, lang: true },
};

/** A call's own parameters, in their order. */
export type Params = URLSearchParams | Record<string, string> | string[][];

/**
 * Every address Vetrina asks for: `url` (relative to the page) as printed, then `params` in their order,
 * then the fields of `form` that neither sets (a form's `task=add` never overrides the call's `task`).
 * Nothing is glued by hand: a url with a query gets `&`, one without `?`.
 */
export function buildUrl(url: string | URL, params?: Params, form?: URLSearchParams): URL {
	const target = new URL(url, document.baseURI);
	const added = new URLSearchParams(params);
	const own = new Set([...target.searchParams.keys(), ...added.keys()]);
	for (const [name, value] of form ?? []) if (!own.has(name)) added.append(name, value);
	const tail = added.toString();
	// Appended as text: the url keeps its own query byte for byte (a SEF link's, an integrator's route).
	if (tail) target.search = target.search ? `${target.search}&${tail}` : tail;
	return target;
}

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
	// `langParam` is printed by the template as a query tail, e.g. `&lang=it`.
	const tail = lang ? [...new URLSearchParams(config.langParam)] : [];
	return buildUrl(new URL('index.php', siteRoot(config)), [['option', config.shopComponent], ...Object.entries(query), ...tail]);
}
