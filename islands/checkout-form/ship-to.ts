/**
 * "Ship-to same as bill-to" (docs/behaviour.md#cart-page): while `#STsameAsBTjs` is checked, the ship-to address
 * (`#output-shipto-display`) and its edit link are hidden. The old script targeted an id that did
 * not exist; these are VirtueMart 4's own. The theme puts the link inside `.output-shipto`; stock
 * templates (legacy, bs3, bs5) put it right after, in the same block.
 */
export const shipToToggle = '#STsameAsBTjs';

function editLinks(block: Element): HTMLElement[] {
	const inside = [...block.querySelectorAll<HTMLElement>('a.details')];
	if (!block.matches('.output-shipto')) return inside;
	const after: HTMLElement[] = [];
	for (let el = block.nextElementSibling; el; el = el.nextElementSibling) if (el instanceof HTMLElement && el.matches('a.details')) after.push(el);
	return [...inside, ...after];
}

export function syncShipTo(form: HTMLFormElement): void {
	const toggle = form.querySelector<HTMLInputElement>(shipToToggle);
	if (!toggle) return;
	const block = toggle.closest('.output-shipto') ?? form;
	const targets = [form.ownerDocument.getElementById('output-shipto-display'), ...editLinks(block)];
	for (const el of targets) if (el) el.hidden = toggle.checked;
}
