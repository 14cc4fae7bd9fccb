import { announce } from '../../src/announce.ts';
import { getConfig } from '../../src/config.ts';
import { isRequestError, isSuperseded } from '../../src/errors/request-error.ts';
import { cancel } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { fillStates, revalidate, setRequired, showLoader } from './field.ts';
import { savedStatesFor } from './saved-states.ts';
import { STATES_KIND, loadStates, type State, type StatesByCountry } from './states.ts';
import { strings } from './strings.ts';

registerStrings(strings);

// Support: happy-dom's selectedOptions can lag behind option.selected; reading the options is exact.
const chosen = (select: HTMLSelectElement) => new Set([...select.options].filter((o) => o.selected && o.value).map((o) => o.value));

/**
 * A country select (`virtuemart_country_id_field`, `shipto_…`, maybe multiple) drives its own state
 * select: the states of the chosen countries, grouped per country, required only when there are some.
 */
export function mount(el: HTMLElement): () => void {
	const country = el;
	const state = document.getElementById(country.id.replace(/country_id_field$/, 'state_id_field'));
	if (!(country instanceof HTMLSelectElement) || !(state instanceof HTMLSelectElement) || state === country) return () => {};
	const key = state;
	let ticket = 0;

	const apply = (ids: string[], byCountry: StatesByCountry, keep: string[]) => {
		const name = (id: string) => [...country.options].find((o) => o.value === id)?.text ?? id;
		const groups = ids.map((id): [string, State[]] => [name(id), byCountry.get(id) ?? []]);
		// Unlocked first: a locked placeholder could not stay the choice of a single select.
		showLoader(state, false, true);
		fillStates(state, groups, new Set([...chosen(state), ...keep]));
		setRequired(
			state,
			groups.some(([, states]) => states.length > 0),
		);
		revalidate(state);
	};

	/** Loads the chosen countries' states; `keep` = ids to select once they arrive (the saved state). */
	const refresh = async (keep: string[] = []) => {
		const mine = ++ticket;
		const ids = [...chosen(country)];
		cancel(STATES_KIND, key);
		if (!ids.length) return apply(ids, new Map(), keep);
		showLoader(state, true, getConfig().stateLoader);
		try {
			const byCountry = await loadStates(ids, key);
			if (mine !== ticket) return;
			apply(ids, byCountry, keep);
			announce(t('state-select.updated'));
		} catch (error) {
			if (isSuperseded(error) || mine !== ticket) return;
			if (!isRequestError(error)) console.error('[vetrina:state-select]', error);
			// Spec §8: logged only. The list is unknown, so it must not block the submit: the server checks.
			fillStates(state, [], new Set());
			setRequired(state, false);
		} finally {
			if (mine === ticket) showLoader(state, false, true);
		}
	};

	const onChange = () => void refresh();
	country.addEventListener('change', onChange);
	// Stock VirtueMart prints the state select empty even with a country chosen: load it now, with
	// the saved state its script names. A list the page already printed (the theme) is left as is.
	const printed = [...state.options].some((option) => option.value);
	if (!printed && chosen(country).size) void refresh(savedStatesFor(state));
	return () => {
		country.removeEventListener('change', onChange);
		ticket++;
		cancel(STATES_KIND, key);
		showLoader(state, false, true);
	};
}
