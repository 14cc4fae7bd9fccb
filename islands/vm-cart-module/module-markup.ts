/**
 * What a `mod_virtuemart_cart` shows of VirtueMart's viewJS answer, found as its `update_cart.js` finds
 * it: the live `.vm_cart_products`, `.total`, `.total_products` and `.show_cart`, each filled anew, and
 * the hidden `.hiddencontainer .product_row` cloned per product.
 */
import { safeUrl } from '../../src/safe-url.ts';
import { sanitizeToFragment } from '../../src/server-markup.tsx';

export type PartKind = 'rows' | 'total' | 'count' | 'link';

const partSelectors: Record<PartKind, string> = { rows: '.vm_cart_products', total: '.total', count: '.total_products', link: '.show_cart' };

/** The row template, outside the live list (the hidden container holds it). */
export const rowTemplate = (el: Element): Element | null => el.querySelector('.hiddencontainer .product_row');

/** Elements of the module outside its hidden template. */
const shown = (el: Element, selector: string): Element[] => [...el.querySelectorAll(selector)].filter((node) => !node.closest('.hiddencontainer'));

/** The module's parts, each a React root of its own: the module's other markup (its button, its scripts) stays the theme's. */
export function modulePartsOf(el: Element): Array<[Element, PartKind]> {
	return (Object.entries(partSelectors) as Array<[PartKind, string]>).flatMap(([kind, selector]) =>
		shown(el, selector).map((part): [Element, PartKind] => [part, kind]),
	);
}

/** The number of pieces the module shows (its rows' `.quantity`), before the first refresh. */
export function shownPieces(el: Element): number {
	return shown(el, '.vm_cart_products .quantity').reduce((n, q) => n + (Number.parseInt(q.textContent ?? '', 10) || 0), 0);
}

/** Sanitized HTML, with links and images that leave the site made inert. */
export function safeHtml(html: string): string {
	const fragment = sanitizeToFragment(html);
	for (const link of fragment.querySelectorAll('a[href]')) if (!safeUrl(link.getAttribute('href'))) link.removeAttribute('href');
	for (const image of fragment.querySelectorAll('img[src]')) if (!safeUrl(image.getAttribute('src'))) image.remove();
	const box = document.createElement('div');
	box.append(fragment);
	return box.innerHTML;
}
