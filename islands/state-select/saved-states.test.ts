import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSavedStates, savedStatesFor } from './saved-states.ts';

/** What `vmJsApi::JcountryStateList()` hands to `writeJS()` (vmjsapi.php), for a prefix. */
const script = (prefix: string, ids: string) => `//<![CDATA[ 
jQuery(document).ready( function($) {
			$("#${prefix}virtuemart_country_id_field").vm2front("list",{dest : "#${prefix}virtuemart_state_id_field",ids : "${ids}",prefiks : "${prefix}"});
			$("#${prefix}virtuemart_country_id_field").vm2front("setOpt",{field_update_trigger : "chosen:updated"});
		}); //]]>
`;

describe('saved states from the vm-countryState script', () => {
	afterEach(() => vi.restoreAllMocks());

	it('should read dest and the saved ids, for bill-to and ship-to (shipto_) and several ids', () => {
		expect(parseSavedStates(script('', '1516'))).toEqual({ dest: 'virtuemart_state_id_field', ids: ['1516'] });
		expect(parseSavedStates(script('shipto_', '1517'))).toEqual({ dest: 'shipto_virtuemart_state_id_field', ids: ['1517'] });
		expect(parseSavedStates(script('', '1516, 200'))).toEqual({ dest: 'virtuemart_state_id_field', ids: ['1516', '200'] });
		expect(parseSavedStates(script('', ''))).toEqual({ dest: 'virtuemart_state_id_field', ids: [] });
		expect(parseSavedStates(script('', '0'))).toEqual({ dest: 'virtuemart_state_id_field', ids: [] });
	});

	it('should log a malformed script and give no saved state', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(parseSavedStates('jQuery(document).ready(function($){ $("#x").vm2front("list",{ids : 1516}); });')).toBeNull();
		expect(error).toHaveBeenCalledOnce();
		expect(error.mock.calls[0]![0]).toMatch(/^\[vetrina:state-select\] unreadable vm-countryState script/);
	});

	it('should match dest to the state select among several scripts', () => {
		document.body.innerHTML = `<select id="shipto_virtuemart_state_id_field"></select><select id="virtuemart_state_id_field"></select>
<script type="text/plain" id="vm-countryState-js">${script('', '1516')}</script><script type="text/plain" id="vm-countryStateshipto_-js">${script('shipto_', '1517')}</script>`;
		expect(savedStatesFor(document.querySelector<HTMLSelectElement>('#shipto_virtuemart_state_id_field')!)).toEqual(['1517']);
		expect(savedStatesFor(document.querySelector<HTMLSelectElement>('#virtuemart_state_id_field')!)).toEqual(['1516']);
	});
});
