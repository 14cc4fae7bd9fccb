import { disclosure } from '../../src/disclosure.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { uniqueId } from '../../src/ids.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * VirtueMart's category module (`mod_virtuemart_category`): a category with subcategories has an arrow after
 * its link, which VirtueMart's inline jQuery made open and close them. vetrina.css hides a closed category's
 * list (`li.VmClose`) from the first paint, as that script hid it when the page was ready; each arrow that has
 * a list to show becomes the disclosure's toggle, and the item's class follows its state, as VirtueMart's did.
 */
export function mount(tree: HTMLElement): () => void {
	const teardowns = [...tree.children].flatMap((item) => {
		const arrow = item.querySelector<HTMLElement>(':scope > div > .VmArrowdown');
		const list = item.querySelector<HTMLElement>(':scope > ul');
		if (!(item instanceof HTMLElement) || !arrow || !list) return [];
		const servedId = list.id;
		list.id ||= uniqueId('vetrina-subcategories');
		arrow.tabIndex = 0;
		arrow.setAttribute('aria-controls', list.id);
		arrow.setAttribute('aria-label', t('category-tree.toggle', { name: arrow.parentElement?.querySelector('a')?.textContent?.trim() ?? '' }));
		const toggle = disclosure(item, {
			toggle: () => arrow,
			panel: () => list,
			hide: 'none',
			closeOnLeave: false,
			initiallyOpen: item.classList.contains('VmOpen'),
			onChange: (open) => item.classList.replace(open ? 'VmClose' : 'VmOpen', open ? 'VmOpen' : 'VmClose'),
		});
		return [
			() => {
				toggle.teardown();
				for (const name of ['tabindex', 'aria-controls', 'aria-label', 'aria-expanded']) arrow.removeAttribute(name);
				list.id = servedId;
				if (!servedId) list.removeAttribute('id');
			},
		];
	});
	return () => teardowns.forEach((teardown) => teardown());
}
