/** The product form island: quantity rules, live price and add to cart on VirtueMart's `form.product`. */
import { getConfig } from '../../src/config.ts';
import { registerStrings } from '../../src/i18n.ts';
import { virtueMartDrives } from '../../src/virtuemart-scripts.ts';
import { bindAddToCart } from './add-to-cart.ts';
import { createPriceUpdater } from './price-updater.ts';
import { bindQuantity } from './quantity-field.ts';
import { productIdOf } from './serialize.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** Option selects and radios change the price; variant selects belong to the variants island. */
const isPriceOption = (el: EventTarget | null): boolean =>
	(el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'radio')) && !el.matches('.cvselection, .avselection, .no-vm-bind');

export function mount(el: HTMLElement): () => void {
	// VirtueMart's vmprices.js binds the form itself (and sets its action to "#"): one add, not two.
	if (!(el instanceof HTMLFormElement) || virtueMartDrives()) return () => {};
	const form = el;
	const pid = productIdOf(form, getConfig().prefix);
	const prices = createPriceUpdater(form, pid);
	const quantity = bindQuantity(form, (typing) => prices.recalculate(typing));
	const stopCart = bindAddToCart(form, quantity);
	const onOption = (event: Event) => isPriceOption(event.target) && prices.recalculate();
	form.addEventListener('change', onOption);
	return () => {
		form.removeEventListener('change', onOption);
		stopCart();
		quantity.teardown();
		prices.teardown();
	};
}
