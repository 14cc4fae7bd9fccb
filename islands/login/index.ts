import { getConfig } from '../../src/config.ts';
import { registerStrings } from '../../src/i18n.ts';
import { registerLoginOpener } from '../../src/login-opener.ts';
import { getToken } from '../../src/token.ts';
import { openLoginModal } from './login-modal.tsx';
import { strings } from './strings.ts';
import { isPlainClick } from '../../src/plain-click.ts';

registerStrings(strings);

/** The logout form (it carries `logout_text`, docs/behaviour.md#answer-shapes), present when the shopper is logged in. */
const logoutForm = () => document.querySelector<HTMLInputElement>('form input[name="logout_text"]')?.form ?? null;

/** The server's login form: inside the element the link controls, else any form with a password. */
function loginForm(link: HTMLElement): HTMLFormElement | null {
	const id = link.getAttribute('aria-controls');
	const home = id ? document.getElementById(id) : null;
	const field = (home ?? document).querySelector<HTMLInputElement>('form input[type="password"]');
	return field?.form ?? null;
}

/**
 * The login link: logs out through the logout form when there is one (docs/behaviour.md#login), otherwise opens the
 * login modal. Without JavaScript (or without a login form on the page) it goes to the login page.
 * While mounted it is the login opener (src/login-opener.ts): list buttons (wishlist error 2) open the modal through it.
 */
export function mount(el: HTMLElement): () => void {
	// The form found last: while a modal borrows it, it is not in its place in the page.
	let form: HTMLFormElement | null = null;
	const open = (message?: string): boolean => {
		form = form?.isConnected ? form : loginForm(el);
		if (!form) return false;
		void openLoginModal({ form, returnUrl: el.dataset.loginreturn, message });
		return true;
	};
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		const logout = logoutForm();
		if (logout) {
			event.preventDefault();
			const field = logout.elements.namedItem('return');
			if (field instanceof HTMLInputElement && el.dataset.logoutreturn) field.value = el.dataset.logoutreturn;
			logout.requestSubmit();
		} else if (open()) {
			event.preventDefault();
		}
	};
	el.setAttribute('aria-haspopup', 'dialog');
	el.addEventListener('click', onClick);
	const unregister = registerLoginOpener(open);
	// Cached pages carry a stale form token: with token updating on, fetch it and rename every token input.
	if (getConfig().tokenUpdate) void getToken().catch(() => {});
	return () => {
		el.removeEventListener('click', onClick);
		el.removeAttribute('aria-haspopup');
		unregister();
	};
}
