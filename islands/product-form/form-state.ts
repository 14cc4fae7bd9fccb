/** What one product form's island roots share (quantity box, price block, messages): a small store per form. */
import { createStore } from 'zustand/vanilla';
import type { PriceLine } from './price-lines.ts';

export interface FormState {
	/** Every price the recalculation answered so far, by key (`salesPrice`): newer answers win. */
	prices: Record<string, PriceLine>;
	/** The step message shown under the quantity, or '' when the quantity is fine. */
	stepError: string;
	/** Why the last add to cart failed, or ''. */
	notice: string;
}

export const createFormState = () => createStore<FormState>()(() => ({ prices: {}, stepError: '', notice: '' }));

export type FormStore = ReturnType<typeof createFormState>;
