/** Where the product form's React roots go: the smallest theme elements that hold what they draw. */
import { QUANTITY_INPUT } from './quantity-field.ts';

/**
 * The smallest element holding every part, inside the form and holding no other control of it (the
 * add-to-cart button, hidden inputs) nor another island: React redraws all a root holds, and the
 * form's own fields and native submit stay the server's.
 */
function smallestHolder(form: HTMLFormElement, parts: Element[]): Element | null {
	let holder = parts[0]?.parentElement ?? null;
	while (holder && !parts.every((part) => holder!.contains(part))) holder = holder.parentElement;
	if (!holder || holder === form || !form.contains(holder)) return null;
	const others = holder.querySelectorAll('input, select, textarea, button, [data-island]');
	return [...others].every((el) => parts.some((part) => part.contains(el))) ? holder : null;
}

/**
 * The quantity box: one holder for the field and its buttons when the theme groups them (bs3, bs5),
 * else one for the field and one for the buttons (the legacy templates print them side by side in
 * the add-to-cart bar).
 */
export function quantityHolders(form: HTMLFormElement): Element[] {
	const input = form.querySelector(QUANTITY_INPUT);
	if (!input) return [];
	const buttons = [...form.querySelectorAll('.quantity-plus, .quantity-minus')];
	const together = smallestHolder(form, [input, ...buttons]);
	if (together) return [together];
	return [smallestHolder(form, [input]), buttons.length ? smallestHolder(form, buttons) : null].filter((holder) => holder !== null);
}

/** The messages' place: an element of our own after the add-to-cart bar (`display: contents`, so nothing moves). */
export function messagesBox(form: HTMLFormElement): HTMLElement {
	const box = Object.assign(document.createElement('div'), { className: 'vetrina-pf-messages' });
	const bar = form.querySelector('.addtocart-bar') ?? form.lastElementChild;
	if (bar) bar.after(box);
	else form.append(box);
	return box;
}
