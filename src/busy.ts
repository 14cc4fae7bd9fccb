/**
 * Calls in flight, the one place islands learn it from: the request layer marks each call's slot busy
 * (`setBusy`), islands read it here, with `useBusy` (src/use-shared.ts) in React or `showBusy` on an
 * element they do not draw; and how a busy element looks (`lookBusy`).
 */
import { store, watch, writeShared, type SharedState } from './store.ts';

/** What narrows a kind of call to one slot: an element (one slot per mount point), or a string naming it. */
export type SlotKey = string | object;

const slotIds = new WeakMap<object, number>();
let lastSlotId = 0;

/** The name of a call's slot: the key of its busy flag. */
export const busySlot = (kind: string, key?: SlotKey): string => {
	if (key === undefined) return kind;
	if (typeof key === 'string') return `${kind}:${key}`;
	if (!slotIds.has(key)) slotIds.set(key, ++lastSlotId);
	return `${kind}:#${slotIds.get(key)}`;
};

/** Written by the request layer only (src/http.ts). */
export function setBusy(slot: string, busy: boolean): void {
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
