import { announce } from '../../src/announce.ts';
import { getConfig } from '../../src/config.ts';
import { requestJson } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { prefersReducedMotion } from '../../src/motion.ts';
import { getToken, readPageToken } from '../../src/token.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** Spec §9: removal 1500 ms after dismissal with a close animation, otherwise 200 ms. */
export const removalDelay = (el: HTMLElement): number => (el.dataset.closeAnimation && !prefersReducedMotion() ? 1500 : 200);

/** Records consent on the server (spec §7: POST `{ajax_uri}` with `vpfmethod=setCookieConsent`, `{token}=1`). */
async function recordConsent(): Promise<void> {
	const token = await getToken().catch(() => readPageToken());
	const body = new URLSearchParams({ vpfmethod: 'setCookieConsent' });
	if (token) body.append(token, '1');
	// The answer is ignored (spec §7); a failure is logged by http.ts and the form's no-JS post is lost.
	await requestJson({ kind: 'cookie-consent', method: 'POST', url: getConfig().ajaxUri, body, source: 'cookie-banner' });
}

/** Keyboard users whose focus was on the banner continue from the page's main content, not from <body>. */
function focusMain(): void {
	const main = document.querySelector<HTMLElement>('main, [role="main"]');
	if (!main) return;
	if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
	main.focus({ preventScroll: true });
}

/** The cookie notice: dismissing it records consent in the background and takes the banner away. */
export function mount(el: HTMLElement): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let dismissed = false;
	const onSubmit = (event: SubmitEvent) => {
		event.preventDefault();
		if (dismissed) return;
		dismissed = true;
		const animated = removalDelay(el) === 1500;
		el.dataset.state = animated ? 'closing' : 'closed';
		const delay = new Promise<void>((resolve) => (timer = setTimeout(resolve, removalDelay(el))));
		// The banner stays in the page until the server has answered: removing it would abort the call.
		void Promise.allSettled([recordConsent(), delay]).then(() => {
			announce(t('cookie-banner.dismissed'), 'polite');
			const hadFocus = el.contains(document.activeElement);
			el.remove();
			if (hadFocus) focusMain();
		});
	};
	el.addEventListener('submit', onSubmit);
	return () => {
		el.removeEventListener('submit', onSubmit);
		clearTimeout(timer);
	};
}
