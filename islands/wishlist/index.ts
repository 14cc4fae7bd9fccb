import { registerStrings, t } from '../../src/i18n.ts';
import { mountListModule } from '../../src/lists.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** The wishlist header dropdown (and the wishlist page): re-fetched after every change of the list. */
export function mount(el: HTMLElement): () => void {
	return mountListModule(el, 'wishlist', (count) => t('wishlist.count', { count }));
}
