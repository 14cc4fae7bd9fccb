/** The quantity rules (docs/behaviour.md#quantity-rules) on the form's quantity input: step check, plus, minus and their message. */
import { t } from '../../src/i18n.ts';
import { uniqueId } from '../../src/ids.ts';
import { isOrderable, minus, plus, readRule, snap, stepMessage } from '../../src/quantity.ts';
import type { FormStore } from './form-state.ts';

export const QUANTITY_INPUT = 'input[name="quantity[]"], input.quantity-input';
export const STEP_BUTTONS = '.quantity-plus, .quantity-minus';
/** Which way a plus/minus button steps. */
export const stepOf = (button: Element): 'plus' | 'minus' => (button.matches('.quantity-plus') ? 'plus' : 'minus');

export interface QuantityField {
	/** The input in the page now: the server's, then the island's. */
	input(): HTMLInputElement | null;
	/** The id of the step message, for the input's `aria-describedby`. */
	messageId: string;
	/**
	 * Corrects a value that is not a multiple of the step and tells the shopper; false when it did, or
	 * when it did in the same gesture (Enter fires change then submit; a click blurs the field first),
	 * so the shopper sees the corrected quantity before anything is added.
	 */
	check(): boolean;
	step(direction: 'plus' | 'minus'): void;
	/** The value a step would give, the field left as it is (undefined without a field). */
	next(direction: 'plus' | 'minus'): string | undefined;
	/** The shopper edits: the message goes until the next check. */
	edited(): void;
	changed(): void;
	/** A key was released: a valid value is recalculated after a short wait. */
	typed(): void;
}

/** `typing`: the shopper is still typing, so the caller may wait a moment before recalculating. */
export type OnQuantity = (typing: boolean) => void;

const SAME_GESTURE = 500;

export function createQuantity(form: HTMLFormElement, state: FormStore, onQuantity: OnQuantity): QuantityField {
	const input = () => form.querySelector<HTMLInputElement>(QUANTITY_INPUT);
	const value = () => Number.parseFloat(input()?.value ?? '');
	let correctedAt = -Infinity;
	const edited = () => {
		if (state.getState().stepError) state.setState({ stepError: '' });
		correctedAt = -Infinity;
	};
	const check = () => {
		const field = input();
		if (!field) return true;
		const rule = readRule(field);
		if (isOrderable(value(), rule)) return performance.now() - correctedAt > SAME_GESTURE;
		correctedAt = performance.now();
		field.value = String(snap(value(), rule));
		// An inline alert instead of window.alert: read at once, and it stays until the shopper edits.
		state.setState({ stepError: stepMessage(field.getAttribute('data-errStr') || t('product-form.stepError'), rule) });
		return false;
	};
	const next = (direction: 'plus' | 'minus') => {
		const field = input();
		if (!field) return undefined;
		const rule = readRule(field);
		return String(direction === 'plus' ? plus(value(), rule) : minus(value(), rule));
	};
	return {
		input,
		messageId: uniqueId('vetrina-pf-qty'),
		check,
		step(direction) {
			const field = input();
			const stepped = next(direction);
			if (!field || stepped === undefined) return;
			edited();
			field.value = stepped;
			onQuantity(false);
		},
		next,
		edited,
		changed() {
			check();
			onQuantity(false);
		},
		typed() {
			const field = input();
			// A value that is not yet a valid multiple is still being typed: its change or blur corrects it.
			if (field && isOrderable(value(), readRule(field))) onQuantity(true);
		},
	};
}
