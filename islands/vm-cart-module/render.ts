/**
 * Renders a viewJS answer into one `mod_virtuemart_cart` as VirtueMart's `update_cart.js` does: a clone of
 * the module's own hidden `.hiddencontainer .product_row` per product, each `.{key}` filled with its value,
 * then `.total`, `.total_products` and `.show_cart`. Unlike it, values are sanitized, links and images
 * must stay on this site, and an empty cart empties the list (as a reload would show it).
 */
import { safeUrl } from '../../src/safe-url.ts';
import { sanitizeToFragment } from '../../src/sanitize.ts';
import type { CartModuleData } from './cart-data.ts';

/** Sanitized HTML, with links and images that leave the site made inert. */
function safeFragment(html: string): DocumentFragment {
	const fragment = sanitizeToFragment(html);
	for (const link of fragment.querySelectorAll('a[href]')) if (!safeUrl(link.getAttribute('href'))) link.removeAttribute('href');
	for (const image of fragment.querySelectorAll('img[src]')) if (!safeUrl(image.getAttribute('src'))) image.remove();
	return fragment;
}

const fill = (el: Element, html: string) => el.replaceChildren(safeFragment(html));

/** The row template, outside the live list (the hidden container holds it). */
export const rowTemplate = (el: Element): Element | null => el.querySelector('.hiddencontainer .product_row');

/** Elements of the module outside its hidden template. */
const shown = (el: Element, selector: string): Element[] => [...el.querySelectorAll(selector)].filter((node) => !node.closest('.hiddencontainer'));

export function renderCartModule(el: Element, template: Element | null, data: CartModuleData): void {
	const list = shown(el, '.vm_cart_products')[0];
	if (list && template) {
		list.replaceChildren(
			...data.rows.map(({ fields }) => {
				const row = template.cloneNode(true) as Element;
				for (const [key, value] of fields) {
					const targets = row.classList.contains(key) ? [row] : [...row.getElementsByClassName(key)];
					for (const target of targets) fill(target, value);
				}
				return row;
			}),
		);
	}
	const filled = data.totalProduct > 0;
	for (const total of shown(el, '.total')) fill(total, filled ? data.billTotal : '');
	for (const count of shown(el, '.total_products')) fill(count, data.totalProductTxt);
	for (const link of shown(el, '.show_cart')) fill(link, filled ? data.cartShow : '');
}

/** The number of pieces the module shows (its rows' `.quantity`), before the first refresh. */
export function shownPieces(el: Element): number {
	return shown(el, '.vm_cart_products .quantity').reduce((n, q) => n + (Number.parseInt(q.textContent ?? '', 10) || 0), 0);
}
