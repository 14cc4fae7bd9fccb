/** A state as the select shows it; `disabled` only for options the page printed disabled. */
export interface StateChoice {
	id: string;
	name: string;
	disabled?: boolean;
}

/** Options under one country (an optgroup), or loose options (`label` null). */
export interface StateGroup {
	/** The country id for a loaded list; the label for a printed one. */
	key: string;
	label: string | null;
	states: StateChoice[];
}

export interface PrintedStates {
	/** The empty "Seleziona" option outside any optgroup, if the page printed one. */
	placeholder: string | null;
	groups: StateGroup[];
}

const choice = (option: HTMLOptionElement): StateChoice => ({ id: option.value, name: option.text, ...(option.disabled && { disabled: true }) });

/** What the page printed in the state select, so the island's first render shows the same list. */
export function readPrintedStates(select: HTMLSelectElement): PrintedStates {
	let placeholder: string | null = null;
	const groups: StateGroup[] = [];
	for (const child of select.children) {
		if (child instanceof HTMLOptGroupElement) groups.push({ key: child.label, label: child.label, states: [...child.querySelectorAll('option')].map(choice) });
		else if (child instanceof HTMLOptionElement && child.value === '' && placeholder === null) placeholder = child.text;
		else if (child instanceof HTMLOptionElement) {
			const loose = groups.at(-1)?.label === null ? groups.at(-1)! : groups[groups.push({ key: '', label: null, states: [] }) - 1]!;
			loose.states.push(choice(child));
		}
	}
	return { placeholder, groups };
}
