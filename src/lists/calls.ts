/** The compare list's and the wishlist's calls to the server (docs/behaviour.md#theme-calls). */
import { answerOrRefusal, readAnswer, type ActionAnswer } from '../action-answer.ts';
import { getConfig } from '../config.ts';
import { requestJson } from '../http.ts';
import { getToken } from '../token.ts';
import type { List } from './state.ts';

export type ListAction = 'add' | 'remove';

export const isList = (value: unknown): value is List => value === 'compare' || value === 'wishlist';

const spec = {
	compare: { add: 'addToCompare', remove: 'removeFromCompare' },
	wishlist: { add: 'addToWishlist', remove: 'removeFromWishlist' },
} as const satisfies Record<List, Record<ListAction, string>>;

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
