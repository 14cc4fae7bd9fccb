import { quantitySelector } from './cart-lines.ts';

/** The theme's `.quantity-plus/-minus` and stock bs5's `.vm-cart-item-quantity_plus/_minus`. */
export const plusButton = '.quantity-plus, .vm-cart-item-quantity_plus';
export const stepButton = `${plusButton}, .quantity-minus, .vm-cart-item-quantity_minus`;
/** A line's remove button, `delete.{key}`: a submit of the form. */
export const removeButton = '[name^="delete."]';

/**
 * The smallest element holding every part, inside the form and holding no control of it but the
 * `allowed` ones, nor another island: React redraws all a root holds, and the form's other fields stay
 * the server's.
 */
function smallestHolder(form: HTMLFormElement, parts: Element[], allowed = parts): Element | null {
	let holder = parts[0]?.parentElement ?? null;
	while (holder && !parts.every((part) => holder!.contains(part))) holder = holder.parentElement;
	if (!holder || holder === form || !form.contains(holder)) return null;
	const others = holder.querySelectorAll('input, select, textarea, button, [data-vetrina]');
	return [...others].every((el) => allowed.some((part) => part.contains(el))) ? holder : null;
}

/** A line's control named `{prefix}.{key}`, the key read from its quantity input's `quantity[{key}]`. */
function namedControl(form: HTMLFormElement, input: HTMLInputElement, prefix: string): Element | null {
	const key = /^quantity\[(.*)\]$/.exec(input.name)?.[1];
	return key === undefined ? null : form.querySelector(`[name="${CSS.escape(`${prefix}.${key}`)}"]`);
}

/**
 * Where the cart lines' React roots go: per line, the smallest element holding its quantity field,
 * plus/minus and update button (the theme's and legacy's quantity cell, bs3's cell, bs5's
 * `.vm-cart-item-quantity`), and its remove button's own holder when that sits elsewhere (bs5).
 */
export function lineHolders(form: HTMLFormElement): Element[] {
	const holders = new Set<Element>();
	const steps = [...form.querySelectorAll(stepButton)];
	for (const input of form.querySelectorAll<HTMLInputElement>(quantitySelector)) {
		const line = input.closest('tr, .vm-cart-item-quantity, .quantity-box') ?? input.parentElement;
		const own = steps.filter((button) => line?.contains(button));
		const update = namedControl(form, input, 'updatecart');
		const remove = namedControl(form, input, 'delete');
		const parts = [input, ...own, ...(update ? [update] : [])];
		const quantity = smallestHolder(form, parts, remove ? [...parts, remove] : parts);
		if (quantity) holders.add(quantity);
		const removal = remove && !quantity?.contains(remove) && smallestHolder(form, [remove]);
		if (removal) holders.add(removal);
	}
	return [...holders];
}
