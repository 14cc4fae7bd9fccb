import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { subscribe } from '../../src/bus.ts';
import { cancel, isBusy } from '../../src/http.ts';
import { registerStrings } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { joinSync, SYNC_SOURCE } from '../../src/server-state/views.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { virtueMartDrives } from '../../src/virtuemart-scripts.ts';
import { enforce, lineUpdateButton } from './cart-lines.ts';
import { applySteps, stepsInMarkup } from './cart-steps.ts';
import { carryAlerts, createLineAlerts } from './line-alerts.ts';
import { LineControls, ownsLineControl } from './line-controls.tsx';
import { lineHolders } from './line-holders.ts';
import { strings } from './strings.ts';
import { showTerms } from './terms.tsx';
import { reloadCart, UPDATE_KIND, updateCart, type Submitter } from './update.ts';
import { installCheckQuantityStandIn } from './virtuemart-stand-in.ts';
import { readMarkup } from '../../src/server-markup.tsx';

registerStrings(strings);

const dynamic = '[data-dynamic-update="1"]';
const isCheckout = (submitter: Submitter | null) => submitter?.id === 'checkoutFormSubmit' || submitter?.name === 'checkout' || submitter?.name === 'confirm';

/**
 * `#checkoutForm` (docs/behaviour.md#cart-page): controls marked data-dynamic-update, cart line quantities and line
 * removal update the cart in the background; the checkout button submits normally, once. The form stays
 * the server's; each line's controls are a React root (`LineControls`) in the smallest theme element
 * holding them. An update's answer replaces the form, and the registry mounts the island on the new one.
 */
export function mount(el: HTMLElement): () => void {
	// VirtueMart's own cart scripts (dynupdate, vmprices) already submit this form: never twice.
	if (!(el instanceof HTMLFormElement) || virtueMartDrives()) return () => {};
	const form = el;
	installCheckQuantityStandIn();
	applySteps(form, stepsInMarkup(form));
	let checkingOut = false;
	const alerts = createLineAlerts();
	/** Alerts raised on this content: shown once more on the content that replaces it. */
	const raised = new Set<string>();
	const committed = new WeakMap<HTMLInputElement, string>();

	const update = (submitter: Submitter | null) =>
		updateCart(form, submitter, {
			decorate: () => carryAlerts(Object.fromEntries(Object.entries(alerts.getState()).filter(([name]) => raised.has(name)))),
		});

	/** A line's quantity: corrected to the rules, then sent as a click on its update button would. */
	const commit = (input: HTMLInputElement) => {
		const message = enforce(input);
		if (message) {
			raised.add(input.name);
			alerts.setState({ [input.name]: message });
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
		if (target.matches(dynamic) && !(target instanceof HTMLButtonElement)) void update(null);
	};

	// Back to a page the browser kept (bfcache): the shopper may check out again.
	const onPageShow = (event: PageTransitionEvent) => {
		if (!event.persisted) return;
		checkingOut = false;
		form.querySelector('#checkoutFormSubmit')?.removeAttribute('aria-disabled');
	};

	/**
	 * The cart changed in another tab: this tab's form is asked for again once the shopper looks at it (the tab
	 * shown), and only while nothing of it is being edited, so nothing typed is overwritten.
	 */
	let stale = false;
	// Legacy's coupon field writes its prompt (its `alt`) into itself when left empty: that is not the shopper's.
	const typed = (field: HTMLInputElement | HTMLTextAreaElement) => field.value !== field.defaultValue && field.value !== field.getAttribute('alt');
	const editing = () =>
		form.contains(document.activeElement) ||
		[...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]), textarea')].some((field) =>
			field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked !== field.defaultChecked : typed(field),
		);
	const catchUp = () => {
		if (!stale || !form.isConnected || document.visibilityState !== 'visible' || isBusy(UPDATE_KIND) || editing()) return;
		stale = false;
		void reloadCart(form);
	};
	const onOtherTab = (detail: { source: string }) => {
		if (detail.source !== SYNC_SOURCE) return;
		stale = true;
		catchUp();
	};

	// Drawn before mount returns: a click the page held while the island loaded finds React's controls.
	const roots: Array<() => void> = [];
	flushSync(() => {
		for (const holder of lineHolders(form))
			roots.push(renderIsland(holder, 'checkout-form', createElement(LineControls, { nodes: readMarkup(holder, ownsLineControl), alerts, commit })));
	});
	const unlisten = [
		listen(form, { submit: onSubmit, change: onChange, click: showTerms, focusout: () => queueMicrotask(catchUp) }),
		listen(window, { pageshow: onPageShow }),
		listen(document, { visibilitychange: catchUp }),
		subscribe('cart:updated', onOtherTab),
		joinSync(),
	];
	return () => {
		unlisten.forEach((stop) => stop());
		for (const unrender of roots) unrender();
		cancel(UPDATE_KIND);
	};
}
