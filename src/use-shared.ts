import { useStore as useZustandStore } from 'zustand';
import { busyOf, type SlotKey } from './busy.ts';
import { store, type SharedState } from './store.ts';

/** A React island's view of the shared store: re-renders only when what `selector` picks changes. */
export function useShared<T>(selector: (state: SharedState) => T): T {
	return useZustandStore(store, selector);
}

/** True while a call of this kind (and mount point) is in flight: for the island's busy state. */
export function useBusy(kind: string, key?: SlotKey): boolean {
	return useShared(busyOf(kind, key));
}
