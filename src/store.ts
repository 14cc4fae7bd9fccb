import { createStore } from 'zustand/vanilla';

/** What islands share. The server owns the lists; these are the last values it told us. */
export interface SharedState {
	token: string | null;
	cartCount: number | null;
	compareIds: string[];
	wishlistIds: string[];
	/** Calls in flight, by kind: a loader shows while its kind is busy. */
	busy: Record<string, boolean>;
}

export const store = createStore<SharedState>()(() => ({
	token: null,
	cartCount: null,
	compareIds: [],
	wishlistIds: [],
	busy: {},
}));

export function setBusy(kind: string, busy: boolean): void {
	if (Boolean(store.getState().busy[kind]) === busy) return;
	store.setState((state) => ({ busy: { ...state.busy, [kind]: busy } }));
}
