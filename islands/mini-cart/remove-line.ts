import { plainText, readAnswer, showActionError, type ActionAnswer } from '../../src/action-answer.ts';
import { announce } from '../../src/announce.ts';
import { publish } from '../../src/bus.ts';
import { getConfig } from '../../src/config.ts';
import { requestJson } from '../../src/http.ts';

/**
 * Removes one cart line (spec §7, removeFromCart). The answer carries no html: on success the bus
 * says the cart changed and the mini-cart (here and in other tabs) re-fetches its module.
 */
export async function removeLine(link: HTMLElement): Promise<void> {
	const config = getConfig();
	const key = link.dataset.cartProductId ?? '';
	const line = link.closest<HTMLElement>('li') ?? link;
	line.setAttribute('aria-busy', 'true');
	try {
		const answer = await requestJson<ActionAnswer>({
			kind: 'cart-remove',
			key,
			source: 'mini-cart',
			url: config.ajaxUri,
			params: new URLSearchParams([
				['vpfmethod', 'removeFromCart'],
				[`cart_${config.prefix}_product_id`, key],
				['product_name', link.dataset.productName ?? ''],
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
		// Spec §8: a network error is logged only (http.ts did); the loader goes below.
	} finally {
		line.removeAttribute('aria-busy');
	}
}
