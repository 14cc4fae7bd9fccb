import { publish } from '../../src/bus.ts';
import { getConfig } from '../../src/config.ts';
import { formBody } from '../../src/form-body.ts';
import { isRequestError, isSuperseded } from '../../src/errors/request-error.ts';
import { buildUrl, isBusy, requestText, shopRoute } from '../../src/http.ts';
import { announce, t } from '../../src/i18n.ts';
import { inertCountryStateScripts } from '../../src/virtuemart-inline.ts';
import { safeUrl } from '../../src/safe-url.ts';
import { joomlaMessages, messageAlert, scriptOptionsOf, showSystemMessages } from '../../src/system-messages.ts';
import { cartUpdated } from '../../src/cart/actions.ts';
import { carryEdits, placeEdits, restoreFocus, snapshotFocus, trackEdits } from './carry-over.ts';
import { applySteps, stepsInHtml } from './cart-steps.ts';
import { showMessage } from '../../src/ui/modal.tsx';
import { parseInert, sanitizeToFragment, stripBoms } from '../../src/server-markup.tsx';

export const UPDATE_KIND = 'cart-update';
/** The mark of the messages a cart update showed: the next one replaces them. */
const MESSAGES = 'vetrina-cart-message';
const source = 'checkout-form';

export type Submitter = HTMLButtonElement | HTMLInputElement;

/** `{action}&tmpl=component` (docs/behaviour.md#cart-form-update); the cart view when the form has no usable action. */
export function updateUrl(form: HTMLFormElement): URL {
	const url = safeUrl(form.getAttribute('action')) ?? shopRoute('cart');
	url.hash = '';
	return url.searchParams.get('tmpl') === 'component' ? url : buildUrl(url, { tmpl: 'component' });
}

/** Where the answer goes: `#cart-view` (VirtueMart's container), else the form's parent. */
export const containerOf = (form: HTMLFormElement): HTMLElement | null => form.closest<HTMLElement>('#cart-view') ?? form.parentElement;

const isWholeDocument = (html: string) => /^\s*<(!doctype|html)/i.test(html) || /<body[\s>]/i.test(html);

/**
 * The new content of the container, sanitized: the answer's `#cart-view` children, or the answer
 * itself when it is a fragment with a cart heading. A whole page without a cart (an error page) or
 * text without a heading (malformed JSON, a PHP notice) is not a cart: null.
 */
export function cartContent(html: string): DocumentFragment | null {
	const text = stripBoms(html);
	const fragment = sanitizeToFragment(text);
	const view = fragment.querySelector('#cart-view');
	if (view) {
		const content = document.createDocumentFragment();
		content.append(...view.childNodes);
		return content;
	}
	if (fragment.querySelector('#checkoutForm')) return fragment;
	// The empty cart still has its heading; malformed JSON or a bare PHP notice has none.
	return isWholeDocument(text) || !fragment.querySelector('h1, h2') ? null : fragment;
}

export interface UpdateOptions {
	/** Runs once the new content is in, before focus returns and before the island mounts on its form. */
	decorate?: (root: HTMLElement) => void;
}

/**
 * Posts the checkout form in the background and swaps the container's content for the answer. A
 * newer update aborts this one (http kind `cart-update`); a failure shows the alert of docs/behaviour.md#error-catalogue.
 */
export function updateCart(form: HTMLFormElement, submitter: Submitter | null, options: UpdateOptions = {}): Promise<void> {
	const body = formBody(form, submitter);
	return swapCart(form, { method: 'POST', body }, options);
}

/**
 * Asks for the cart as it stands now (changed in another tab) and swaps it in, as an update does, without
 * changing it: a GET of the same address. A failure leaves the form as it is, logged only.
 */
export function reloadCart(form: HTMLFormElement): Promise<void> {
	return swapCart(form, { method: 'GET' }, { quiet: true });
}

async function swapCart(
	form: HTMLFormElement,
	send: { method: 'GET' | 'POST'; body?: URLSearchParams },
	options: UpdateOptions & { quiet?: boolean },
): Promise<void> {
	const container = containerOf(form);
	const edits = trackEdits(form);
	form.setAttribute('aria-busy', 'true');
	form.classList.add('vetrina-checkout--busy');
	try {
		const html = await requestText({ kind: UPDATE_KIND, ...send, url: updateUrl(form), changesSession: send.method === 'POST', source });
		const content = cartContent(html);
		const messages = joomlaMessages(scriptOptionsOf(parseInert(html)));
		if (!content || !container) throw new Error('the answer holds no cart');
		// The sanitizer drops the inline handlers and scripts that carry stock lines' steps and saved
		// states: read them from the raw answer first.
		applySteps(content, stepsInHtml(html));
		content.append(...inertCountryStateScripts(html));
		const focus = snapshotFocus(container);
		const edited = placeEdits(edits.stop(), container);
		container.replaceChildren(content);
		carryEdits(edited, container);
		options.decorate?.(container);
		restoreFocus(container, focus);
		// What VirtueMart said of the change (a coupon refused, a product removed), as a reload would show it.
		showSystemMessages(MESSAGES, messages.map(messageAlert));
		if (!messages.length) announce(t('checkout-form.updated'));
		if (!options.quiet) cartUpdated(source);
	} catch (error) {
		if (isSuperseded(error)) return;
		if (!isRequestError(error)) {
			console.error(`[vetrina:${source}]`, (error as Error).message);
			void publish('error', { source, error });
		}
		if (options.quiet) return;
		// The form shows what the cart holds, not what was typed and not saved.
		rollBack(form);
		void showFailure(`${failureText(error)} ${t('checkout-form.notSaved')}`);
	} finally {
		edits.stop();
		// The request layer knows whether a newer update is still in flight: then the form stays busy.
		if (!isBusy(UPDATE_KIND)) {
			form.removeAttribute('aria-busy');
			form.classList.remove('vetrina-checkout--busy');
		}
	}
}

/** The cart's own controls (quantities, shipment, payment) back as the server printed them: what the cart holds. */
function rollBack(form: HTMLFormElement): void {
	for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name^="quantity["], [data-dynamic-update="1"]')) {
		if (field instanceof HTMLSelectElement) for (const option of field.options) option.selected = option.defaultSelected;
		else if (field.type === 'radio' || field.type === 'checkbox') field.checked = field.defaultChecked;
		else field.value = field.defaultValue;
	}
}

/** The alert dialog. */
async function showFailure(text: string): Promise<void> {
	await showMessage({ title: t('error'), tone: 'error', text });
}

/** docs/behaviour.md#error-catalogue: "Page not found" for a 404, else the configured cart error text or "Error updating cart". */
export function failureText(error: unknown): string {
	if (isRequestError(error) && error.status === 404) return t('checkout-form.notFound');
	return getConfig().cartErrorText || t('checkout-form.error');
}
