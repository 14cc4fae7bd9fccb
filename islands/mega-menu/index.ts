import { registerStrings, t } from '../../src/i18n.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

/** Spec §9: a submenu opens or closes only after the pointer has rested 100 ms. */
const HOVER_INTENT = 100;
let menus = 0;

interface Item {
	li: HTMLElement;
	link: HTMLAnchorElement;
	panel: HTMLElement;
	button: HTMLButtonElement;
}

/**
 * Mega menu: hover-intent submenus for the mouse; for the keyboard each top link gets a disclosure
 * button (aria-expanded); on touch the first tap opens the submenu instead of following the link.
 */
export function mount(nav: HTMLElement): () => void {
	const id = `vetrina-mega-${++menus}`;
	const items: Item[] = [];
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
		items.push({ li, link, panel, button });
	}
	let timer: ReturnType<typeof setTimeout> | undefined;
	let lastPointer = '';

	const isOpen = (item: Item) => item.li.dataset.state === 'open';
	const setOpen = (item: Item, open: boolean) => {
		item.li.dataset.state = open ? 'open' : 'closed';
		item.button.setAttribute('aria-expanded', String(open));
	};
	const openOnly = (item: Item | undefined) => items.forEach((other) => setOpen(other, other === item));
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
		if (!item) return;
		if (target.closest('.vetrina-mega-toggle') === item.button) {
			openOnly(isOpen(item) ? undefined : item);
		} else if (lastPointer === 'touch' && target.closest('a') === item.link && !isOpen(item)) {
			event.preventDefault(); // First tap opens, the second one follows the link.
			openOnly(item);
		}
		lastPointer = '';
	};
	const onKeydown = (event: KeyboardEvent) => {
		const item = itemOf(event.target);
		if (event.key !== 'Escape' || !item || !isOpen(item)) return;
		setOpen(item, false);
		item.button.focus();
	};
	const onFocusout = (event: FocusEvent) => {
		const item = itemOf(event.target);
		if (item && !item.li.contains(event.relatedTarget as Node | null)) setOpen(item, false);
	};
	const onDocumentPointer = (event: PointerEvent) => {
		if (!nav.contains(event.target as Node)) openOnly(undefined);
	};
	const unlisten = [
		listen(nav, { pointerover: onOver, pointerleave: onLeave, pointerdown: onPointerdown, click: onClick, keydown: onKeydown, focusout: onFocusout }),
		listen(document, { pointerdown: onDocumentPointer }),
	];
	nav.classList.add('vetrina-mega');
	return () => {
		clearTimeout(timer);
		unlisten.forEach((stop) => stop());
		nav.classList.remove('vetrina-mega');
		for (const item of items) {
			item.button.remove();
			delete item.li.dataset.state;
			item.link.setAttribute('aria-haspopup', 'true');
			item.link.setAttribute('aria-expanded', 'false');
		}
	};
}
