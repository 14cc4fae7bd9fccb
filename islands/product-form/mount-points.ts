/** Where the product form's React roots go: the smallest theme elements that hold what they draw. */
import { smallestHolder } from '../../src/holder.ts';
import { QUANTITY_INPUT } from './quantity-field.ts';

/**
 * The quantity box: one holder for the field and its buttons when the theme groups them (bs3, bs5),
 * else one for the field and one for the buttons (the legacy templates print them side by side in
 * the add-to-cart bar). Inside the form and holding none of its other controls (the add-to-cart
 * button, hidden inputs): the form's own fields and native submit stay the server's.
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
