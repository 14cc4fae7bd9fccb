/**
 * The request layer: every call to the server goes through `requestText`, `requestPage` or `requestJson`.
 *
 * Addresses: where each call goes, and the one way its address is built (`buildUrl`). VirtueMart builds shop
 * calls from its site URL, sub-folder included, so the defaults are `{baseUri}index.php?…`; an integrator may
 * print any of them (Joomla's router knows SEF and language) as `routes.<name>` in the config, and that
 * address is used as it is (`shopRoute`). Theme calls go to `ajaxUri` or `baseUri` of the config, pages to
 * their links.
 *
 * Slots: each call has one (its kind, narrowed by a key), which a newer call of the slot aborts. Whether a
 * slot's call is in flight is the store's `busy`, which islands read here (`useBusy` in React, `showBusy` on
 * an element they do not draw), with how a busy element looks (`lookBusy`).
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import { getConfig, type VetrinaConfig } from './config.ts';
import { publish } from './bus.ts';
import { RequestError, isSuperseded, type RequestFailure } from './errors/request-error.ts';
import type { RouteName } from './route-names.ts';
import { store, useShared, watch, writeShared, type SharedState } from './store.ts';
import { loadSanitizer } from './server-markup.tsx';

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

/** What narrows a kind of call to one slot: an element (one slot per mount point), or a string naming it. */
export type SlotKey = string | object;

const slotIds = new WeakMap<object, number>();
let lastSlotId = 0;

/** The name of a call's slot: the key of its busy flag. */
const busySlot = (kind: string, key?: SlotKey): string => {
	if (key === undefined) return kind;
	if (typeof key === 'string') return `${kind}:${key}`;
	if (!slotIds.has(key)) slotIds.set(key, ++lastSlotId);
	return `${kind}:#${slotIds.get(key)}`;
};

/** The store's busy flag of a slot, written by the calls below only. */
function setBusy(slot: string, busy: boolean): void {
	if (Boolean(store.getState().busy[slot]) === busy) return;
	writeShared((state) => ({ busy: { ...state.busy, [slot]: busy } }));
}

/** Picks whether this call (kind and key) is in flight. */
export const busyOf = (kind: string, key?: SlotKey): ((state: SharedState) => boolean) => {
	const slot = busySlot(kind, key);
	return (state) => Boolean(state.busy[slot]);
};

/** Picks whether any call of this kind, whatever its key, is in flight. */
export const anyBusyOf =
	(kind: string) =>
	(state: SharedState): boolean =>
		Object.entries(state.busy).some(([slot, busy]) => busy && (slot === kind || slot.startsWith(`${kind}:`)));

/** True now while this call is in flight: a second click must not send it twice. */
export const isBusy = (kind: string, key?: SlotKey): boolean => busyOf(kind, key)(store.getState());

/** True while a call of this kind (and mount point) is in flight: for a React island's busy state. */
export function useBusy(kind: string, key?: SlotKey): boolean {
	return useShared(busyOf(kind, key));
}

/** Keeps `aria-busy` on an element the island does not draw in step with its call; removed on teardown. */
export function showBusy(el: Element, kind: string, key?: SlotKey): () => void {
	const stop = watch(busyOf(kind, key), (busy) => (busy ? el.setAttribute('aria-busy', 'true') : el.removeAttribute('aria-busy')));
	return () => {
		stop();
		el.removeAttribute('aria-busy');
	};
}

/**
 * How long a call may run before the element it is for looks busy. Dimming an element repaints it and
 * changes its layer, a cost on the way to the answer (docs/performance.md#measurements-behind-the-code)
 * for a look the shopper would see for a blink when the answer comes quickly. `aria-busy` is set at once.
 */
export const BUSY_LOOK_DELAY = 300;

/** Adds `className` to `el` once the call has run BUSY_LOOK_DELAY ms; the returned function ends the look. */
export function lookBusy(el: Element, className: string): () => void {
	const timer = setTimeout(() => el.classList.add(className), BUSY_LOOK_DELAY);
	return () => {
		clearTimeout(timer);
		el.classList.remove(className);
	};
}

export interface CallOptions {
	/** Calls of one kind (and key) supersede each other: a new one aborts the one in flight. */
	kind: string;
	/**
	 * Narrows the kind to one slot per mount point: pass the element (two mini-carts, or two forms of
	 * one product, each keep their own call), or a string naming the slot.
	 */
	key?: SlotKey;
	method?: 'GET' | 'POST';
	url: string | URL;
	/** The call's own parameters, appended to the url's query, keeping its parameters and their order. */
	params?: Params;
	/**
	 * A serialized form sent in the query (VirtueMart's GET calls). A field never overrides the call:
	 * one named like a parameter of the url or of `params` (a form's `task=add`, `view=cart`) is left out.
	 */
	form?: URLSearchParams;
	body?: URLSearchParams | FormData;
	/**
	 * The call changes what the shopper's session holds (the cart, the compare list, the login): it is sent
	 * once the changes asked for before it have ended, and calls asked for after it wait for it (`inSessionTurn`).
	 */
	changesSession?: boolean;
	/** Who asked, for the `error` bus event and the console. */
	source: string;
}

/** PHP templates often print byte-order marks or blank lines before the JSON, which JSON.parse refuses. */
const leadingNoise = /^[\uFEFF\s]+/;

export const stripLeadingNoise = (text: string): string => text.replace(leadingNoise, '');

/** The one ky instance every call goes through: its address comes from `buildUrl`, never glued by hand. */
const shopClient = ky.create({
	retry: 0,
	// Support: VirtueMart answers GETs without cache headers; a cached price or list is a stale one.
	cache: 'no-store',
	credentials: 'same-origin',
	headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

const inflight = new Map<string, AbortController>();

/**
 * Joomla keeps a shopper's session in the database without a lock: each request reads the whole session as
 * it starts and writes it back as it ends. Two calls of one page that overlap can undo each other's change:
 * three products added to the compare list at once leave one there, and two adds to cart at once one line
 * (the cart refresh that follows the first add writes the cart back without the second). So a call that
 * changes what the session holds is sent once the changes asked for before it have ended, and any other
 * call asked for meanwhile waits for them too. A reading call already in flight does not hold a change:
 * that would hold every change behind a slow search, for a race that needs a press within one answer's time.
 */

const ended = (call: Promise<unknown>): Promise<void> =>
	call.then(
		() => undefined,
		() => undefined,
	);

/** The end of the last change asked for, until it has ended: every call after it waits for it. */
let changing: Promise<void> | null = null;

/** Runs `send` once the changes asked for before it have ended; at once, in the same task, when there are none. */
export function inSessionTurn<T>(changesSession: boolean, send: () => Promise<T>): Promise<T> {
	const sent = changing ? changing.then(send) : send();
	if (!changesSession) return sent;
	const end = ended(sent);
	changing = end;
	void end.then(() => {
		if (changing === end) changing = null;
	});
	return sent;
}

/** Aborts the call of this kind (and key) in flight, if any: for unmounting islands. */
export function cancel(kind: string, key?: SlotKey): void {
	const slot = busySlot(kind, key);
	inflight.get(slot)?.abort();
	inflight.delete(slot);
	setBusy(slot, false);
}

/**
 * Sends a call and resolves with the body text of the newest call of its kind. A call that a newer
 * one replaced rejects as `superseded`, even when its answer had already arrived, so a late answer
 * is never applied. Every other failure is classified, logged and published once here.
 */
export const requestText = async (options: CallOptions): Promise<string> => (await requestPage(options)).text;

/** Like requestText, with the URL the answer came from after the redirects it followed (a form post's answer page). */
export async function requestPage(options: CallOptions): Promise<{ text: string; url: string }> {
	const slot = busySlot(options.kind, options.key);
	const method = options.method ?? 'GET';
	const url = buildUrl(options.url, options.params, options.form);
	inflight.get(slot)?.abort();
	const controller = new AbortController();
	inflight.set(slot, controller);
	setBusy(slot, true);
	const fail = (reason: RequestFailure, status = 0, cause?: unknown, answer = '') =>
		new RequestError(reason, method, url.pathname + url.search, status, { cause }, answer);
	// Answers carry server HTML: the sanitizer comes with the first call, and no answer is handed over before it.
	const sanitizerFailed = loadSanitizer().then(
		() => null,
		(error: unknown) => ({ error }),
	);
	try {
		// The session is written as the answer ends: the turn lasts until the whole body is in.
		const answer = await inSessionTurn(options.changesSession === true, async () => {
			if (controller.signal.aborted) throw fail('superseded');
			const response = await shopClient(url, { method, body: options.body, signal: controller.signal, timeout: getConfig().timeout }).catch(
				async (error: unknown) => {
					if (controller.signal.aborted) throw fail('superseded', 0, error);
					if (error instanceof TimeoutError) throw fail('timeout', 0, error);
					if (error instanceof HTTPError) throw fail('http', error.response.status, error, await error.response.text().catch(() => ''));
					throw fail('aborted', 0, error);
				},
			);
			const text = await response.text().catch((error: unknown) => {
				throw fail(controller.signal.aborted ? 'superseded' : 'aborted', 0, error);
			});
			return { text, url: response.url };
		});
		const unsafe = await sanitizerFailed;
		if (unsafe) throw fail('aborted', 0, unsafe.error);
		if (inflight.get(slot) !== controller) throw fail('superseded');
		return answer;
	} catch (error) {
		if (!isSuperseded(error)) {
			console.error(`[vetrina:${options.source}]`, (error as Error).message);
			void publish('error', { source: options.source, error });
		}
		throw error;
	} finally {
		if (inflight.get(slot) === controller) {
			inflight.delete(slot);
			setBusy(slot, false);
		}
	}
}

/** Like requestText, then strips leading byte-order marks and whitespace and parses the JSON. */
export async function requestJson<T>(options: CallOptions): Promise<T> {
	const text = stripLeadingNoise(await requestText(options));
	const where = (): [string, string] => {
		const url = buildUrl(options.url, options.params, options.form);
		return [options.method ?? 'GET', url.pathname + url.search];
	};
	let error: RequestError;
	if (text === '') {
		error = new RequestError('empty', ...where());
	} else {
		try {
			return JSON.parse(text) as T;
		} catch (cause) {
			error = new RequestError('parse', ...where(), 0, { cause });
		}
	}
	console.error(`[vetrina:${options.source}]`, error.message);
	void publish('error', { source: options.source, error });
	throw error;
}
