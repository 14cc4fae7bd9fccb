/** The state select's label: `label[for]`, where VirtueMart puts the required `span.asterisk`. */
const labelOf = (select: HTMLSelectElement): HTMLLabelElement | null =>
	select.labels?.[0] ?? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`);

/**
 * Required (attribute, aria-required, class and the label's asterisk) only when there are states. These
 * live on the server's select and label, outside what the island renders.
 */
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
