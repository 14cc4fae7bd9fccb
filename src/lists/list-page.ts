/** A list's own page (the compare page, the wishlist page) kept in step with the list while the shopper is on it. */
import { subscribe } from '../bus.ts';
import { cancel, requestText } from '../http.ts';
import { syncedEvents } from '../server-state/views.ts';
import type { List } from './state.ts';
import { sanitizeToFragment } from '../server-markup.tsx';

const pageSelector = (list: List) => `[data-list-page="${list}"]`;

/**
 * Keeps the list's own page (compare or wishlist page) in step with the list: re-requests the page's
 * content in place (docs/behaviour.md#in-place-content-request) and swaps the list container. On failure
 * the page keeps what it shows; http.ts has logged it.
 */
async function refreshListPage(list: List, source: string): Promise<void> {
	const shown = document.querySelector(pageSelector(list));
	if (!shown) return;
	try {
		const html = await requestText({
			kind: 'list-page',
			key: list,
			source,
			url: location.href,
			params: { tmpl: 'component', format: 'html', dynamic: '1' },
		});
		const fresh = sanitizeToFragment(html).querySelector(pageSelector(list));
		if (fresh && shown.isConnected) shown.replaceWith(fresh);
	} catch {
		// Superseded or failed (logged): the page keeps its list until the next change.
	}
}

/** Keeps the list's own page, when the shopper is on it, in step with every change of the list. */
export function followListPage(list: List): () => void {
	const unsubscribe = subscribe(syncedEvents[list], () => void refreshListPage(list, list));
	return () => {
		unsubscribe();
		cancel('list-page', list);
	};
}
