/** One choice of the native select, read afresh whenever the select changes. */
export interface Choice {
	option: HTMLOptionElement;
	text: string;
	group: string | null;
}

const fold = (text: string) =>
	text
		.toLowerCase()
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '');

/** The options a shopper can pick: the empty placeholder option is the "nothing chosen" state, not a choice. */
export function readChoices(select: HTMLSelectElement): Choice[] {
	return [...select.options]
		.filter((option) => option.value !== '')
		.map((option) => ({
			option,
			text: option.label || option.text,
			group: option.parentElement instanceof HTMLOptGroupElement ? option.parentElement.label : null,
		}));
}

/**
 * The choice a closed select's type-ahead lands on, as a native select's does: the first enabled one whose
 * label starts with what was typed; a letter typed again and again goes on to the next one starting with it.
 */
export function typedChoice(choices: Choice[], typed: string, current: Choice | undefined): Choice | undefined {
	const enabled = choices.filter((choice) => !choice.option.disabled);
	const prefix = fold(typed);
	const starting = (text: string) => enabled.filter((choice) => fold(choice.text).startsWith(text));
	const exact = starting(prefix);
	if (exact.length || !/^(.)\1+$/.test(prefix)) return exact[0];
	const same = starting(prefix[0]!);
	// Choices are read afresh on each render: the same option, not the same object.
	return same[(same.findIndex((choice) => choice.option === current?.option) + 1) % same.length];
}

export function matching(choices: Choice[], query: string): Choice[] {
	const words = fold(query).split(/\s+/).filter(Boolean);
	return words.length ? choices.filter((c) => words.every((w) => fold(c.text).includes(w))) : choices;
}

/** docs/behaviour.md#enhanced-selects: the search box shows from 10 options, from 5 on the shop's own selects. */
export const needsSearch = (select: HTMLSelectElement): boolean => select.options.length >= (select.matches('.vm-chzn-select') ? 5 : 10);

/** Sets the native select as the shopper chose and tells every listener (the state select, forms). */
export function choose(select: HTMLSelectElement, option: HTMLOptionElement, selected: boolean): void {
	if (!select.multiple) select.value = option.value;
	else option.selected = selected;
	select.dispatchEvent(new Event('input', { bubbles: true }));
	select.dispatchEvent(new Event('change', { bubbles: true }));
}
