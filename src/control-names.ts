import { t } from './i18n.ts';
import { hasName } from './server-markup.tsx';

/**
 * VirtueMart's icon-only controls that Vetrina enhances, printed without an accessible name (axe
 * `button-name`; `label-title-only` for the cart's quantity field, named by its title alone), and the
 * string naming each: Italian by default, overridable per string (config `strings`) like every other.
 */
const names: [selector: string, key: string][] = [
	['button.vm-btn-expand', 'name.expandImage'],
	['.vm-cart-item-quantity_plus', 'name.plus'],
	['.vm-cart-item-quantity_minus', 'name.minus'],
	['input.quantity-input, input[name^="quantity["]', 'name.quantity'],
];

/** The name `el` lacks, when it is one of those controls and has none of its own. */
export function missingName(el: Element): string | undefined {
	const key = names.find(([selector]) => el.matches(selector))?.[1];
	return key && !hasName(el) ? t(key) : undefined;
}

/** Gives `el` the name it lacks, when it is one of those controls (for controls the island does not draw). */
export function nameControl(el: Element): void {
	const name = missingName(el);
	if (name) el.setAttribute('aria-label', name);
}
