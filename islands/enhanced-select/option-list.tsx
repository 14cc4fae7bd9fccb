import { t } from '../../src/i18n.ts';
import type { Choice } from './options.ts';

export interface OptionListProps {
	id: string;
	multiple: boolean;
	/** What the list shows; empty while closed (a country list has 250 options: drawn on opening only). */
	choices: Choice[];
	open: boolean;
	activeId: string | undefined;
	optionId: (choice: Choice) => string;
	onPick: (choice: Choice) => void;
}

type Entry = { choice: Choice } | { group: string; choices: Choice[] };

/** Choices in order, each optgroup's choices gathered where the group first shows. */
function entries(choices: Choice[]): Entry[] {
	const list: Entry[] = [];
	const groups = new Map<string, Choice[]>();
	for (const choice of choices) {
		if (choice.group === null) {
			list.push({ choice });
			continue;
		}
		const members = groups.get(choice.group);
		if (members) members.push(choice);
		else {
			groups.set(choice.group, [choice]);
			list.push({ group: choice.group, choices: groups.get(choice.group)! });
		}
	}
	return list;
}

/** The listbox: options grouped by optgroup (labelled groups), a note when nothing matches the search. */
export function OptionList({ id, multiple, choices, open, activeId, optionId, onPick }: OptionListProps) {
	const option = (choice: Choice) => (
		// biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the APG listbox: focus never enters an option; the keyboard chooses through the combobox's aria-activedescendant.
		<li
			key={choice.option.index}
			id={optionId(choice)}
			className={`vetrina-select-option${optionId(choice) === activeId ? ' is-active' : ''}`}
			// biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: list items of the listbox, as the markup themes style.
			role="option"
			aria-selected={choice.option.selected}
			aria-disabled={choice.option.disabled || undefined}
			onClick={() => onPick(choice)}
		>
			{choice.text}
		</li>
	);
	return (
		<ul
			id={id}
			className="vetrina-select-list"
			// biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox is a list, as the markup themes style.
			role="listbox"
			aria-multiselectable={multiple || undefined}
			// Focus stays in the combobox or the search box while the mouse chooses.
			onMouseDown={(event) => event.preventDefault()}
		>
			{entries(choices).map((entry, index) =>
				'choice' in entry ? (
					option(entry.choice)
				) : (
					<li key={`g${entry.group}`} className="vetrina-select-group" role="presentation">
						<div className="vetrina-select-group-label" id={`${id}-g${index}`}>
							{entry.group}
						</div>
						{/* biome-ignore lint/a11y/useSemanticElements: an optgroup of the listbox (APG), not a form fieldset. */}
						<ul role="group" aria-labelledby={`${id}-g${index}`}>
							{entry.choices.map(option)}
						</ul>
					</li>
				),
			)}
			{open && !choices.length && (
				<li className="vetrina-select-empty" role="presentation">
					{t('enhanced-select.noMatch')}
				</li>
			)}
		</ul>
	);
}
