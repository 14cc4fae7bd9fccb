import { answerOrRefusal, readAnswer, type ActionAnswer } from './action-answer.ts';
import { subscribe } from './bus.ts';
import { getConfig } from './config.ts';
import { cancel, requestJson, requestText } from './http.ts';
import { sanitizeToFragment } from './sanitize.ts';
import { syncedEvents as listEvents } from './sync.ts';
import { getToken } from './token.ts';

/** The compare list and the wishlist: one implementation, parameterised by these differences. */
export type List = 'compare' | 'wishlist';
export type ListAction = 'add' | 'remove';

const spec = {
	compare: { add: 'addToCompare', remove: 'removeFromCompare' },
	wishlist: { add: 'addToWishlist', remove: 'removeFromWishlist' },
} as const satisfies Record<List, Record<ListAction, string>>;

export const isList = (value: unknown): value is List => value === 'compare' || value === 'wishlist';
export const listEvent = (list: List) => listEvents[list];

export interface ListCall {
	list: List;
	action: ListAction;
	productId: string;
	productName: string;
	source: string;
}

/** One action call (docs/behaviour.md#theme-calls). Every call carries the form token in the url: `{ajax_uri}&{token}=1`. */
function send({ list, action, productId, productName, source }: ListCall, token: string | null): Promise<ActionAnswer> {
	const config = getConfig();
	const params = new URLSearchParams([
		...(token ? [[token, '1']] : []),
		['vpfmethod', spec[list][action]],
		['product_id', productId],
		['product_name', productName],
	]);
	if (action === 'remove') params.append('ajax', '1');
	params.append('Itemid', String(config.itemid));
	return answerOrRefusal(requestJson<ActionAnswer>({ kind: list, key: productId, source, url: config.ajaxUri, params, changesSession: true }));
}

/**
 * Sends a compare or wishlist action, with the form token: servers that change a list check it (the
 * plugin's own does for both lists). With token updating on, a refused call is retried once with a
 * freshly fetched token, but only if the token really changed (else the refusal was not about the token).
 */
export async function sendListAction(call: ListCall): Promise<ActionAnswer> {
	const token = await getToken();
	const answer = await send(call, token);
	const { error } = readAnswer(answer);
	if (!getConfig().tokenUpdate || error === 0 || error === 2) return answer;
	const fresh = await getToken({ refresh: true });
	return fresh && fresh !== token ? send(call, fresh) : answer;
}

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
	const unsubscribe = subscribe(listEvent(list), () => void refreshListPage(list, list));
	return () => {
		unsubscribe();
		cancel('list-page', list);
	};
}
