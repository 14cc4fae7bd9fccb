import { listen } from '../../src/listen.ts';

/**
 * VirtueMart's selects that send their form once changed (`select.changeSendForm`: the currency module's, a
 * category's custom-field search): its inline jQuery did, and the currency module prints no button to send it.
 */
export function mount(select: HTMLElement): () => void {
	if (!(select instanceof HTMLSelectElement)) return () => {};
	return listen(select, { change: () => select.form?.requestSubmit() });
}
