import { PageName } from './page-names.ts';

/** Every payload names its source so an island can ignore its own echo. */
interface Sourced {
	source: string;
}

export interface BusEvents {
	'cart:updated': Sourced;
	'compare:updated': Sourced;
	'wishlist:updated': Sourced;
	'content:updated': Sourced & { root: Element };
	'island:mounted': Sourced & { name: string; el: Element };
	error: Sourced & { error: unknown };
}

export type BusEvent = keyof BusEvents;
/** Handlers only listen: a promise they return is awaited (see `publish`), its value never read. */
type Handler<E extends BusEvent> = (detail: BusEvents[E]) => void;

const handlers = new Map<BusEvent, Set<Handler<never>>>();

export function subscribe<E extends BusEvent>(event: E, handler: Handler<E>): () => void {
	const set = handlers.get(event) ?? new Set();
	handlers.set(event, set);
	set.add(handler as Handler<never>);
	return () => set.delete(handler as Handler<never>);
}

/**
 * Calls every handler (one failing island cannot break the others) and mirrors the event on
 * `document` as `vetrina:<event>` for theme scripts (a cart change also as VirtueMart's own event on
 * `body`). Resolves when every handler has settled; the bus carries events, not replies: an island
 * that needs an answer calls the store action of the island that owns it.
 */
export async function publish<E extends BusEvent>(event: E, detail: BusEvents[E]): Promise<void> {
	const results = [...(handlers.get(event) ?? [])].map((handler) => {
		try {
			return Promise.resolve((handler as Handler<E>)(detail)).catch(report);
		} catch (error) {
			return report(error);
		}
	});
	document.dispatchEvent(new CustomEvent(`${PageName.DomEventPrefix}${event}`, { detail }));
	// VirtueMart's own event for a cart change: its `update_cart.js` and third-party cart modules listen
	// with `$(document).on('updateVirtueMartCartModule', 'body', …)`.
	if (event === 'cart:updated') document.body?.dispatchEvent(new Event('updateVirtueMartCartModule', { bubbles: true }));
	await Promise.all(results);
}

/** Fires a cancellable `vetrina:<name>` DOM event; false when a theme script called preventDefault(). */
export function allowedByTheme(name: string, detail: object, target: EventTarget = document): boolean {
	return target.dispatchEvent(new CustomEvent(`${PageName.DomEventPrefix}${name}`, { detail, cancelable: true, bubbles: true }));
}

function report(error: unknown): void {
	console.error('[vetrina:bus] a handler failed', error);
}
