/**
 * The cart's actions: the only writers of the store's `cart` (src/cart/state.ts). One change, one refresh of
 * what shows it: the theme mini-cart's module when a mini-cart is on the page, VirtueMart's cart module answer
 * (`task=viewJS`) when a stock cart module is, or when the change needs the count (an add: its dialog shows it,
 * docs/behaviour.md#add-to-cart-result). Every change is still published as `cart:updated` for theme scripts
 * and other tabs.
 */
import { answerOrRefusal, readAnswer, type ActionAnswer, type ReadAnswer } from '../action-answer.ts';
import { getConfig } from '../config.ts';
import { requestJson, shopRoute } from '../http.ts';
import { pageMayBeStale } from '../page-freshness.ts';
import { type CountWords, fetchModule, parse, serverOwnedViews, shownCount } from '../server-state/views.ts';
import { store, writeShared } from '../store.ts';
import type { CartModuleData, CartModuleRow, CartState } from './state.ts';

export const ADD_TO_CART = 'add-to-cart';
export const CART_REMOVE = 'cart-remove';
export const CART_MODULE = 'cart-module';

/** VirtueMart's addJS answer (docs/behaviour.md#add-to-cart-call). */
export interface AddAnswer {
	msg?: unknown;
	/** A number, usually sent as a string ("1"). */
	stat?: unknown;
}

type View = 'mini-cart' | 'module';

// VirtueMart's `task=viewJS` answer, read as hostile data: only the fields the module shows, each checked.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const count = (value: unknown): number | null => {
	const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
	return Number.isFinite(n) && n >= 0 ? n : null;
};

function row(value: unknown): CartModuleRow | null {
	if (!isRecord(value)) return null;
	const quantity = count(value.quantity);
	if (quantity === null) return null;
	const fields = new Map<string, string>();
	// The keys become class names to look up (`getElementsByClassName`, never a selector): plain names only.
	for (const [key, field] of Object.entries(value))
		if (/^[A-Za-z_][\w-]*$/.test(key) && (typeof field === 'string' || typeof field === 'number')) fields.set(key, text(field));
	return { fields, quantity };
}

/**
 * The answer, or null when it is not VirtueMart's shape (then nothing shown changes). `products` is an array,
 * or an object when PHP's keys are not 0…n-1 (`json_encode` of a sparse array).
 */
function readCartModule(answer: unknown): CartModuleData | null {
	if (!isRecord(answer)) return null;
	const list = Array.isArray(answer.products) ? answer.products : isRecord(answer.products) ? Object.values(answer.products) : null;
	const totalProduct = count(answer.totalProduct);
	if (!list || totalProduct === null) return null;
	const rows = list.map(row);
	if (rows.some((r) => r === null)) return null;
	return {
		rows: rows as CartModuleRow[],
		totalProduct,
		billTotal: text(answer.billTotal),
		totalProductTxt: text(answer.totalProductTxt),
		cartShow: text(answer.cart_show),
	};
}

const setCart = (cart: Partial<CartState>) => writeShared((state) => ({ cart: { ...state.cart, ...cart } }));

/** VirtueMart's cart module answer, read; null when the call failed (logged by http.ts) or the answer is not VirtueMart's. */
async function fetchCartModule(): Promise<CartModuleData | null> {
	const source = 'vm-cart-module';
	try {
		const data = readCartModule(await requestJson<unknown>({ kind: CART_MODULE, source, url: shopRoute('cartModule') }));
		if (!data) console.error(`[vetrina:${source}] not VirtueMart's viewJS answer: kept what is shown`);
		return data;
	} catch {
		// Superseded by a newer refresh, or failed: http.ts has logged and published it.
		return null;
	}
}

/**
 * Fetches what shows the cart, both calls side by side, into the store; a changed count is announced
 * once, however many modules show it. Resolves with the count the answers gave (null when none did).
 */
async function refresh(asked: Record<View, boolean>): Promise<number | null> {
	const [html, module] = await Promise.all([asked['mini-cart'] ? fetchModule('cart', 'mini-cart') : null, asked.module ? fetchCartModule() : null]);
	const fresh: Partial<CartState> = {};
	if (html !== null) Object.assign(fresh, { html, count: shownCount(parse(html)) });
	if (module) Object.assign(fresh, { module, count: module.totalProduct });
	if (fresh.count === undefined) return null;
	const before = store.getState().cart.count;
	setCart(fresh);
	views.announceCount(before, fresh.count);
	return fresh.count;
}

const views = serverOwnedViews<View>('cart:updated', () => void refresh(viewsNow()));
const viewsNow = (): Record<View, boolean> => ({ 'mini-cart': views.showing('mini-cart'), module: views.showing('module') });

/** After a change: the one refresh, and the change published. Resolves as `refresh`. */
function changed(source: string, { count = false } = {}): Promise<number | null> {
	views.changed(source);
	const shown = viewsNow();
	const asked = { ...shown, module: shown.module || count };
	if (!asked.module) views.behind.add('module');
	return refresh(asked);
}

/**
 * Something on the page shows the cart: it is followed while shown, and refreshed when first shown (the
 * back/forward cache's restores are the follower's): the theme mini-cart on every page load
 * (docs/behaviour.md#header-lists), VirtueMart's cart module when the page may be stale.
 */
function show(view: View, countWords: CountWords): () => void {
	const first = !views.showing(view);
	const leave = views.show(view, countWords);
	// Asking again at load a page the server has just printed for this shopper would fetch what it holds (and,
	// the answer being HTML, the sanitizer with it); a cart changed here before the module showed is asked.
	if (first && (view === 'mini-cart' || pageMayBeStale() || views.behind.delete(view)))
		void refresh({ 'mini-cart': view === 'mini-cart', module: view === 'module' });
	return leave;
}

/** A theme mini-cart on the page: its badge tells the count until its module arrives. */
export function showMiniCart(el: Element, countWords: CountWords): () => void {
	if (store.getState().cart.count === null) setCart({ count: shownCount(el) });
	return show('mini-cart', countWords);
}

/** A stock cart module on the page: the pieces it printed tell the count until VirtueMart's answer arrives. */
export function showCartModule(pieces: number, countWords: CountWords): () => void {
	if (store.getState().cart.count === null) setCart({ count: pieces });
	return show('module', countWords);
}

/**
 * Adds a product (docs/behaviour.md#add-to-cart-call) with its form's fields; one call per form. Once
 * VirtueMart answered, the cart is refreshed, VirtueMart's count included whatever shows the cart on
 * the page: `count` resolves with it. Rejects as the request layer does.
 */
export async function addToCart(
	form: HTMLFormElement,
	fields: URLSearchParams,
	source: string,
): Promise<{ answer: AddAnswer | null; count: Promise<number | null> }> {
	const answer = await requestJson<AddAnswer | null>({ kind: ADD_TO_CART, key: form, url: shopRoute('addToCart'), form: fields, changesSession: true, source });
	return { answer: typeof answer === 'object' ? answer : null, count: changed(source, { count: true }) };
}

/**
 * Removes one cart line by its cart key `{pid}::{option ids}` (removeFromCart, docs/behaviour.md#theme-calls);
 * the answer carries no html: on success the cart is refreshed. Resolves with the answer read, rejects
 * as the request layer does.
 */
export async function removeCartLine(key: string, productName: string, source: string): Promise<ReadAnswer> {
	const config = getConfig();
	const answer = readAnswer(
		await answerOrRefusal(
			requestJson<ActionAnswer>({
				kind: CART_REMOVE,
				key,
				changesSession: true,
				source,
				url: config.ajaxUri,
				params: new URLSearchParams([
					['vpfmethod', 'removeFromCart'],
					[`cart_${config.prefix}_product_id`, key],
					['product_name', productName],
					['ajax', '1'],
					['Itemid', String(config.itemid)],
				]),
			}),
		),
	);
	if (!answer.error) void changed(source);
	return answer;
}

/** The cart page changed the cart (its background update, whose answer is the page's own HTML): the cart is refreshed. */
export const cartUpdated = (source: string): void => void changed(source);
