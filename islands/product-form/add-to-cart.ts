/** Add to cart (spec §4, §7): the theme's veto, then a background call and its dialog, or a plain submit. */
import { announce } from '../../src/announce.ts';
import { allowedByTheme, publish } from '../../src/bus.ts';
import { getConfig } from '../../src/config.ts';
import { isSuperseded } from '../../src/errors/RequestError.ts';
import { cancel, requestJson } from '../../src/http.ts';
import { failureMessage, t } from '../../src/i18n.ts';
import { safeUrl } from '../../src/safe-url.ts';
import type { Message } from '../../src/ui/message-dialog.tsx';
import { cartResult, type AddAnswer } from './cart-result.ts';
import type { QuantityField } from './quantity-field.ts';
import { serializeForm } from './serialize.ts';

export const ADD_TO_CART = 'add-to-cart';

export const addUrl = (): string => {
	const { shopComponent, langParam } = getConfig();
	return `/index.php?option=${shopComponent}&nosef=1&view=cart&task=addJS&format=json${langParam}`;
};

// React and the dialog load with the first dialog, not with the form.
let dialog: Promise<typeof import('../../src/ui/message-dialog.tsx')> | undefined;
function loadDialog() {
	dialog ??= import('../../src/ui/message-dialog.tsx');
	dialog.catch(() => (dialog = undefined)); // a failed chunk load may be retried; the caller reports it
	return dialog;
}

/** A "continue shopping" link back to this very page (or `#`) just closes the dialog. */
function closeOnContinue(event: MouseEvent): void {
	const link = (event.target as Element).closest?.('.vetrina-modal .ajax-popup-buttons a');
	if (!link) return;
	const url = safeUrl(link.getAttribute('href') ?? '#');
	if (url && url.pathname + url.search !== location.pathname + location.search) return;
	event.preventDefault();
	link.closest('dialog')?.close();
}

/** Opens the result dialog; false when its code could not be loaded. */
async function showResult(message: Message): Promise<boolean> {
	try {
		const { showMessage } = await loadDialog();
		document.addEventListener('click', closeOnContinue);
		void showMessage(message).finally(() => document.removeEventListener('click', closeOnContinue));
		return true;
	} catch (error) {
		console.error('[vetrina:product-form] the dialog failed to load', error);
		return false;
	}
}

export function bindAddToCart(form: HTMLFormElement, pid: string, quantity: QuantityField): () => void {
	const notice = Object.assign(document.createElement('p'), { className: 'vetrina-pf-notice', hidden: true });
	(form.querySelector('.addtocart-bar') ?? form.lastElementChild ?? form).after(notice);
	const say = (text: string) => {
		notice.textContent = text;
		notice.hidden = false;
	};
	let busy = false;
	let addedTask: HTMLInputElement | undefined;
	// Our checks run first; required options are then checked natively (reportValidity) below.
	const noValidate = form.noValidate;
	form.noValidate = true;

	async function send(button: HTMLElement | null): Promise<void> {
		busy = true;
		notice.hidden = true;
		button?.setAttribute('aria-disabled', 'true');
		button?.classList.add('vetrina-pf-busy');
		form.setAttribute('aria-busy', 'true');
		void loadDialog().catch(() => {});
		try {
			const answer = await requestJson<AddAnswer | null>({ kind: ADD_TO_CART, key: pid, url: addUrl(), params: serializeForm(form), source: 'product-form' });
			const name = form.querySelector<HTMLInputElement>('input.pname, input[name="pname"]')?.value ?? '';
			const message = cartResult(typeof answer === 'object' ? answer : null, name);
			if (!(await showResult(message))) say(message.title);
			void publish('cart:updated', { source: 'product-form' });
			announce(message.title, 'polite');
		} catch (error) {
			if (isSuperseded(error)) return;
			// §8 says "logged only" (http.ts logs); a silent failure leaves the shopper guessing, so say it too.
			say(t('product-form.addFailed', { reason: failureMessage(error) }));
			announce(notice.textContent ?? '', 'polite');
		} finally {
			busy = false;
			button?.removeAttribute('aria-disabled');
			button?.classList.remove('vetrina-pf-busy');
			form.removeAttribute('aria-busy');
		}
	}

	const onSubmit = (event: SubmitEvent) => {
		const stop = () => event.preventDefault();
		if (busy) return stop(); // one request per click, even on a double click
		if (!quantity.check()) {
			stop();
			return quantity.input?.focus();
		}
		if (!form.checkValidity()) {
			stop();
			return void form.reportValidity();
		}
		// Themes cancel with preventDefault() on `vetrina:before-add-to-cart` (VirtueMart's e.stopSendtocart).
		if (!allowedByTheme('before-add-to-cart', { form }, form)) return stop();
		if (getConfig().addToCartPopup !== 1) {
			if (!addedTask) {
				addedTask = Object.assign(document.createElement('input'), { type: 'hidden', name: 'task', value: 'add' });
				form.append(addedTask);
			}
			return; // the browser submits the form as it would without us
		}
		stop();
		const button = event.submitter ?? form.querySelector<HTMLElement>('input[name="addtocart"], button[name="addtocart"], input.addtocart-button, button.addtocart-button');
		void send(button instanceof HTMLElement ? button : null);
	};

	// The shopper heading for the button is our cue to fetch the dialog's code (React), so that it
	// is usually there by the click: pages that never add to cart never download it.
	const intents = ['pointerover', 'focusin', 'touchstart'] as const;
	const warmUp = (event: Event) => {
		if (getConfig().addToCartPopup !== 1 || !(event.target as Element).closest?.('[name="addtocart"], .addtocart-button')) return;
		void loadDialog().catch(() => {});
		intents.forEach((type) => form.removeEventListener(type, warmUp));
	};
	intents.forEach((type) => form.addEventListener(type, warmUp, { passive: true }));
	form.addEventListener('submit', onSubmit);
	return () => {
		intents.forEach((type) => form.removeEventListener(type, warmUp));
		form.removeEventListener('submit', onSubmit);
		cancel(ADD_TO_CART, pid);
		form.noValidate = noValidate;
		notice.remove();
		addedTask?.remove();
	};
}
