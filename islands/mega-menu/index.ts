import { disclosure, type Disclosure } from '../../src/disclosure.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { uniqueId } from '../../src/ids.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

/** Hover intent (docs/behaviour.md#menus-and-header): a submenu opens or closes only after the pointer has rested 100 ms. */
const HOVER_INTENT = 100;

interface Item {
	li: HTMLElement;
	link: HTMLAnchorElement;
	button: HTMLButtonElement;
	submenu: Disclosure;
}

/**
 * Mega menu: hover-intent submenus for the mouse; for the keyboard each top link gets a disclosure
 * button (aria-expanded); on touch the first tap opens the submenu instead of following the link.
 */
export function mount(nav: HTMLElement): () => void {
	const id = uniqueId('vetrina-mega');
	const items: Item[] = [];
	const closeOthers = (li: HTMLElement) => items.forEach((other) => other.li !== li && other.submenu.close());
	for (const [index, li] of [...nav.querySelectorAll<HTMLElement>(':scope > ul > li')].entries()) {
		const link = li.querySelector<HTMLAnchorElement>(':scope > a');
		const panel = li.querySelector<HTMLElement>(':scope > div, :scope > ul');
		if (!link || !panel) continue;
		panel.id ||= `${id}-${index}`;
		link.removeAttribute('aria-haspopup');
		link.removeAttribute('aria-expanded');
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'vetrina-mega-toggle';
		button.setAttribute('aria-expanded', 'false');
		button.setAttribute('aria-controls', panel.id);
		button.setAttribute('aria-label', t('mega-menu.submenu', { name: link.textContent?.trim() ?? '' }));
		link.after(button);
		// The theme CSS shows the panel by the item's state; leaving the item or Esc closes it. One open at a time.
		const submenu = disclosure(li, { toggle: () => button, panel: () => panel, hide: 'none', onChange: (open) => open && closeOthers(li) });
		items.push({ li, link, button, submenu });
	}
	let timer: ReturnType<typeof setTimeout> | undefined;
	let lastPointer = '';

	const openOnly = (item: Item | undefined) => items.forEach((other) => other.submenu.set(other === item));
	// Until now the theme CSS showed a submenu on :hover (or :focus-within: the disclosure keeps that one
	// open). The one the pointer rests on stays open: no pointerover comes for a pointer already there.
	const hovered = items.find((item) => item.li.matches(':hover'));
	if (hovered) openOnly(hovered);
	const itemOf = (target: EventTarget | null) => items.find((item) => target instanceof Node && item.li.contains(target));
	const later = (fn: () => void) => {
		clearTimeout(timer);
		timer = setTimeout(fn, HOVER_INTENT);
	};

	const onOver = (event: PointerEvent) => {
		if (event.pointerType !== 'mouse') return;
		const item = itemOf(event.target);
		later(() => openOnly(item));
	};
	const onLeave = (event: PointerEvent) => event.pointerType === 'mouse' && later(() => openOnly(undefined));
	const onPointerdown = (event: PointerEvent) => (lastPointer = event.pointerType);
	const onClick = (event: MouseEvent) => {
		const target = event.target as Element;
		const item = itemOf(target);
		if (item && lastPointer === 'touch' && target.closest('a') === item.link && !item.submenu.open) {
			event.preventDefault(); // First tap opens, the second one follows the link.
			openOnly(item);
		}
		lastPointer = '';
	};
	const unlisten = listen(nav, { pointerover: onOver, pointerleave: onLeave, pointerdown: onPointerdown, click: onClick });
	nav.classList.add('vetrina-mega');
	return () => {
		clearTimeout(timer);
		unlisten();
		nav.classList.remove('vetrina-mega');
		for (const item of items) {
			item.submenu.teardown();
			item.button.remove();
			item.link.setAttribute('aria-haspopup', 'true');
			item.link.setAttribute('aria-expanded', 'false');
		}
	};
}
