/** Live price (docs/behaviour.md#price-recalculation): one call per change; the request layer drops all but the newest. */
import { isSuperseded } from '../../src/errors/request-error.ts';
import { isOrderable, readRule } from '../../src/quantity.ts';
import { cancel, requestJson, shopRoute } from '../../src/http.ts';
import { announce, t } from '../../src/i18n.ts';
import { showSystemMessages } from '../../src/system-messages.ts';
import type { FormStore } from './form-state.ts';
import { mergePrices, salesPriceText, type PriceAnswer } from './price-lines.ts';
import { QUANTITY_INPUT } from './quantity-field.ts';
import { isPristine, recalcParams } from './serialize.ts';
import { sanitizeToFragment } from '../../src/server-markup.tsx';

/** Keyup waits this long for the next key, so typing "24" asks once; the abort logic still holds. */
export const TYPING_DELAY = 100;
export const RECALCULATE = 'recalculate';

export interface PriceUpdater {
	recalculate(typing?: boolean): void;
	/**
	 * Asks now for the prices the form will have once a press under way lands (`name` set to `value`):
	 * the pointer goes down well before the click. The answer is used only if the form then stands as
	 * asked; a different change supersedes it.
	 */
	ahead(name: string, value: string): void;
	teardown(): void;
}

/** VirtueMart's messages: the alert blocks of the answer replace the previous ones in the theme's system message area. */
function showMessages(html: unknown): void {
	const fragment = sanitizeToFragment(typeof html === 'string' ? html : '');
	let alerts = [...fragment.querySelectorAll<HTMLElement>('.alert')];
	if (!alerts.length && fragment.textContent?.trim()) {
		const alert = Object.assign(document.createElement('div'), { className: 'alert alert-info' });
		alert.append(fragment);
		alerts = [alert];
	}
	showSystemMessages('vmprices-message', alerts);
}

/**
 * Asks for the prices of the form as it stands and puts the answer in the form's store, which the
 * price block draws. `block` is only read: for the printed sales price and whether it is a live region.
 */
export function createPriceUpdater(form: HTMLFormElement, block: HTMLElement | null, state: FormStore): PriceUpdater {
	// The server printed the prices of the form as it stands: an identical call would change nothing.
	// A form the browser restored (Back) does not stand as printed: its prices are asked for at once.
	let lastQuery = isPristine(form) ? recalcParams(form).toString() : '';
	let timer: ReturnType<typeof setTimeout> | undefined;
	const printedPrice = salesPriceText(block);

	let early: { query: string; answer: Promise<PriceAnswer> } | undefined;
	const ask = (params: URLSearchParams) =>
		requestJson<PriceAnswer>({ kind: RECALCULATE, key: form, url: shopRoute('recalculate'), form: params, source: 'product-form' });

	async function send(): Promise<void> {
		// A quantity being typed (emptied, or not yet a multiple of the step) is asked for once its change
		// has corrected it: the form may stand so when the island mounts, the shopper having started first.
		const field = form.querySelector<HTMLInputElement>(QUANTITY_INPUT);
		if (field && !isOrderable(Number.parseFloat(field.value), readRule(field))) return;
		const params = recalcParams(form);
		const query = params.toString();
		if (query === lastQuery) return;
		lastQuery = query;
		const asked = early?.query === query ? early.answer : ask(params);
		early = undefined;
		try {
			const answer = await asked;
			if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new TypeError('recalculation answered no price object');
			const before = state.getState().prices.salesPrice?.text ?? printedPrice;
			const prices = mergePrices(state.getState().prices, answer);
			state.setState({ prices });
			showMessages(answer.messages);
			const after = prices.salesPrice?.text?.trim() ?? '';
			// One announcement per change, unless the theme made the block a live region itself.
			if (after && after !== before.trim() && !block?.closest('[aria-live]')) announce(t('product-form.priceUpdated', { price: after }), 'polite');
		} catch (error) {
			if (isSuperseded(error)) return;
			if (error instanceof TypeError) console.error('[vetrina:product-form]', error.message);
			lastQuery = ''; // the prices shown are not this form's: let the next change ask again
		}
	}

	// Not in a React effect: StrictMode's double effects (development) would abort this first call.
	if (!lastQuery) void send();
	return {
		recalculate(typing = false) {
			clearTimeout(timer);
			if (typing) timer = setTimeout(() => void send(), TYPING_DELAY);
			else void send();
		},
		ahead(name, value) {
			const params = recalcParams(form);
			params.set(name, value);
			const query = params.toString();
			if (query === lastQuery || query === early?.query) return;
			early = { query, answer: ask(params) };
			// Its failure is the change's, when the change comes: told once, then.
			early.answer.catch(() => undefined);
		},
		teardown() {
			clearTimeout(timer);
			early = undefined;
			cancel(RECALCULATE, form);
		},
	};
}
