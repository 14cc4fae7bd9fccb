/** Where a variant group's list is: the theme's JSON block or attribute, else VirtueMart's inline script. */
import { CVSELVARS, parseCvselvars, type Variant } from '../../src/cvselvars.ts';
import { parseVariants } from './find-variant.ts';

/**
 * Groups read from VirtueMart's scripts, by `data-cvsel`, while their script is in the page; each
 * script is read once, a malformed one too (logged once).
 */
const stock = new Map<string, { script: Element; variants: Variant[] }>();
const read = new WeakSet<Element>();

function stockVariants(group: string): Variant[] {
	if (!stock.get(group)?.script.isConnected) {
		for (const script of document.querySelectorAll<HTMLScriptElement>(CVSELVARS)) {
			if (read.has(script)) continue;
			read.add(script);
			const found = parseCvselvars(script.textContent ?? '', `#${script.id}`);
			if (found) stock.set(found.group, { script, variants: found.variants });
		}
	}
	const hit = stock.get(group);
	return hit?.script.isConnected ? hit.variants : [];
}

/**
 * The list of `group` for a control inside `field` (its `.product-field-display`): the theme's
 * `script.vetrina-variants` there (also what an in-place update leaves), its `data-variants`, then
 * the `cvselvars` script VirtueMart printed at the end of the view.
 */
export function variantsOf(field: Element, group: string, input: HTMLElement): Variant[] {
	const block = field.querySelector(`script.vetrina-variants[data-cvsel="${CSS.escape(group)}"]`);
	if (block) return parseVariants(block.textContent);
	if (input.dataset.variants !== undefined) return parseVariants(input.dataset.variants);
	return stockVariants(group);
}
