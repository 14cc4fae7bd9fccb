import { useEffect, useRef } from 'react';
import { getConfig } from '../../src/config.ts';
import { isSuperseded } from '../../src/errors/request-error.ts';
import { cancel, isBusy } from '../../src/http.ts';
import { fetchSuggestions, knownAnswer, norm, scopeOf, type SearchAnswer, type SearchRequest } from './suggestions.ts';

/** Typing pauses shorter than this send no query: one request per burst of keys, not per key. */
export const TYPING_PAUSE = 200;

interface Options {
	form: HTMLFormElement;
	input: HTMLInputElement;
	/** The request slot: one search in flight per form, a newer query aborts the older (http.ts). */
	slot: string;
	minChars: number;
	show: (answer: SearchAnswer) => void;
	close: () => void;
}

/**
 * What the field asks: `typed()` after each change (cached answers at once, others after the typing
 * pause), `now()` for the arrow keys, `stop()` when the shopper closes the list. Which answer is the newest
 * is the request layer's to decide.
 */
export function useSearchQuery({ form, input, slot, minChars, show, close }: Options) {
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	/** The last query sent, as the server reads it: asking it again while in flight would only start the wait over. */
	const sent = useRef('');
	const request = (): SearchRequest => ({
		action: form.getAttribute('action') || location.href,
		keyword: input.value,
		categoryId: (form.elements.namedItem(`${getConfig().prefix}_category_id`) as HTMLSelectElement | null)?.value || '0',
		key: slot,
	});
	const now = async () => {
		const search = request();
		if (search.keyword.trim().length < minChars) return;
		const known = knownAnswer(scopeOf(search), search.keyword);
		if (known) return show(known);
		const query = norm(search.keyword);
		// A trailing space or another case: the answer on its way is this query's.
		if (query === sent.current && isBusy('search', slot)) return;
		sent.current = query;
		try {
			show(await fetchSuggestions(search));
		} catch (error) {
			if (!isSuperseded(error)) close(); // http.ts has logged it; the field keeps working.
		}
	};
	const typed = () => {
		clearTimeout(timer.current);
		const search = request();
		if (search.keyword.trim().length < minChars) {
			cancel('search', slot);
			return close();
		}
		const known = knownAnswer(scopeOf(search), search.keyword);
		if (known) {
			cancel('search', slot); // An older query still in flight must not replace this answer.
			return show(known);
		}
		timer.current = setTimeout(() => void now(), TYPING_PAUSE);
	};
	/** The shopper closed the list (Esc, left the field): no query scheduled or on its way may open it again. */
	const stop = () => {
		clearTimeout(timer.current);
		cancel('search', slot);
		sent.current = '';
	};
	// biome-ignore lint/correctness/useExhaustiveDependencies: stopped as the slot goes (unmount), not as `stop` is made anew.
	useEffect(() => stop, [slot]);
	return { typed, now, stop };
}
