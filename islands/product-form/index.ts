/** The product form island: quantity rules, live price and add to cart on VirtueMart's `form.product`. */
import { createElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { getConfig } from '../../src/config.ts';
import { holdsOnly } from '../../src/holder.ts';
import { registerStrings } from '../../src/i18n.ts';
import { watch } from '../../src/store.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { virtueMartDrives } from '../../src/virtuemart-scripts.ts';
import { bindAddToCart } from './add-to-cart.ts';
import { FormMessages } from './form-messages.tsx';
import { createFormState } from './form-state.ts';
import { messagesBox, quantityHolders } from './mount-points.ts';
import { hidesPrinted, PriceBlock, ownsPrice } from './price-block.tsx';
import { findPriceBlock } from './price-lines.ts';
import { createPriceUpdater, RECALCULATE } from './price-updater.ts';
import { QuantityBox, ownsQuantity } from './quantity-box.tsx';
import { createQuantity, STEP_BUTTONS, stepOf } from './quantity-field.ts';
import { productIdOf } from './serialize.ts';
import { strings } from './strings.ts';
import { busyOf } from '../../src/http.ts';
import { prepareSanitizer, readMarkup } from '../../src/server-markup.tsx';

registerStrings(strings);

/** Option selects and radios change the price; variant selects belong to the variants island. */
const isPriceOption = (el: EventTarget | null): boolean =>
	(el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'radio')) && !el.matches('.cvselection, .avselection, .no-vm-bind');

export function mount(el: HTMLElement): () => void {
	// VirtueMart's vmprices.js binds the form itself (and sets its action to "#"): one add, not two.
	if (!(el instanceof HTMLFormElement) || virtueMartDrives()) return () => {};
	const form = el;
	const state = createFormState();
	const block = findPriceBlock(form, productIdOf(form, getConfig().prefix));
	const prices = createPriceUpdater(form, block, state);
	const quantity = createQuantity(form, state, (typing) => prices.recalculate(typing));
	const stopCart = bindAddToCart(form, quantity, state);

	// Roots in the smallest theme elements that hold what they draw; the first also draws the messages.
	const box = messagesBox(form);
	let messages: ReactNode = createPortal(createElement(FormMessages, { state, messageId: quantity.messageId }), box);
	const withMessages = () => {
		const portal = messages;
		messages = null;
		return portal;
	};
	const roots: Array<() => void> = [];
	// Drawn before mount returns, so an event the page hands over once the island is ready finds React's controls.
	flushSync(() => {
		for (const holder of quantityHolders(form))
			roots.push(
				renderIsland(holder, 'product-form', createElement(QuantityBox, { nodes: readMarkup(holder, ownsQuantity), quantity, state }, withMessages())),
			);
		if (messages) roots.push(renderIsland(box, 'product-form', withMessages()));
	});
	// The price lines hold no control: drawn after, in slices (a listing mounts one form per card), and not
	// before they change what the server printed: at the first recalculation (its busy look), or at once
	// when the server printed something the island hides. Until then no React render and no new nodes.
	let stopWaiting = () => {};
	if (block && !block.contains(form) && holdsOnly(block)) {
		let drawn = false;
		const drawPrices = () => {
			if (drawn) return;
			drawn = true;
			roots.push(
				renderIsland(block, 'product-price', createElement(PriceBlock, { block, nodes: readMarkup(block, ownsPrice), state, form }), { deferred: true }),
			);
		};
		if (hidesPrinted(block)) drawPrices();
		else stopWaiting = watch(busyOf(RECALCULATE, form), (busy) => busy && drawPrices());
	}

	const onOption = (event: Event) => isPriceOption(event.target) && prices.recalculate();
	// A press on an option or on plus/minus is a price change on its way: its price is asked for at once.
	const onPress = (event: PointerEvent) => {
		const pressed = event.button === 0 && event.target instanceof Element ? event.target : null;
		// Add to cart: its answer's message is sanitized; the sanitizer is set up while the click lands.
		if (pressed?.closest('[name="addtocart"]')) return prepareSanitizer();
		const option = pressed?.closest('label')?.control ?? pressed;
		if (isPriceOption(option) && option instanceof HTMLInputElement && !option.checked) return prices.ahead(option.name, option.value);
		const step = pressed?.closest(STEP_BUTTONS);
		const field = quantity.input();
		const next = step && quantity.next(stepOf(step));
		if (field && next) prices.ahead(field.name, next);
	};
	form.addEventListener('change', onOption);
	form.addEventListener('pointerdown', onPress);
	return () => {
		form.removeEventListener('change', onOption);
		form.removeEventListener('pointerdown', onPress);
		stopCart();
		stopWaiting();
		for (const unrender of roots) unrender();
		box.remove();
		prices.teardown();
	};
}
