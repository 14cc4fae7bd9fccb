import { createElement } from 'react';
import { seedModule } from '../../src/header-module.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { followListPage } from '../../src/lists.ts';
import { HeaderDropdown } from '../../src/ui/header-dropdown.tsx';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** The compare list header dropdown (React, from the store's copy of its module) and the compare list page: both follow every change of the list. */
export function mount(el: HTMLElement): () => void {
	seedModule('compare', el);
	const countText = (count: number) => t('compare.count', { count });
	const unmount = renderIsland(el, 'compare', createElement(HeaderDropdown, { container: el, list: 'compare', source: 'compare', countText }));
	const unfollow = followListPage('compare');
	return () => {
		unmount();
		unfollow();
	};
}
