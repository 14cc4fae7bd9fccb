/**
 * VirtueMart passes the saved state of an address only to its own inline `vm-countryState{prefix}`
 * script. The sanitizer drops every script from an in-place answer, so a state select in the new
 * content (the bs5 cart holds a guest's bill-to fields) would lose it: these scripts are read from
 * the raw answer and kept as inert text (`type="text/plain"` never runs), where the state select
 * looks for them. Their text is not interpreted here.
 */
const COUNTRY_STATE = /<script\b[^>]*?\bid\s*=\s*["']?(vm-countryState[\w-]*)["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

export function inertCountryStateScripts(html: string): HTMLScriptElement[] {
	return [...html.matchAll(COUNTRY_STATE)].map(([, id, text]) => {
		const script = document.createElement('script');
		script.type = 'text/plain';
		script.id = id!;
		script.textContent = text ?? '';
		return script;
	});
}
