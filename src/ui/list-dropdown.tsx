import { showList } from '../lists/actions.ts';
import { followListPage } from '../lists/list-page.ts';
import type { List } from '../lists/state.ts';
import type { CountWords } from '../server-state/views.ts';
import { HeaderDropdown } from './header-dropdown.tsx';
import { renderIsland } from './island-root.tsx';

/**
 * The compare or wishlist header dropdown (React, from the store's copy of its module) and the list's own
 * page: both follow every change of the list. Returns the island's teardown.
 */
export function mountListDropdown(el: HTMLElement, list: List, countWords: CountWords): () => void {
	const hide = showList(list, el, countWords);
	const unmount = renderIsland(el, list, <HeaderDropdown container={el} list={list} />);
	const unfollow = followListPage(list);
	return () => {
		unmount();
		hide();
		unfollow();
	};
}
