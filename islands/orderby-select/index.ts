import { listen } from '../../src/listen.ts';
import { navigate } from '../../src/safe-url.ts';

/**
 * bs5's sort select (`select#vm-orderby-select`): each option's value is the sorted listing's URL, which
 * VirtueMart's inline jQuery went to on change; without jQuery Vetrina goes there.
 */
export function mount(select: HTMLElement): () => void {
	if (!(select instanceof HTMLSelectElement)) return () => {};
	return listen(select, { change: () => void navigate(select.value) });
}
