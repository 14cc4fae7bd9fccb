import { createStore, type StoreApi } from 'zustand/vanilla';

/** Quantity alerts shown beside cart lines, by quantity input name (`quantity[{key}]`). */
export type LineAlerts = StoreApi<Record<string, string>>;

/**
 * Alerts raised on the content an update replaced: each cart form mounts anew on the answer (the
 * registry sees the new form), and they are shown once more there, then let go.
 */
let carried: Record<string, string> = {};

/** This form's alerts, starting with those carried from the content it replaced. */
export function createLineAlerts(): LineAlerts {
	const initial = carried;
	carried = {};
	return createStore<Record<string, string>>()(() => initial);
}

/** Hands alerts over to the form that the update answer brings. */
export function carryAlerts(alerts: Record<string, string>): void {
	carried = alerts;
}

/** Every input's alert, tied to it with `aria-describedby`. */
export const alertIdOf = (input: { id: string; name: string }): string => `${input.id || input.name}-vetrina-alert`;
