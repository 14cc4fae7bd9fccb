import { registerStrings } from '../../src/i18n.ts';
import { mountListDropdown } from '../../src/ui/list-dropdown.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** The wishlist header dropdown and the wishlist page, following every change of the list. */
export function mount(el: HTMLElement): () => void {
	return mountListDropdown(el, 'wishlist', 'wishlist.count');
}
