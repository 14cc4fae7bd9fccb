import { publish, subscribe } from '../bus.ts';
import { refCounted } from '../ref-counted.ts';

/**
 * Live sync of the cart and the header lists across open tabs: a wrapper around the bus, not a copy of them.
 * It only says "the cart (or list X) changed"; the server stays the owner, so the other tab re-fetches its module.
 * BroadcastChannel `vetrina`, falling back to the `storage` event; without either, each tab simply
 * stays as fresh as its own actions (a `[vetrina:sync]` warning, never an exception).
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
