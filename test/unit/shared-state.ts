/**
 * The shared store as a test sets it up: in the product only the slices' owners write it (src/cart/,
 * src/lists/, src/busy.ts); a test arranges a state the actions would have reached, or starts afresh.
 */
import { store, writeShared } from '../../src/store.ts';

export const setShared = writeShared;
export const resetShared = (): void => writeShared(store.getInitialState(), true);
