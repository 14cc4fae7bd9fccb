/** Add to cart (docs/behaviour.md#add-to-cart): the theme's veto, then a background call and its dialog, or a plain submit. */
import { ADD_TO_CART_BUTTON } from '../../src/add-to-cart-press.ts';
import { allowedByTheme } from '../../src/bus.ts';
import { getConfig } from '../../src/config.ts';
import { isSuperseded } from '../../src/errors/request-error.ts';
import { cancel, isBusy, lookBusy, showBusy } from '../../src/http.ts';
import { announce, failureMessage, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { safeUrl } from '../../src/safe-url.ts';
import { ADD_TO_CART, type AddAnswer, addToCart } from '../../src/cart/actions.ts';
import type { FormStore } from './form-state.ts';
import type { QuantityField } from './quantity-field.ts';
import { serializeForm } from './serialize.ts';
import { type Message, showMessage } from '../../src/ui/modal.tsx';
import { sanitizeToFragment } from '../../src/server-markup.tsx';

/** A "continue shopping" link back to this very page (or `#`) just closes the dialog. */
function closeOnContinue(event: MouseEvent): void {
	const link = (event.target as Element).closest?.('.vetrina-modal .vetrina-message__buttons a');
	if (!link) return;
	const url = safeUrl(link.getAttribute('href') ?? '#');
	if (url && url.pathname + url.search !== location.pathname + location.search) return;
	event.preventDefault();
	link.closest('dialog')?.close();
}

/**
 * Which dialog an addJS answer opens (docs/behaviour.md#add-to-cart-result). `count` resolves with the cart's
 * count after the add: a product added shows it.
 */
function cartResult(answer: AddAnswer | null, productName: string, count: Promise<number | null>): Message {
	const html = typeof answer?.msg === 'string' ? answer.msg : '';
	const stat = Number(answer?.stat);
	if (sanitizeToFragment(html).querySelector('.hasError')) return { title: t('warning'), tone: 'warning', html };
	if (stat === 1)
		return { title: t('product-form.added'), tone: 'success', html, cartCount: { count, text: (n) => t('product-form.cartCount', { count: n }) } };
	if (stat === 2) return { title: productName || t('warning'), tone: 'warning', html };
	return { title: getConfig().cartErrorText || t('product-form.cartError'), tone: 'error', html };
}

/**
 * Opens the result dialog. Its code (React, the modal) is in the core chunk the form came with: the first
 * dialog opens without waiting for the network, which would add a download to the click's latency.
 */
function showResult(message: Message): void {
	document.addEventListener('click', closeOnContinue);
	void showMessage(message).finally(() => document.removeEventListener('click', closeOnContinue));
}

export function bindAddToCart(form: HTMLFormElement, quantity: QuantityField, state: FormStore): () => void {
	// The form's messages (a React island) show the notice. Unchanged, it is not written: every view's selector would run.
	const say = (notice: string) => {
		if (state.getState().notice !== notice) state.setState({ notice });
	};
	// The form is busy while its add is in flight, as the request layer says.
	const hideBusy = showBusy(form, ADD_TO_CART, form);
	let addedTask: HTMLInputElement | undefined;
	// Our checks run first; required options are then checked natively (reportValidity) below.
	const noValidate = form.noValidate;
	form.noValidate = true;

	async function send(button: HTMLElement | null): Promise<void> {
		say('');
		button?.setAttribute('aria-disabled', 'true');
		const endLook = button ? lookBusy(button, 'vetrina-pf-busy') : () => {};
		try {
			// The cart store refreshes the cart once and counts it: the dialog shows the count.
			const { answer, count } = await addToCart(form, serializeForm(form), 'product-form');
			const name = form.querySelector<HTMLInputElement>('input.pname, input[name="pname"]')?.value ?? '';
			const message = cartResult(answer, name, count);
			showResult(message);
			announce(message.title, 'polite');
		} catch (error) {
			if (isSuperseded(error)) return;
			// docs/behaviour.md#error-catalogue says "logged only" (http.ts logs); a silent failure leaves the shopper guessing, so say it too.
			const notice = t('product-form.addFailed', { reason: failureMessage(error) });
			say(notice);
			announce(notice, 'polite');
		} finally {
			button?.removeAttribute('aria-disabled');
			endLook();
		}
	}

	/** VirtueMart's own plain-submit task, unless the form already carries one (`addtocart_popup` 0). */
	const addTask = () => {
		if (addedTask || [...form.querySelectorAll<HTMLInputElement>('input[name="task"]')].some((input) => !input.closest('noscript') && input.value === 'add'))
			return;
		addedTask = Object.assign(document.createElement('input'), { type: 'hidden', name: 'task', value: 'add' });
		form.append(addedTask);
	};

	/**
	 * One add to cart, from a submit or a bs5 button: our checks, the theme's veto, then the
	 * background call (dialog) or, when `addToCartPopup` is not 1, the plain submit with `task=add`.
	 * `stop` cancels what the browser would do; `submitNatively` does the plain submit where the
	 * browser would not (a `type=button` click).
	 */
	const attempt = (button: HTMLElement | null, stop: () => void, submitNatively: () => void) => {
		if (isBusy(ADD_TO_CART, form)) return stop(); // one request per click, even on a double click
		if (!quantity.check()) {
			stop();
			return quantity.input()?.focus();
		}
		if (!form.checkValidity()) {
			stop();
			return void form.reportValidity();
		}
		// Themes cancel with preventDefault() on `vetrina:before-add-to-cart` (VirtueMart's e.stopSendtocart).
		if (!allowedByTheme('before-add-to-cart', { form }, form)) return stop();
		if (getConfig().addToCartPopup !== 1) {
			addTask();
			return submitNatively();
		}
		stop();
		void send(button);
	};

	const onSubmit = (event: SubmitEvent) => {
		const button = event.submitter ?? form.querySelector<HTMLElement>(ADD_TO_CART_BUTTON);
		// The browser submits the form as it would without us.
		attempt(
			button instanceof HTMLElement ? button : null,
			() => event.preventDefault(),
			() => {},
		);
	};

	// bs5's `<button type="button" name="addtocart">` never submits: its click (Enter and Space
	// included) is the add to cart. Submit buttons are left to the submit event above.
	const onClick = (event: MouseEvent) => {
		const button = (event.target as Element).closest?.<HTMLButtonElement>('button[name="addtocart"]');
		if (button?.type !== 'button' || !form.contains(button)) return;
		event.preventDefault();
		attempt(
			button,
			() => {},
			() => form.submit(),
		);
	};

	const unlisten = listen(form, { submit: onSubmit, click: onClick });
	return () => {
		unlisten();
		cancel(ADD_TO_CART, form);
		hideBusy();
		form.noValidate = noValidate;
		addedTask?.remove();
	};
}
