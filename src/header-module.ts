import { announce } from './announce.ts';
import { subscribe } from './bus.ts';
import { getConfig } from './config.ts';
import { requestJson } from './http.ts';
import { stripBoms } from './json.ts';
import { listen } from './listen.ts';
import { sanitizeHtml } from './sanitize.ts';
import { store } from './store.ts';
import { joinSync } from './sync.ts';

/** The header dropdown modules (mini-cart, compare, wishlist): their com_ajax module and the bus event that makes each stale. */
const headerModules = {
	cart: { module: 'vp_mini_cart', event: 'cart:updated' },
	compare: { module: 'vp_compare', event: 'compare:updated' },
	wishlist: { module: 'vp_wishlist', event: 'wishlist:updated' },
} as const;
export type HeaderList = keyof typeof headerModules;

interface ModuleAnswer {
	html?: unknown;
	success?: unknown;
	message?: unknown;
}

/** Parses sanitized module HTML inertly, to read what it shows. */
function parse(html: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.content;
}

/** The count badge the module prints (`[data-count]`), null when it prints none. */
function shownCount(el: ParentNode): number | null {
	const count = Number.parseInt(el.querySelector<HTMLElement>('[data-count]')?.dataset.count ?? '', 10);
	return Number.isFinite(count) ? count : null;
}

const productIds = (root: ParentNode) => [...new Set([...root.querySelectorAll<HTMLElement>('[data-product-id]')].map((item) => item.dataset.productId!))];

/** The count a list's module shows now, as the store has it. */
function storedCount(list: HeaderList): number | null {
	const state = store.getState();
	if (list === 'cart') return state.cart.count;
	const html = state[list].html;
	return html === null ? null : shownCount(parse(html));
}

/** Puts a module's HTML (sanitized here) in the store, with what other islands read from it: the cart count, a list's ids. */
function storeModule(list: HeaderList, html: string): void {
	const safe = sanitizeHtml(stripBoms(html));
	const shown = parse(safe);
	if (list === 'cart') store.setState({ cart: { html: safe, count: shownCount(shown) } });
	else store.setState({ [list]: { html: safe, ids: productIds(shown) } });
}

/**
 * Fetches a module's fresh HTML (docs/behaviour.md#module-refresh): one call per module, whatever number of
 * mount points show it. Null when the call failed (already logged by http.ts) or com_ajax answered
 * `{success:false}`: keep what is shown.
 */
async function fetchModule(list: HeaderList, source: string): Promise<string | null> {
	const config = getConfig();
	const { module } = headerModules[list];
	try {
		const answer = await requestJson<ModuleAnswer>({
			kind: 'module',
			key: list,
			source,
			url: config.baseUri,
			params: { option: 'com_ajax', module, method: 'get', format: 'json', Itemid: String(config.itemid) },
		});
		if (typeof answer?.html === 'string') return answer.html;
		console.error(`[vetrina:${source}] module ${module} not refreshed:`, String(answer?.message ?? 'no html'));
	} catch {
		// Superseded by a newer refresh, or failed: http.ts has logged and published it.
	}
	return null;
}

/**
 * Re-fetches a header module into the store; a changed count is announced politely, once however
 * many islands show it (VirtueMart's cart module writes the same cart count). False when the store
 * keeps what it had.
 */
async function refreshModule(list: HeaderList, source: string, countText: (count: number) => string): Promise<boolean> {
	const html = await fetchModule(list, source);
	if (html === null) return false;
	const before = storedCount(list);
	storeModule(list, html);
	const after = storedCount(list);
	if (after !== null && after !== before) announce(countText(after), 'polite');
	return true;
}

/**
 * What the first mount point of a module shows tells the store the cart count or the list's ids until a
 * refresh brings the module itself; each mount point shows its own markup until then.
 */
export function seedModule(list: HeaderList, el: Element): void {
	const state = store.getState();
	if (state[list].html !== null) return;
	if (list === 'cart') {
		if (state.cart.count === null) store.setState({ cart: { html: null, count: shownCount(el) } });
	} else if (state[list].ids.length === 0) {
		store.setState({ [list]: { html: null, ids: productIds(el) } });
	}
}

interface FollowOptions {
	source: string;
	countText: (count: number) => string;
	/** Refresh when the first mount point joins (the mini-cart, docs/behaviour.md#header-lists, since the page may come from a cache). */
	refreshNow?: boolean;
}

const followers = new Map<HeaderList, { users: number; stop: () => void }>();

/**
 * Keeps a module fresh in the store while any mount point shows it: re-fetched after each change of its
 * list (in this tab or, through the sync, in another) and when the page comes back from the
 * back/forward cache. One call per change, however many mount points show the module.
 */
export function followModule(list: HeaderList, { source, countText, refreshNow = false }: FollowOptions): () => void {
	let follower = followers.get(list);
	if (!follower) {
		const refresh = () => void refreshModule(list, source, countText);
		const stops = [subscribe(headerModules[list].event, refresh), joinSync(), listen(window, { pageshow: (event) => event.persisted && refresh() })];
		follower = { users: 0, stop: () => stops.forEach((stop) => stop()) };
		followers.set(list, follower);
		if (refreshNow) refresh();
	}
	follower.users++;
	let left = false;
	return () => {
		if (left || !follower) return;
		left = true;
		if (--follower.users > 0) return;
		follower.stop();
		followers.delete(list);
	};
}
