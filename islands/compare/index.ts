import { registerStrings, t } from '../../src/i18n.ts';
import { mountListModule } from '../../src/lists.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** The compare list header dropdown (and the compare list page): re-fetched after every change of the list. */
export function mount(el: HTMLElement): () => void {
	return mountListModule(el, 'compare', (count) => t('compare.count', { count }));
}
