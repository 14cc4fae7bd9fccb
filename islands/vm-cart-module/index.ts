import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { disclosure } from '../../src/disclosure.ts';
import { registerStrings } from '../../src/i18n.ts';
import { uniqueId } from '../../src/ids.ts';
import { watch } from '../../src/store.ts';
import { CART_MODULE, showCartModule } from '../../src/cart/actions.ts';
import { cartModule } from '../../src/cart/state.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { CartModulePart } from './cart-module.tsx';
import { modulePartsOf, rowTemplate, shownPieces } from './module-markup.ts';
import { strings } from './strings.ts';
import { showBusy } from '../../src/http.ts';
import { readMarkup, walk } from '../../src/server-markup.tsx';

registerStrings(strings);

const SOURCE = 'vm-cart-module';

/**
 * The `dropdown` layout's button shows and hides its list, as its inline jQuery (`vmDropdownCart`) did, which
 * goes with VirtueMart's scripts: a click outside or Esc closes it. Legacy's stylesheet hides the list until
 * then; bs5 styles none of it, so the list starts shown there, as it did for that script.
 */
function dropdownOf(el: HTMLElement): (() => void) | undefined {
	const button = el.querySelector<HTMLElement>(':scope > button.dropdownCart-btn');
	const list = el.querySelector<HTMLElement>(':scope > .dropdownCart-container');
	if (!button || !list) return undefined;
	const servedId = list.id;
	list.id ||= uniqueId('vetrina-cart-list');
	button.setAttribute('aria-controls', list.id);
	const menu = disclosure(el, {
		toggle: () => button,
		panel: () => list,
		initiallyOpen: getComputedStyle(list).display !== 'none',
		state: { key: 'dropdown', values: ['closed', 'open'] },
	});
	return () => {
		menu.teardown();
		button.removeAttribute('aria-controls');
		button.removeAttribute('aria-expanded');
		if (!servedId) list.removeAttribute('id');
	};
}

/**
 * Stock `mod_virtuemart_cart` (`.vmCartModule`): shows the cart store's copy of VirtueMart's
 * `task=viewJS` answer, which the store refreshes when the first module is shown, when the page comes
 * back from the back/forward cache (either may show a stale cart) and after every cart change, here or
 * in another tab: one call for every module on the page. Each module's parts (React roots in its list,
 * total, count and link) show the answer; a failed or strange answer keeps what is shown. Until the first
 * answer the parts are the server's own markup, not redrawn: at load the module costs no React render,
 * no new nodes and no style or layout (a page shows what the server printed until the cart changes).
 */
export function mount(el: HTMLElement): () => void {
	const roots: Array<() => void> = [];
	const draw = () => {
		const template = rowTemplate(el);
		// The template is read whole: any of its elements may be named by a field of the answer.
		const templateNode = template?.parentElement
			? ([...walk(readMarkup(template.parentElement, () => true))].find(([node]) => node.source === template)?.[0] ?? null)
			: null;
		flushSync(() => {
			for (const [part, kind] of modulePartsOf(el)) roots.push(renderIsland(part, SOURCE, createElement(CartModulePart, { kind, template: templateNode })));
		});
	};
	const stopDrawing = watch(
		(state) => cartModule(state) !== null,
		(answered) => answered && !roots.length && draw(),
	);
	// Busy while the call is in flight, as the request layer says (a newer refresh replaces an older one).
	const hideBusy = showBusy(el, CART_MODULE);
	const hide = showCartModule(shownPieces(el), 'vm-cart-module.count');
	const closeDropdown = dropdownOf(el);
	return () => {
		closeDropdown?.();
		stopDrawing();
		hide();
		hideBusy();
		for (const unrender of roots) unrender();
	};
}
