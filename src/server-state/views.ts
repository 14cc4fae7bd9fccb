import { publish, subscribe } from '../bus.ts';
import { getConfig } from '../config.ts';
import { requestJson } from '../http.ts';
import { listen } from '../listen.ts';
import { refCounted } from '../ref-counted.ts';
import { sanitizeHtml, stripBoms } from '../server-markup.tsx';
import { announce, t } from '../i18n.ts';

/*
 * Views of server-owned state (the cart, the header lists) on the page, the header modules they read it from,
 * and their live sync across open tabs.
 *
 * The sync is a wrapper around the bus, not a copy of the state: it only says "the cart (or list X) changed";
 * the server stays the owner, so the other tab re-fetches its module. BroadcastChannel `vetrina`, falling back
 * to the `storage` event; without either, each tab simply stays as fresh as its own actions (a `[vetrina:sync]`
 * warning, never an exception).
 */

/** What is kept in step across tabs, and the bus event that says it changed. */
export const syncedEvents = { cart: 'cart:updated', compare: 'compare:updated', wishlist: 'wishlist:updated' } as const;
export type SyncedList = keyof typeof syncedEvents;
export type SyncedEvent = (typeof syncedEvents)[SyncedList];

/** Events this wrapper publishes carry this source, so they are never sent back out. */
export const SYNC_SOURCE = 'sync';
const CHANNEL = 'vetrina';
const STORAGE_KEY = 'vetrina:sync';

interface Transport {
	post(list: SyncedList): void;
	close(): void;
}

const isSynced = (value: unknown): value is SyncedList => typeof value === 'string' && Object.hasOwn(syncedEvents, value);
const received = (list: unknown) => isSynced(list) && void publish(syncedEvents[list], { source: SYNC_SOURCE });
const warn = (...message: unknown[]) => console.warn('[vetrina:sync]', ...message);

function broadcastChannel(): Transport | null {
	if (typeof BroadcastChannel !== 'function') return null;
	const channel = new BroadcastChannel(CHANNEL);
	channel.onmessage = (event: MessageEvent<{ list?: unknown }>) => received(event.data?.list);
	return { post: (list) => channel.postMessage({ list }), close: () => channel.close() };
}

function storageEvent(): Transport | null {
	let storage: Storage;
	try {
		storage = window.localStorage;
	} catch {
		return null; // Support: blocked storage (privacy settings) throws on access.
	}
	if (!storage) return null;
	const onStorage = (event: StorageEvent) => {
		if (event.key !== STORAGE_KEY || !event.newValue) return;
		try {
			received((JSON.parse(event.newValue) as { list?: unknown }).list);
		} catch {
			// Someone else's value under our key: not a message.
		}
	};
	window.addEventListener('storage', onStorage);
	return {
		post(list) {
			try {
				// A nonce makes the same list twice in a row a change, so the event fires again.
				storage.setItem(STORAGE_KEY, JSON.stringify({ list, nonce: Math.random() }));
			} catch (error) {
				warn('cannot write to localStorage', error);
			}
		},
		close: () => window.removeEventListener('storage', onStorage),
	};
}

function start(): () => void {
	const transport = broadcastChannel() ?? storageEvent();
	if (!transport) {
		warn('neither BroadcastChannel nor localStorage is available: other tabs update on reload');
		return () => {};
	}
	const unsubscribes = (Object.keys(syncedEvents) as SyncedList[]).map((list) =>
		subscribe(syncedEvents[list], ({ source }) => source !== SYNC_SOURCE && transport.post(list)),
	);
	return () => {
		unsubscribes.forEach((unsubscribe) => unsubscribe());
		transport.close();
	};
}

/** Joins the sync while an island needs it; the last one to leave closes the channel. */
export const joinSync = refCounted(start);

/**
 * What a screen reader hears when a shown count changes: the key of a view's words in the strings
 * (`mini-cart.count`), said with `{{count}}` and its plural forms.
 */
export type CountWords = string;

export interface Views<View extends string> {
	/**
	 * One more view of the state on the page (a mini-cart, a stock cart module, a header dropdown): the state is
	 * followed while any is shown. Returns the function that takes it away.
	 */
	show(view: View, countWords: CountWords): () => void;
	showing(view: View): boolean;
	/** Says a changed count once, however many views show it (the first shown's words); nothing without a view. */
	announceCount(before: number | null, after: number | null): void;
	/** Publishes a change this page's own action made, and refreshed already: for theme scripts, other islands and other tabs. */
	changed(source: string): void;
	/** Views a change on this page did not refresh, as nothing showed them yet: the first to show asks. */
	behind: Set<View>;
}

/**
 * The views of one piece of server-owned state (the cart, a list) on the page, kept fresh while any is shown:
 * `refresh` runs after a change someone else published (another tab, through the sync) and when the page comes
 * back from the back/forward cache. A change this page's action made is refreshed by the action: its event is
 * not refreshed again, so one change makes one refresh.
 */
export function serverOwnedViews<View extends string>(event: SyncedEvent, refresh: () => void): Views<View> {
	const shown = new Set<{ view: View; countWords: CountWords }>();
	const own = new WeakSet<object>();
	const follow = refCounted(() => {
		const stops = [
			subscribe(event, (detail) => {
				if (!own.has(detail)) refresh();
			}),
			joinSync(),
			listen(window, { pageshow: (pageEvent) => pageEvent.persisted && refresh() }),
		];
		return () => stops.forEach((each) => each());
	});
	const showing = (view: View) => [...shown].some((each) => each.view === view);
	return {
		show(view, countWords) {
			const entry = { view, countWords };
			shown.add(entry);
			const unfollow = follow();
			return () => {
				shown.delete(entry);
				unfollow();
			};
		},
		showing,
		announceCount(before, after) {
			const [first] = shown;
			if (first && after !== null && after !== before) announce(t(first.countWords, { count: after }), 'polite');
		},
		changed(source) {
			const detail = { source };
			own.add(detail);
			void publish(event, detail);
		},
		behind: new Set(),
	};
}

/** The theme's header modules (mini-cart, compare, wishlist): their com_ajax call and what their HTML shows. */
const modules = { cart: 'vp_mini_cart', compare: 'vp_compare', wishlist: 'vp_wishlist' } as const;
export type HeaderList = keyof typeof modules;

interface ModuleAnswer {
	html?: unknown;
	success?: unknown;
	message?: unknown;
}

/** Parses sanitized module HTML inertly, to read what it shows. */
export function parse(html: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.content;
}

/** The count badge the module prints (`[data-count]`), null when it prints none. */
export function shownCount(el: ParentNode): number | null {
	const count = Number.parseInt(el.querySelector<HTMLElement>('[data-count]')?.dataset.count ?? '', 10);
	return Number.isFinite(count) ? count : null;
}

/** The products a list's module shows (its `[data-product-id]` items). */
export const productIds = (root: ParentNode): string[] => [
	...new Set([...root.querySelectorAll<HTMLElement>('[data-product-id]')].map((item) => item.dataset.productId!)),
];

/**
 * Fetches a module's fresh HTML, sanitized, without byte-order marks (docs/behaviour.md#module-refresh).
 * Null when the call failed (already logged by http.ts) or com_ajax answered `{success:false}`: keep
 * what is shown.
 */
export async function fetchModule(list: HeaderList, source: string): Promise<string | null> {
	const config = getConfig();
	const module = modules[list];
	try {
		const answer = await requestJson<ModuleAnswer>({
			kind: 'module',
			key: list,
			source,
			url: config.baseUri,
			params: { option: 'com_ajax', module, method: 'get', format: 'json', Itemid: String(config.itemid) },
		});
		if (typeof answer?.html === 'string') return sanitizeHtml(stripBoms(answer.html));
		console.error(`[vetrina:${source}] module ${module} not refreshed:`, String(answer?.message ?? 'no html'));
	} catch {
		// Superseded by a newer refresh, or failed: http.ts has logged and published it.
	}
	return null;
}
