/** Spec §5 quantity rules on the server's quantity input: step check, plus, minus and their message. */
import { t } from '../../src/i18n.ts';
import { isMultiple, minus, plus, readRule, snap, stepMessage } from '../../src/quantity.ts';
import { listen } from '../../src/listen.ts';

export interface QuantityField {
	input: HTMLInputElement | null;
	/**
	 * Corrects a value that is not a multiple of the step and tells the shopper; false when it did, or
	 * when it did in the same gesture (Enter fires change then submit; a click blurs the field first),
	 * so the shopper sees the corrected quantity before anything is added.
	 */
	check(): boolean;
	teardown(): void;
}

/** `typing`: the shopper is still typing, so the caller may wait a moment before recalculating. */
export type OnQuantity = (typing: boolean) => void;

let ids = 0;

/** Label, ARIA name or title; a button input's value, a button's text. */
function hasName(el: HTMLElement): boolean {
	if (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.title) return true;
	if (el instanceof HTMLInputElement) return el.type === 'button' ? el.value !== '' : Boolean(el.labels?.length);
	return Boolean(el.textContent?.trim());
}

/**
 * Stock templates print nameless controls: legacy's empty `input[type=button]` plus/minus, bs5's
 * icon-only buttons, a quantity field without a label. Each gets an `aria-label` while we are mounted.
 */
function nameControls(form: HTMLFormElement, input: HTMLInputElement): () => void {
	const named: HTMLElement[] = [];
	const name = (el: HTMLElement, label: string) => {
		if (hasName(el)) return;
		el.setAttribute('aria-label', label);
		named.push(el);
	};
	name(input, t('product-form.quantity'));
	for (const button of form.querySelectorAll<HTMLElement>('.quantity-plus, .quantity-minus'))
		name(button, t(button.matches('.quantity-plus') ? 'product-form.plus' : 'product-form.minus'));
	return () => named.forEach((el) => el.removeAttribute('aria-label'));
}
const SAME_GESTURE = 500;

export function bindQuantity(form: HTMLFormElement, onQuantity: OnQuantity): QuantityField {
	const input = form.querySelector<HTMLInputElement>('input[name="quantity[]"], input.quantity-input');
	if (!input) return { input, check: () => true, teardown: () => {} };

	// An inline alert instead of window.alert: read at once, and it stays until the shopper edits.
	const message = Object.assign(document.createElement('p'), { className: 'vetrina-pf-qty-error', id: `vetrina-pf-qty-${++ids}`, hidden: true });
	message.setAttribute('role', 'alert');
	(input.closest('.addtocart-bar') ?? input).after(message);
	const describedBy = input.getAttribute('aria-describedby');
	input.setAttribute('aria-describedby', [describedBy, message.id].filter(Boolean).join(' '));

	const value = () => Number.parseFloat(input.value);
	const hide = () => {
		message.hidden = true;
		input.removeAttribute('aria-invalid');
	};
	let correctedAt = -Infinity;
	const check = () => {
		const rule = readRule(input);
		if (isMultiple(value(), rule) && value() >= rule.step) return performance.now() - correctedAt > SAME_GESTURE;
		correctedAt = performance.now();
		input.value = String(snap(value(), rule));
		message.textContent = stepMessage(input.getAttribute('data-errStr') || t('product-form.stepError'), rule);
		message.hidden = false;
		input.setAttribute('aria-invalid', 'true');
		return false;
	};
	const set = (next: number) => {
		hide();
		correctedAt = -Infinity;
		input.value = String(next);
		onQuantity(false);
	};

	const onClick = (event: MouseEvent) => {
		const target = event.target as Element;
		if (target === input) return void check();
		const button = target.closest('.quantity-plus, .quantity-minus');
		if (!button || !form.contains(button)) return;
		event.preventDefault();
		const rule = readRule(input);
		set(button.matches('.quantity-plus') ? plus(value(), rule) : minus(value(), rule));
	};
	const onChange = (event: Event) => {
		if (event.target !== input) return;
		check();
		onQuantity(false);
	};
	const onBlur = (event: FocusEvent) => event.target === input && check();
	const onInput = (event: Event) => {
		if (event.target !== input) return;
		hide();
		correctedAt = -Infinity;
	};
	// A value that is not yet a valid multiple is still being typed: its change or blur corrects it.
	const onKeyup = (event: KeyboardEvent) => {
		const rule = readRule(input);
		if (event.target === input && isMultiple(value(), rule) && value() >= rule.step) onQuantity(true);
	};

	const unlisten = listen(form, { click: onClick, change: onChange, focusout: onBlur, input: onInput, keyup: onKeyup });
	const unname = nameControls(form, input);
	return {
		input,
		check,
		teardown: () => {
			unlisten();
			unname();
			message.remove();
			if (describedBy) input.setAttribute('aria-describedby', describedBy);
			else input.removeAttribute('aria-describedby');
			input.removeAttribute('aria-invalid');
		},
	};
}
