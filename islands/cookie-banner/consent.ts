import { getConfig } from '../../src/config.ts';
import { requestJson } from '../../src/http.ts';
import { prefersReducedMotion } from '../../src/motion.ts';
import { getToken, readPageToken } from '../../src/token.ts';

/**
 * The shopper's answer. The contract's call records acceptance only (docs/behaviour.md#cookie-consent); a refusal is the same call with
 * `consent=refused` (the field the theme's "Rifiuta" button posts without JavaScript), so the server
 * keeps either answer where it keeps consent and the banner stays away after both.
 */
export type Consent = 'accepted' | 'refused';
export const REFUSAL = { name: 'consent', value: 'refused' } as const;

/** docs/behaviour.md#cookie-consent: removal 1500 ms after dismissal with a close animation, otherwise 200 ms. */
export const removalDelay = (banner: HTMLElement): number => (banner.dataset.closeAnimation && !prefersReducedMotion() ? 1500 : 200);

/** Records the answer on the server (docs/behaviour.md#theme-calls: POST `{ajax_uri}` with `vpfmethod=setCookieConsent`, `{token}=1`). */
export async function recordConsent(consent: Consent): Promise<void> {
	const token = await getToken().catch(() => readPageToken());
	const body = new URLSearchParams({ vpfmethod: 'setCookieConsent' });
	if (token) body.append(token, '1');
	if (consent === 'refused') body.append(REFUSAL.name, REFUSAL.value);
	// The answer is ignored (docs/behaviour.md#theme-calls); a failure is logged by http.ts and the form's no-JS post is lost.
	await requestJson({ kind: 'cookie-consent', method: 'POST', url: getConfig().ajaxUri, body, source: 'cookie-banner' });
}

/** Keyboard users whose focus was on the banner continue from the page's main content, not from <body>. */
export function focusMain(): void {
	const main = document.querySelector<HTMLElement>('main, [role="main"]');
	if (!main) return;
	if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
	main.focus({ preventScroll: true });
}

/** What marks the scripts the server keeps inert until consent (`type="text/plain"`, the address in `data-vetrina-src`). */
const GATED = 'script[type="text/plain"][data-vetrina-consent]';
const GATING_ATTRIBUTES = new Set(['type', 'nonce', 'data-vetrina-consent', 'data-vetrina-src', 'data-vetrina-type']);

/**
 * Runs the scripts kept inert until the shopper accepted, in the page's order: each becomes a live script
 * with its own attributes, its address or code, and the page's nonce (a nonce policy blocks a script
 * inserted without it; a browser hides the nonce attribute's value once the page has loaded, the property keeps it).
 */
export function runGatedScripts(): void {
	const live = document.querySelector<HTMLScriptElement>(`script[nonce]:not(${GATED})`);
	const nonce = live?.nonce || live?.getAttribute('nonce');
	for (const inert of document.querySelectorAll<HTMLScriptElement>(GATED)) {
		const script = document.createElement('script');
		for (const { name, value } of inert.attributes) if (!GATING_ATTRIBUTES.has(name)) script.setAttribute(name, value);
		if (inert.dataset.vetrinaType) script.type = inert.dataset.vetrinaType;
		if (nonce) script.setAttribute('nonce', nonce);
		if (inert.dataset.vetrinaSrc) {
			// Inserted scripts run as soon as they arrive unless told otherwise: these keep their order.
			if (!inert.hasAttribute('async')) script.async = false;
			script.src = inert.dataset.vetrinaSrc;
		} else script.text = inert.text;
		inert.replaceWith(script);
	}
}
