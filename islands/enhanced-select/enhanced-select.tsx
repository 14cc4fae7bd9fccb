import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { announce, t } from '../../src/i18n.ts';
import { OptionList } from './option-list.tsx';
import { type Choice, choose, matching, needsSearch, readChoices, typedChoice } from './options.ts';
import { useNativeSelect } from './use-native-select.ts';

export interface EnhancedSelectProps {
	/** The native select: it stays in the form, holds the value and is what the form submits. */
	select: HTMLSelectElement;
	/** The id of a label outside the select; without one, `label` names the control. */
	labelledBy?: string;
	label?: string;
	/**
	 * The look of a select the theme did not style as Bootstrap's `form-select` (the browser's own, or the
	 * theme's for every select), measured on it: the control wears it instead of `form-select`'s.
	 */
	look?: CSSProperties;
}

/** The select's own Bootstrap `form-select` classes (size variants included), '' when the theme gave it none. */
export const formSelectClasses = (select: HTMLSelectElement) => [...select.classList].filter((c) => c.startsWith('form-select')).join(' ');

/** Keys that move the active option while the list is open, from the current position. */
const moves = (active: number): Partial<Record<string, number>> => ({
	ArrowDown: active + 1,
	ArrowUp: active - 1,
	Home: 0,
	End: Number.POSITIVE_INFINITY,
	PageDown: active + 10,
	PageUp: active - 10,
});

/** Keys typed on the closed control within this long of each other make one word of the type-ahead. */
const TYPE_AHEAD_MS = 1000;

/**
 * Searchable select: a select-only combobox and its listbox (WAI-ARIA APG) drawn beside a native select,
 * which stays the source of truth. The shopper's choice is written to the native select (with `input`
 * and `change`); what the control shows is read back from it, so changes made by other scripts (the
 * state select fills the options) show too. Rendered into the `.vetrina-select` host after the select.
 * Closed, it keeps a native select's type-ahead: letters typed on it show the first option starting with
 * them, which Enter, Tab or leaving the control chooses, with one `change`.
 */
export function EnhancedSelect({ select, labelledBy, label, look }: EnhancedSelectProps) {
	const id = useId();
	const listId = `${id}list`;
	const control = useRef<HTMLDivElement>(null);
	const search = useRef<HTMLInputElement>(null);
	const [open, setOpen] = useState(false);
	const [searchable, setSearchable] = useState(false);
	const [query, setQuery] = useState('');
	const [active, setActive] = useState(0);
	/** The type-ahead's word and the choice it shows, not yet written to the native select. */
	const [typed, setTyped] = useState<{ word: string; at: number; choice: Choice } | null>(null);
	const { invalid } = useNativeSelect(select, control);

	const choices = readChoices(select);
	const chosen = choices.filter((choice) => choice.option.selected);
	const found = matching(choices, query);
	const enabled = found.filter((choice) => !choice.option.disabled);
	const current = open && enabled.length ? enabled[Math.max(0, Math.min(enabled.length - 1, active))] : undefined;
	const optionId = (choice: Choice) => `${listId}-${choice.option.index}`;

	// Before the browser paints: the shopper's next keystrokes go to the search box.
	useLayoutEffect(() => {
		if (open && searchable) search.current?.focus();
	}, [open, searchable]);
	useEffect(() => {
		if (current) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
	});
	useEffect(() => {
		if (query && !found.length) announce(t('enhanced-select.noMatch'));
	}, [query, found.length]);

	const show = () => {
		if (open || select.disabled) return;
		setTyped(null);
		// Decided on each opening: another script may have changed how many options there are.
		setSearchable(needsSearch(select));
		setActive(
			Math.max(
				0,
				enabled.findIndex((choice) => choice.option.selected),
			),
		);
		setOpen(true);
	};
	/** The type-ahead's choice, written to the native select: one `change`, once. */
	const commit = () => {
		if (typed && !typed.choice.option.selected) choose(select, typed.choice.option, true);
		setTyped(null);
	};
	const typeAhead = (key: string, at: number) => {
		const word = typed && at - typed.at < TYPE_AHEAD_MS ? typed.word + key : key;
		const choice = typedChoice(choices, word, typed?.choice ?? chosen[0]);
		if (choice) {
			setTyped({ word, at, choice });
			announce(choice.text);
		} else if (typed) setTyped({ ...typed, word, at });
	};
	const close = (refocus = true) => {
		if (!open) return;
		setOpen(false);
		setQuery('');
		if (refocus) control.current?.focus();
	};
	const pick = (choice: Choice | undefined) => {
		if (!choice || choice.option.disabled) return;
		choose(select, choice.option, select.multiple ? !choice.option.selected : true);
		if (!select.multiple) close();
	};

	// Focus leaving the widget (the host both parts sit in) closes the list.
	const onBlur = (event: FocusEvent<HTMLElement>) => {
		if (event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) return;
		commit();
		close(false);
	};
	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		const { key, target } = event;
		if (!open) {
			if (target !== control.current || select.multiple) return;
			const printable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && (key !== ' ' || typed !== null);
			if (printable) {
				event.preventDefault();
				typeAhead(key, Date.now());
			} else if (typed && (key === 'Enter' || key === 'Tab')) {
				// Enter chooses without opening the list; Tab chooses and moves on.
				if (key === 'Enter') event.preventDefault();
				commit();
			} else if (typed && key === 'Escape') {
				event.preventDefault();
				setTyped(null);
			} else if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
				event.preventDefault();
				setTyped(null);
				show();
			}
			return;
		}
		const move = moves(enabled.indexOf(current!))[key];
		if (move !== undefined && !(target === search.current && (key === 'Home' || key === 'End'))) {
			event.preventDefault();
			setActive(Math.max(0, Math.min(enabled.length - 1, move)));
		} else if (key === 'Enter' || (key === ' ' && target === control.current)) {
			event.preventDefault();
			pick(current);
		} else if (key === 'Escape') {
			// Only the list closes, not a dialog around the select.
			event.preventDefault();
			event.stopPropagation();
			close();
		} else if (key === 'Tab') {
			close(false);
		}
	};

	const activeId = current ? optionId(current) : undefined;
	const themeClasses = look ? 'vetrina-select-control--plain' : formSelectClasses(select) || 'form-select';
	return (
		<>
			<div
				ref={control}
				className={`vetrina-select-control ${themeClasses}`}
				style={look}
				role="combobox"
				tabIndex={select.disabled ? -1 : 0}
				aria-haspopup="listbox"
				aria-expanded={open}
				aria-controls={listId}
				aria-labelledby={labelledBy}
				aria-label={labelledBy ? undefined : label}
				aria-activedescendant={activeId}
				aria-invalid={invalid || undefined}
				onClick={() => (open ? close() : show())}
				onKeyDown={onKeyDown}
				onBlur={onBlur}
			>
				<ControlValue select={select} chosen={typed ? [typed.choice] : chosen} />
			</div>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: the search box's keys, bubbling up. */}
			<div className="vetrina-select-popup" hidden={!open} onKeyDown={onKeyDown} onBlur={onBlur}>
				<input
					ref={search}
					className="vetrina-select-search form-control form-control-sm"
					type="text"
					autoComplete="off"
					hidden={!searchable}
					value={query}
					placeholder={t('enhanced-select.search')}
					aria-label={t('enhanced-select.search')}
					aria-controls={listId}
					aria-autocomplete="list"
					aria-activedescendant={activeId}
					onChange={(event) => {
						setQuery(event.currentTarget.value);
						setActive(0);
					}}
				/>
				<OptionList id={listId} multiple={select.multiple} choices={open ? found : []} open={open} activeId={activeId} optionId={optionId} onPick={pick} />
			</div>
		</>
	);
}

/** The closed control: the chosen text, the chips of a multiple select, or the placeholder. */
function ControlValue({ select, chosen }: { select: HTMLSelectElement; chosen: Choice[] }) {
	if (!chosen.length)
		return <span className="vetrina-select-placeholder">{t(select.multiple ? 'enhanced-select.placeholderMultiple' : 'enhanced-select.placeholder')}</span>;
	if (!select.multiple) return <span className="vetrina-select-value">{chosen[0]!.text}</span>;
	return chosen.map((choice) => (
		<span key={choice.option.index} className="vetrina-select-chip">
			{choice.text}
			<button
				type="button"
				className="vetrina-select-remove"
				tabIndex={-1}
				aria-label={t('enhanced-select.remove', { name: choice.text })}
				onClick={(event) => {
					// Removing a chip must not open or close the list as a click on the control does.
					event.stopPropagation();
					choose(select, choice.option, false);
				}}
			>
				×
			</button>
		</span>
	));
}
