/**
 * Stock VirtueMart prints an empty state select and passes the saved state only to its own script
 * (`vmJsApi::JcountryStateList`): `<script id="vm-countryState{prefix}-js">…vm2front("list",{dest :
 * "#…state_id_field",ids : "1516",prefiks : "…"})…</script>`. Read as text, never run.
 */
export interface SavedStates {
	dest: string;
	ids: string[];
}

const LIST = /\bdest\s*:\s*"#([^"]+)"\s*,\s*ids\s*:\s*"([^"]*)"/;

/** `dest` (the state select's id) and the saved ids (several for a multiple select); null when malformed (logged). */
export function parseSavedStates(text: string): SavedStates | null {
	const match = LIST.exec(text);
	if (!match) {
		console.error(`[vetrina:state-select] unreadable vm-countryState script, no saved state: ${text.trim().slice(0, 120)}`);
		return null;
	}
	// VirtueMart writes "0" (or nothing) when no state was saved.
	const ids = (match[2] ?? '')
		.split(',')
		.map((id) => id.trim())
		.filter((id) => id && id !== '0');
	return { dest: match[1]!, ids };
}

/** The saved state ids VirtueMart's scripts name for this select. */
export function savedStatesFor(select: HTMLSelectElement): string[] {
	for (const script of select.ownerDocument.querySelectorAll('script[id^="vm-countryState"]')) {
		const saved = parseSavedStates(script.textContent ?? '');
		if (saved?.dest === select.id) return saved.ids;
	}
	return [];
}
