/**
 * "Ship-to same as bill-to" (spec §4): while `#STsameAsBTjs` is checked, the ship-to address
 * (`#output-shipto-display`) and its edit link are hidden. The old script targeted an id that did
 * not exist; these are VirtueMart 4's own.
 */
export const shipToToggle = '#STsameAsBTjs';

export function syncShipTo(form: HTMLFormElement): void {
	const toggle = form.querySelector<HTMLInputElement>(shipToToggle);
	if (!toggle) return;
	const block = toggle.closest('.output-shipto') ?? form;
	const targets = [form.ownerDocument.getElementById('output-shipto-display'), ...block.querySelectorAll<HTMLElement>('a.details')];
	for (const el of targets) if (el) el.hidden = toggle.checked;
}
