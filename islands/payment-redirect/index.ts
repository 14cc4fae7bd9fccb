/**
 * The form a payment plugin prints on VirtueMart's order page to send the shopper on to the payment provider
 * (PayPal, 2Checkout, Paybox, Klik & Pay, Realex, eWay), with VirtueMart's jQuery that sent it once the page
 * was ready. The plugin keeps that script as inert text; the form it names is sent from here, as it said.
 * Its button ("Please wait while redirecting…") stays for a shopper whose browser is slower than the send.
 */
const FORM_SENT = /(?:jQuery|\$)\(\s*["']#([\w-]+)["']\s*\)\.submit\(\)/;

export function mount(script: HTMLElement): () => void {
	const id = FORM_SENT.exec(script.textContent ?? '')?.[1];
	const form = id ? document.getElementById(id) : null;
	// Back from the provider's page, the shopper came back on purpose: the page waits for its button.
	const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
	if (form instanceof HTMLFormElement && /^https?:$/.test(new URL(form.action, document.baseURI).protocol) && navigation?.type !== 'back_forward')
		form.requestSubmit();
	return () => {};
}
