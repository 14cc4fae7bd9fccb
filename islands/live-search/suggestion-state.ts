import type { SearchAnswer } from './suggestions.ts';

/** The list's state: the answer shown (null: closed) and the active option (-1: the field). */
export interface SuggestionState {
	answer: SearchAnswer | null;
	active: number;
}

export type SuggestionAction = { type: 'show'; answer: SearchAnswer } | { type: 'close' } | { type: 'move'; delta: number } | { type: 'field' };

export const closed: SuggestionState = { answer: null, active: -1 };

export function reduceSuggestions(state: SuggestionState, action: SuggestionAction): SuggestionState {
	switch (action.type) {
		case 'show': {
			// The shopper's active option stays active when the newer answer (the next letter typed, a
			// late answer) still holds it, so arrowing down is never undone.
			const kept = state.answer?.suggestions[state.active]?.data;
			return { answer: action.answer, active: kept === undefined ? -1 : action.answer.suggestions.findIndex(({ data }) => data === kept) };
		}
		case 'move': {
			// Wrapping around: past either end the field is active again.
			const count = state.answer?.suggestions.length ?? 0;
			if (!count) return state;
			const next = state.active + action.delta;
			return { ...state, active: next < -1 ? count - 1 : next >= count ? -1 : next };
		}
		case 'field':
			return { ...state, active: -1 };
		case 'close':
			return closed;
	}
}
