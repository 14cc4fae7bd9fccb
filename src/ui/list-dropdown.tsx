import { seedModule } from '../header-module.ts';
import { followListPage, type List } from '../lists.ts';
import { HeaderDropdown } from './header-dropdown.tsx';
import { renderIsland } from './island-root.tsx';

/**
 * The compare or wishlist header dropdown (React, from the store's copy of its module) and the list's own
 * page: both follow every change of the list. Returns the island's teardown.
 */
export function mountListDropdown(el: HTMLElement, list: List, countText: (count: number) => string): () => void {
	seedModule(list, el);
	const unmount = renderIsland(el, list, <HeaderDropdown container={el} list={list} source={list} countText={countText} />);
	const unfollow = followListPage(list);
	return () => {
		unmount();
		unfollow();
	};
}
