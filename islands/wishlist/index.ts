import { createElement } from 'react';
import { seedModule } from '../../src/header-module.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { followListPage } from '../../src/lists.ts';
import { HeaderDropdown } from '../../src/ui/header-dropdown.tsx';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** The wishlist header dropdown (React, from the store's copy of its module) and the wishlist page: both follow every change of the list. */
export function mount(el: HTMLElement): () => void {
	seedModule('wishlist', el);
	const countText = (count: number) => t('wishlist.count', { count });
	const unmount = renderIsland(el, 'wishlist', createElement(HeaderDropdown, { container: el, list: 'wishlist', source: 'wishlist', countText }));
	const unfollow = followListPage('wishlist');
	return () => {
		unmount();
		unfollow();
	};
}
