import { cancel } from '../../src/http.ts';
import { registerStrings } from '../../src/i18n.ts';
import { enforce, lineInput, lineUpdateButton, quantitySelector, reshowQuantityAlert, showQuantityAlert, step } from './cart-lines.ts';
import { shipToToggle, syncShipTo } from './ship-to.ts';
import { strings } from './strings.ts';
import { UPDATE_KIND, updateCart, type Submitter } from './update.ts';
import { listen } from '../../src/listen.ts';
import { virtueMartDrives } from '../../src/virtuemart-scripts.ts';
import { applySteps, stepsInMarkup } from './cart-steps.ts';
import { installCheckQuantityStandIn } from './virtuemart-stand-in.ts';

registerStrings(strings);

const dynamic = '[data-dynamic-update="1"]';
/** The theme's `.quantity-plus/-minus` and stock bs5's `.vm-cart-item-quantity_plus/_minus`. */
const plusButton = '.quantity-plus, .vm-cart-item-quantity_plus';
const stepButton = `${plusButton}, .quantity-minus, .vm-cart-item-quantity_minus`;
const isCheckout = (submitter: Submitter | null) => submitter?.id === 'checkoutFormSubmit' || submitter?.name === 'checkout' || submitter?.name === 'confirm';

/**
 * `#checkoutForm` (spec §2, §7): controls marked data-dynamic-update, cart line quantities and line
 * removal update the cart in the background; the checkout button submits normally, once.
 */
export function mount(el: HTMLElement): () => void {
	// VirtueMart's own cart scripts (dynupdate, vmprices) already submit this form: never twice.
	if (!(el instanceof HTMLFormElement) || virtueMartDrives()) return () => {};
	const form = el;
	installCheckQuantityStandIn();
	applySteps(form, stepsInMarkup(form));
	let checkingOut = false;
	/** Quantity alerts to show again on the content that replaces the current one. */
	const alerts = new Map<HTMLInputElement, string>();
	const committed = new WeakMap<HTMLInputElement, string>();

	const update = (submitter: Submitter | null) =>
		updateCart(form, submitter, {
			decorate: (root) => {
				for (const [input, text] of alerts) reshowQuantityAlert(root, input, text);
				alerts.clear();
			},
		});

	/** A line's quantity: corrected to the rules, then sent as a click on its update button would. */
	const commitQuantity = (input: HTMLInputElement) => {
		const message = enforce(input);
		if (message) {
			showQuantityAlert(input, message);
			alerts.set(input, message);
		}
		if (input.value === (committed.get(input) ?? input.defaultValue)) return;
		committed.set(input, input.value);
		void update(lineUpdateButton(input));
	};

	const onSubmit = (event: SubmitEvent) => {
		if (event.defaultPrevented) return;
		const submitter = event.submitter as Submitter | null;
		if (isCheckout(submitter)) {
			// Double clicks must not place two orders; the page leaves with this submit.
			if (checkingOut) event.preventDefault();
			checkingOut = true;
			submitter?.setAttribute('aria-disabled', 'true');
			cancel(UPDATE_KIND);
			return;
		}
		event.preventDefault();
		void update(submitter);
	};

	const onChange = (event: Event) => {
		const target = event.target as HTMLElement;
		if (target.matches(quantitySelector)) return commitQuantity(target as HTMLInputElement);
		if (target.matches(shipToToggle)) syncShipTo(form);
		if (target.matches(dynamic) && !(target instanceof HTMLButtonElement)) void update(null);
	};

	const onFocusOut = (event: FocusEvent) => {
		if ((event.target as Element).matches(quantitySelector)) commitQuantity(event.target as HTMLInputElement);
	};

	const onKeyDown = (event: KeyboardEvent) => {
		const target = event.target as Element;
		if (event.key !== 'Enter' || !target.matches(quantitySelector)) return;
		event.preventDefault();
		commitQuantity(target as HTMLInputElement);
	};

	const onClick = (event: MouseEvent) => {
		const button = (event.target as Element).closest(stepButton);
		const input = button && lineInput(button);
		if (!input) return;
		event.preventDefault();
		step(input, button.matches(plusButton) ? 'plus' : 'minus');
		commitQuantity(input);
	};

	// Back to a page the browser kept (bfcache): the shopper may check out again.
	const onPageShow = (event: PageTransitionEvent) => {
		if (!event.persisted) return;
		checkingOut = false;
		form.querySelector('#checkoutFormSubmit')?.removeAttribute('aria-disabled');
	};

	syncShipTo(form);
	const unlisten = [
		listen(form, { submit: onSubmit, change: onChange, focusout: onFocusOut, keydown: onKeyDown, click: onClick }),
		listen(window, { pageshow: onPageShow }),
	];
	return () => {
		unlisten.forEach((stop) => stop());
		cancel(UPDATE_KIND);
	};
}
