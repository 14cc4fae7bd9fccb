import { plainText, readAnswer, showActionError, type ActionAnswer } from '../../src/action-answer.ts';
import { announce } from '../../src/announce.ts';
import { publish } from '../../src/bus.ts';
import { getConfig } from '../../src/config.ts';
import { requestJson } from '../../src/http.ts';

export const REMOVE_KIND = 'cart-remove';

/**
 * Removes one cart line (removeFromCart, docs/behaviour.md#theme-calls) by its cart key `{pid}::{option ids}`. The answer
 * carries no html: on success the bus says the cart changed and the mini-cart (here and in other
 * tabs) re-fetches its module.
 */
export async function removeLine(key: string, productName: string): Promise<void> {
	const config = getConfig();
	try {
		const answer = await requestJson<ActionAnswer>({
			kind: REMOVE_KIND,
			key,
			source: 'mini-cart',
			url: config.ajaxUri,
			params: new URLSearchParams([
				['vpfmethod', 'removeFromCart'],
				[`cart_${config.prefix}_product_id`, key],
				['product_name', productName],
				['ajax', '1'],
				['Itemid', String(config.itemid)],
			]),
		});
		const { error, msg } = readAnswer(answer);
		if (error) {
			if (msg) void showActionError(msg);
			return;
		}
		if (msg) announce(plainText(msg), 'polite');
		void publish('cart:updated', { source: 'mini-cart' });
	} catch {
		// docs/behaviour.md#error-catalogue: a network error is logged only (http.ts did); the loader goes with the call.
	}
}
