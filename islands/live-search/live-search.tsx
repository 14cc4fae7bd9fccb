import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { announce, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { onResize } from '../../src/resize.ts';
import { navigate } from '../../src/safe-url.ts';
import { closed, reduceSuggestions } from './suggestion-state.ts';
import type { SearchAnswer } from './suggestions.ts';
import { useSearchQuery } from './use-search-query.ts';

export interface LiveSearchProps {
	form: HTMLFormElement;
	/** The server's field: it stays the combobox, so the native submit and what was typed are kept. */
	input: HTMLInputElement;
	/** The listbox's id, also the request slot of this form. */
	id: string;
	minChars: number;
}

/** docs/behaviour.md#live-search: window height minus the header search's height minus 50, or minus 10 without one. */
function listHeight(form: HTMLElement): number {
	const header = form.closest<HTMLElement>('[data-vetrina="search-overlay"]');
	return Math.max(120, header ? innerHeight - header.offsetHeight - 50 : innerHeight - 10);
}

const COMBOBOX = { role: 'combobox', 'aria-autocomplete': 'list' } as const;

/** WAI-ARIA combobox over the search field: suggestions as the shopper types, Enter opens one. */
export function LiveSearch({ form, input, id, minChars }: LiveSearchProps) {
	const [{ answer, active }, dispatch] = useReducer(reduceSuggestions, closed);
	const [height, setHeight] = useState(0);
	const list = useRef<HTMLUListElement>(null);
	const show = useCallback(
		(next: SearchAnswer) => {
			setHeight(listHeight(form));
			dispatch({ type: 'show', answer: next });
			announce(next.suggestions.length ? t('live-search.count', { count: next.count }) : t('live-search.noResults'));
		},
		[form],
	);
	const close = useCallback(() => dispatch({ type: 'close' }), []);
	const query = useSearchQuery({ form, input, slot: id, minChars, show, close });
	const dismiss = () => {
		query.stop();
		close();
	};
	const open = answer !== null;
	const chosen = answer?.suggestions[active];
	const optionId = (i: number) => `${id}-${i}`;

	// The server's field becomes the combobox while the island lives, and gets its own attributes back after.
	useLayoutEffect(() => {
		const own = { ...COMBOBOX, 'aria-controls': id };
		const before = Object.keys(own).map((name) => [name, input.getAttribute(name)] as const);
		for (const [name, value] of Object.entries(own)) input.setAttribute(name, value);
		return () => {
			for (const [name, value] of before) value === null ? input.removeAttribute(name) : input.setAttribute(name, value);
			input.removeAttribute('aria-expanded');
			input.removeAttribute('aria-activedescendant');
		};
	}, [input, id]);
	useLayoutEffect(() => {
		input.setAttribute('aria-expanded', String(open));
		if (chosen) input.setAttribute('aria-activedescendant', optionId(active));
		else input.removeAttribute('aria-activedescendant');
		if (chosen) list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
	});

	// What the shopper typed before the island was ready is queried as if typed now.
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount.
	useEffect(() => {
		if (input.value !== input.defaultValue) query.typed();
	}, []);
	useEffect(() => (open ? onResize(() => setHeight(listHeight(form))) : undefined), [open, form]);

	// The field is the server's, so its listeners are native ones, bound again with each state; in the
	// commit, so a key pressed the moment new options are drawn is read against them.
	useLayoutEffect(() => {
		const onKeydown = (event: KeyboardEvent) => {
			if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
				event.preventDefault();
				if (!open) void query.now();
				else dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1 });
			} else if (event.key === 'Enter' && chosen) {
				event.preventDefault();
				navigate(chosen.data);
			} else if ((event.key === 'Home' || event.key === 'End') && chosen) {
				// APG editable combobox: the caret moves in the field (native), which becomes active again.
				dispatch({ type: 'field' });
			} else if (event.key === 'Escape' && open) {
				// The first Esc closes the list and keeps the text (a search field would clear it); a second
				// one reaches the search overlay.
				event.preventDefault();
				event.stopPropagation();
				dismiss();
			}
		};
		const onFocusout = (event: FocusEvent) => {
			const next = event.relatedTarget as Node | null;
			if (!form.contains(next) && !list.current?.contains(next)) dismiss();
		};
		const onSubmit = (event: SubmitEvent) => {
			if (input.value.trim() !== '') return;
			event.preventDefault();
			input.focus();
		};
		const onCategory = (event: Event) => {
			if (event.target !== input) query.typed();
		};
		const stops = [listen(input, { input: query.typed, keydown: onKeydown }), listen(form, { focusout: onFocusout, submit: onSubmit, change: onCategory })];
		return () => {
			for (const stop of stops) stop();
		};
	});

	// The markup is today's (ul/li, role listbox/option: theme CSS targets it); focus stays in the field,
	// which points at the active option (aria-activedescendant), so options are not focusable.
	return (
		<ul
			ref={list}
			id={id}
			className="vetrina-search-list"
			// biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA listbox on a list, as above.
			role="listbox"
			aria-label={t('live-search.label')}
			hidden={!open}
			style={height ? { maxHeight: `${height}px` } : undefined}
			// Keep focus in the field while the pointer picks an option.
			onMouseDown={(event) => event.preventDefault()}
		>
			{answer?.suggestions.map(({ value, data, image, price }, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: options with no state of their own; two may share a URL.
				// biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the combobox (Enter).
				// biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant pattern, as above.
				// biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the listbox, as above.
				<li key={i} id={optionId(i)} role="option" aria-selected={i === active} data-url={data} onClick={() => navigate(data)}>
					{image || price ? (
						<>
							{/* Sized, so a late image moves nothing; alt="": the name beside it is the option's text. */}
							{image && <img className="vetrina-search-thumb" src={image} alt="" width={40} height={40} loading="lazy" decoding="async" />}
							<span className="vetrina-search-name">{value}</span> {price && <span className="vetrina-search-price">{price}</span>}
						</>
					) : (
						value
					)}
				</li>
			))}
			{answer?.suggestions.length === 0 && (
				// biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant pattern, as above.
				// biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the listbox, as above.
				<li className="vetrina-search-empty" role="option" aria-disabled="true">
					{t('live-search.noResults')}
				</li>
			)}
		</ul>
	);
}
