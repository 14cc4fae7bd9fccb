import { enforce, showQuantityAlert } from './cart-lines.ts';
import { applyStep } from './cart-steps.ts';

/**
 * Stock cart inputs call `Virtuemart.checkQuantity(this, step, msg)` from inline handlers. On a shop
 * without a CSP whose VirtueMart scripts are switched off those handlers still run and would throw a
 * ReferenceError, so a tiny stand-in answers them with Vetrina's quantity rules. VirtueMart's own
 * function, when loaded, is left alone, and `Virtuemart.product` is never defined (that is how
 * Vetrina tells VirtueMart's scripts are driving the page).
 */
type Stand = { checkQuantity?: unknown };

/** Whether a mounted checkout-form already applies the same rules to this field on the same events. */
const enhanced = (input: HTMLInputElement) => input.form?.getAttribute('data-island-state') === 'ready';

export function checkQuantity(input: unknown, step: unknown, message: unknown): void {
	if (!(input instanceof HTMLInputElement) || enhanced(input)) return;
	const value = Number(step);
	if (value > 0) applyStep(input, { step: value, message: typeof message === 'string' ? message : '' });
	const alert = enforce(input);
	if (alert) showQuantityAlert(input, alert);
}

export function installCheckQuantityStandIn(): void {
	const host = window as { Virtuemart?: Stand };
	if (typeof host.Virtuemart?.checkQuantity === 'function') return;
	host.Virtuemart = Object.assign(host.Virtuemart ?? {}, { checkQuantity });
}
