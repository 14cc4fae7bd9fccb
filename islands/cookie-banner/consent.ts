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
