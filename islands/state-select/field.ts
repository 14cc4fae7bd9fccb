import type { State } from './states.ts';

/** The state select's label: `label[for]`, where VirtueMart puts the required `span.asterisk`. */
const labelOf = (select: HTMLSelectElement): HTMLLabelElement | null =>
	select.labels?.[0] ?? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`);

function option(state: State, selected: boolean): HTMLOptionElement {
	const el = document.createElement('option');
	el.value = state.id;
	el.textContent = state.name;
	el.selected = selected;
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
			group.append(...states.map((state) => option(state, chosen.has(state.id))));
			return group;
		});
	select.replaceChildren(...(placeholder ? [placeholder] : []), ...optgroups);
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

/** The loading overlay (config `stateLoader`) over the state field, and aria-busy on the select. */
export function showLoader(select: HTMLSelectElement, on: boolean, overlay: boolean): void {
	if (on) select.setAttribute('aria-busy', 'true');
	else select.removeAttribute('aria-busy');
	if (overlay || !on) select.parentElement?.classList.toggle('vetrina-state-loading', on);
}
