import type { State } from './states.ts';

/** The state select's label: `label[for]`, where VirtueMart puts the required `span.asterisk`. */
const labelOf = (select: HTMLSelectElement): HTMLLabelElement | null =>
	select.labels?.[0] ?? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`);

function option(state: State): HTMLOptionElement {
	const el = document.createElement('option');
	el.value = state.id;
	el.textContent = state.name;
	return el;
}

/** Fills the select with one optgroup per country (label = country name); chosen states stay chosen. */
export function fillStates(select: HTMLSelectElement, groups: [country: string, states: State[]][], chosen: Set<string>): void {
	const placeholder = [...select.options].find((option) => option.value === '' && !option.parentElement?.matches('optgroup'));
	const optgroups = groups
		.filter(([, states]) => states.length)
		.map(([country, states]) => {
			const group = document.createElement('optgroup');
			group.label = country;
			group.append(...states.map(option));
			return group;
		});
	select.replaceChildren(...(placeholder ? [placeholder] : []), ...optgroups);
	// Chosen once in the select: happy-dom loses a choice made on options not yet inserted.
	for (const el of select.options) if (el.value && chosen.has(el.value)) el.selected = true;
	if (placeholder && !select.multiple && ![...select.options].some((o) => o.selected)) placeholder.selected = true;
}

/** Required (attribute, aria-required, class and the label's asterisk) only when there are states. */
export function setRequired(select: HTMLSelectElement, required: boolean): void {
	select.required = required;
	select.classList.toggle('required', required);
	if (required) select.setAttribute('aria-required', 'true');
	else select.removeAttribute('aria-required');
	const label = labelOf(select);
	const asterisk = label?.querySelector('span.asterisk');
	if (!required) asterisk?.remove();
	else if (label && !asterisk) {
		const mark = Object.assign(document.createElement('span'), { className: 'asterisk', textContent: '*' });
		mark.setAttribute('aria-hidden', 'true');
		label.append(' ', mark);
	}
}

/** A field the form validator already marked invalid is checked again now that its list changed. */
export function revalidate(select: HTMLSelectElement): void {
	if (!select.classList.contains('invalid') && select.getAttribute('aria-invalid') !== 'true') return;
	const valid = select.checkValidity();
	select.classList.toggle('invalid', !valid);
	select.setAttribute('aria-invalid', String(!valid));
	labelOf(select)?.classList.toggle('invalid', !valid);
}

const LOCKED = 'data-vetrina-locked';

/**
 * While the list loads its options cannot be chosen (they are about to change); the select itself
 * stays enabled, so it keeps focus and its value. Options the page disabled stay disabled.
 */
function lockOptions(select: HTMLSelectElement, on: boolean): void {
	for (const option of select.options) {
		if (on && !option.disabled) {
			option.disabled = true;
			option.setAttribute(LOCKED, '');
		} else if (!on && option.hasAttribute(LOCKED)) {
			option.disabled = false;
			option.removeAttribute(LOCKED);
		}
	}
}

/** The loading overlay (config `stateLoader`) over the state field, aria-busy and locked options. */
export function showLoader(select: HTMLSelectElement, on: boolean, overlay: boolean): void {
	if (on) select.setAttribute('aria-busy', 'true');
	else select.removeAttribute('aria-busy');
	lockOptions(select, on);
	if (overlay || !on) select.parentElement?.classList.toggle('vetrina-state-loading', on);
}
