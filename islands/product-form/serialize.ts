/** The add-to-cart form as VirtueMart's scripts send it (jQuery `serialize()` semantics). */

const unsent = new Set(['submit', 'button', 'image', 'reset', 'file']);

/**
 * Successful controls in document order: named, enabled, checked when checkable, every selected
 * option of a select. Buttons are never sent, as with jQuery's `serialize()`. Inputs inside
 * `<noscript>` (the no-JS `task=add`) are skipped: only a parser without scripting creates them.
 */
export function serializeForm(form: HTMLFormElement): URLSearchParams {
	const params = new URLSearchParams();
	for (const el of form.elements) {
		if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) continue;
		if (!el.name || el.matches(':disabled') || el.closest('noscript')) continue;
		if (el instanceof HTMLSelectElement) {
			// Support: happy-dom's selectedOptions keeps the option marked `selected` in the markup.
			for (const option of el.options) if (option.selected) params.append(el.name, option.value);
		} else if (el instanceof HTMLTextAreaElement) {
			params.append(el.name, el.value);
		} else if (!unsent.has(el.type) && (!(el.type === 'checkbox' || el.type === 'radio') || el.checked)) {
			params.append(el.name, el.value);
		}
	}
	return params;
}

/** Recalculation sends the same form without its `view=cart` (VirtueMart removes the first one). */
export function recalcParams(form: HTMLFormElement): URLSearchParams {
	const entries = [...serializeForm(form)];
	const at = entries.findIndex(([name, value]) => name === 'view' && value === 'cart');
	if (at >= 0) entries.splice(at, 1);
	return new URLSearchParams(entries);
}

/** The form's product id: `{prefix}_product_id[]`, then `pid`. */
export function productIdOf(form: HTMLFormElement, prefix: string): string {
	const field = form.querySelector<HTMLInputElement>(`input[name="${prefix}_product_id[]"], input[name="pid"]`);
	return field?.value.trim() ?? '';
}

/**
 * Whether every control still holds what the server printed. Browsers restore typed values on Back
 * (and from the back/forward cache), while the price block shows the server's prices for the defaults.
 */
export function isPristine(form: HTMLFormElement): boolean {
	return [...form.elements].every((el) => {
		if (el instanceof HTMLSelectElement) {
			const options = [...el.options];
			// A single select without a `selected` option shows its first one.
			if (!el.multiple && !options.some((option) => option.defaultSelected)) return el.selectedIndex <= 0;
			return options.every((option) => option.selected === option.defaultSelected);
		}
		if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked === el.defaultChecked;
		if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el.value === el.defaultValue;
		return true;
	});
}
