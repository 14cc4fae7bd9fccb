import { describe, expect, it } from 'vitest';
import { inertCountryStateScripts } from './virtuemart-inline.ts';

const BODY = `//<![CDATA[ 
jQuery(document).ready( function($) {
			$("#virtuemart_country_id_field").vm2front("list",{dest : "#virtuemart_state_id_field",ids : "1516",prefiks : ""});
		}); //]]>
`;

describe('inertCountryStateScripts', () => {
	it('should keep the vm-countryState scripts of a raw answer as inert text, and nothing else', () => {
		const html = `<div id="cart-view"><script   id="vm-countryState-js" type="text/javascript" >${BODY}</script>\r
<script id="vm-checkoutFormSubmit-js" type="text/javascript">alert(1)</script><script id='vm-countryStateshipto_-js'>x</script></div>`;
		const scripts = inertCountryStateScripts(html);
		expect(scripts.map((s) => [s.id, s.type, s.textContent])).toEqual([
			['vm-countryState-js', 'text/plain', BODY],
			['vm-countryStateshipto_-js', 'text/plain', 'x'],
		]);
	});

	it('should find nothing in an answer without them', () => {
		expect(inertCountryStateScripts('<h1>Carrello</h1><script>vm-countryState</script>')).toEqual([]);
	});
});
