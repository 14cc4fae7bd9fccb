import { createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { readPrintedStates } from './printed-states.ts';
import { savedStatesFor } from './saved-states.ts';
import { StateSelect } from './state-select.tsx';
import { strings } from './strings.ts';
import { installValidatorStandIn } from './validator-stand-in.ts';

registerStrings(strings);

/**
 * A country select (`virtuemart_country_id_field`, `shipto_…`, maybe multiple) drives its own state
 * select. Both selects stay the server's (the form posts them, enhanced selects follow them); the
 * island renders the state select's options.
 */
export function mount(country: HTMLElement): () => void {
	const state = document.getElementById(country.id.replace(/country_id_field$/, 'state_id_field'));
	if (!(country instanceof HTMLSelectElement) || !(state instanceof HTMLSelectElement) || state === country) return () => {};
	installValidatorStandIn();
	const printed = readPrintedStates(state);
	// Stock VirtueMart prints the state select empty even with a country chosen: the island loads it at
	// once, with the saved state its script names. A list the page already printed (the theme) is kept.
	const empty = printed.groups.every((group) => !group.states.length);
	const saved = empty && [...country.options].some((o) => o.selected && o.value) ? savedStatesFor(state) : undefined;
	return renderIsland(state, 'state-select', createElement(StateSelect, { country, state, printed, saved }));
}
