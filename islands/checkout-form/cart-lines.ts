import { isMultiple, minus, plus, readRule, snap, stepMessage } from '../../src/quantity.ts';
import { alertIdOf } from './line-alerts.ts';

/**
 * Cart line quantities (docs/behaviour.md#quantity-rules): plus/minus by the step, typed values snapped, `data-errStr` shown.
 * Stock bs3 prints the class attribute twice, so its inputs are only `form-control`: the name tells.
 */
export const quantitySelector = 'input.quantity-input, input[name^="quantity["]';

/** The line's quantity input, from one of its buttons. */
export function lineInput(el: Element): HTMLInputElement | null {
	const line = el.closest('tr, .vm-cart-item-quantity, .quantity-box') ?? el.parentElement;
	return line?.querySelector<HTMLInputElement>(quantitySelector) ?? null;
}

/** The line's own update button (`updatecart.{pkey}`), sent as the submitter like a click on it. */
export function lineUpdateButton(input: HTMLInputElement): HTMLButtonElement | HTMLInputElement | null {
	const line = input.closest('tr, .vm-cart-item-quantity') ?? input.parentElement;
	return line?.querySelector<HTMLButtonElement | HTMLInputElement>('[name^="updatecart."]') ?? null;
}

export function step(input: HTMLInputElement, direction: 'plus' | 'minus'): void {
	const rule = readRule(input);
	input.value = String((direction === 'plus' ? plus : minus)(Number.parseFloat(input.value), rule));
}

/**
 * Corrects a typed quantity: above max comes down to max, then down to a multiple of the step (or
 * the step itself). Returns the `data-errStr` message when the value was not a multiple.
 */
export function enforce(input: HTMLInputElement): string | null {
	const rule = readRule(input);
	let value = Number.parseFloat(input.value);
	if (rule.max !== null && value > rule.max) value = rule.max;
	const message = isMultiple(value, rule) ? null : stepMessage(input.getAttribute('data-errStr') ?? '', rule);
	value = snap(value, rule);
	if (String(value) !== input.value) input.value = String(value);
	return message || null;
}

/**
 * An inline alert under the line's quantity, tied to the input with aria-describedby: for the stand-in,
 * before the island draws the line (`LineControls` then shows it in its own alert).
 */
export function showQuantityAlert(input: HTMLInputElement, text: string): void {
	const id = alertIdOf(input);
	let alert = document.getElementById(id);
	if (!alert) {
		alert = Object.assign(document.createElement('p'), { id, className: 'vetrina-cart-alert' });
		alert.setAttribute('role', 'alert');
		input.parentElement?.append(alert);
		const described = new Set((input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)).add(id);
		input.setAttribute('aria-describedby', [...described].join(' '));
	}
	alert.textContent = text;
}
