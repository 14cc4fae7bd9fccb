import { Fragment, useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { getConfig } from '../../src/config.ts';
import { isRequestError, isSuperseded } from '../../src/errors/request-error.ts';
import { cancel, useBusy } from '../../src/http.ts';
import { announce, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { revalidate, setRequired } from './field.ts';
import type { PrintedStates, StateGroup } from './printed-states.ts';
import { STATES_KIND, loadStates } from './states.ts';

export interface StateSelectProps {
	/** The server's country select (one or several countries): it stays the server's. */
	country: HTMLSelectElement;
	/** The server's state select, the island's container: the island renders its options. */
	state: HTMLSelectElement;
	printed: PrintedStates;
	/** State ids to choose once the first list arrives (VirtueMart's saved state); undefined: no load at mount. */
	saved: string[] | undefined;
}

/** The list shown: its groups, the ids to choose in it, and whether the field is required (undefined: as printed). */
interface Shown {
	groups: StateGroup[];
	chosen: Set<string>;
	required?: boolean;
}

// Support: happy-dom's selectedOptions can lag behind option.selected; reading the options is exact.
const chosenIds = (select: HTMLSelectElement) => [...select.options].filter((o) => o.selected && o.value).map((o) => o.value);

/**
 * The state select's options: the states of the chosen countries, one optgroup per country, required
 * only when there are some. The select stays uncontrolled: the shopper's still-valid choice is kept.
 */
export function StateSelect({ country, state, printed, saved }: StateSelectProps) {
	const [shown, setShown] = useState<Shown>(() => ({ groups: printed.groups, chosen: new Set(chosenIds(state)) }));
	// The request slot is this state select: bill-to and ship-to load their own lists.
	const busy = useBusy(STATES_KIND, state);

	useEffect(() => {
		const countryName = (id: string) => [...country.options].find((o) => o.value === id)?.text ?? id;
		const refresh = async (keep: string[] = []) => {
			const ids = chosenIds(country);
			// A cached list is shown at once: an older call still in flight must not replace it.
			cancel(STATES_KIND, state);
			try {
				const byCountry = ids.length ? await loadStates(ids, state) : new Map();
				const groups = ids.map((id) => ({ key: id, label: countryName(id), states: byCountry.get(id) ?? [] }));
				// Drawn in this task: the busy flag has just cleared (the call ended), and the list must not
				// lag a task behind it, showing the old countries' states as the loaded ones.
				flushSync(() => setShown({ groups, chosen: new Set([...chosenIds(state), ...keep]), required: groups.some((g) => g.states.length > 0) }));
				if (ids.length) announce(t('state-select.updated'));
			} catch (error) {
				if (isSuperseded(error)) return; // A newer choice of countries is loading.
				if (!isRequestError(error)) console.error('[vetrina:state-select]', error);
				// Logged only (docs/behaviour.md#error-catalogue). The list is unknown, so it must not block the submit: the server checks.
				flushSync(() => setShown({ groups: [], chosen: new Set(), required: false }));
			}
		};
		if (saved) void refresh(saved);
		const stop = listen(country, { change: () => void refresh() });
		return () => {
			stop();
			cancel(STATES_KIND, state);
		};
	}, [country, state, saved]);

	// Once a list is in: its choice made (options inserted later than the choice would lose it), then
	// required and validity follow it.
	useLayoutEffect(() => {
		for (const option of state.options) option.selected = option.value !== '' && shown.chosen.has(option.value);
		const placeholder = [...state.options].find((o) => o.value === '');
		if (placeholder && !state.multiple && !chosenIds(state).length) placeholder.selected = true;
		if (shown.required === undefined) return;
		setRequired(state, shown.required);
		revalidate(state);
	}, [state, shown]);

	// While a list loads its options cannot be chosen (they are about to change); the select itself stays
	// enabled, so it keeps focus and its value. The overlay (config `stateLoader`) covers the field.
	useLayoutEffect(() => {
		const overlay = busy && getConfig().stateLoader;
		state.parentElement?.classList.toggle('vetrina-state-loading', overlay);
		if (busy) state.setAttribute('aria-busy', 'true');
		else state.removeAttribute('aria-busy');
		return () => {
			state.parentElement?.classList.remove('vetrina-state-loading');
			state.removeAttribute('aria-busy');
		};
	}, [state, busy]);

	const options = (group: StateGroup) =>
		group.states.map(({ id, name, disabled }) => (
			<option key={id} value={id} disabled={busy || disabled}>
				{name}
			</option>
		));
	return (
		<>
			{printed.placeholder !== null && (
				<option value="" disabled={busy}>
					{printed.placeholder}
				</option>
			)}
			{shown.groups
				.filter((group) => group.states.length)
				.map((group) =>
					group.label === null ? (
						<Fragment key={group.key}>{options(group)}</Fragment>
					) : (
						<optgroup key={group.key} label={group.label}>
							{options(group)}
						</optgroup>
					),
				)}
		</>
	);
}
