import { getConfig } from '../../src/config.ts';
import { isRequestError, isSuperseded } from '../../src/errors/request-error.ts';
import { formBody } from '../../src/form-body.ts';
import { cancel, isBusy, requestPage, showBusy } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { loginDismissed, loginGranted, registerLoginOpener } from '../../src/login-opener.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { getToken, writeToken } from '../../src/token.ts';
import { actionOf, isJoomlaLogin, readLoginAnswer } from './answer.ts';
import { type LoginDialog, type LoginMessage, openLoginModal } from './login-modal.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * The logout form, present when the shopper is logged in: a theme's carries `logout_text`
 * (docs/behaviour.md#answer-shapes), Joomla's login module's posts `task=user.logout`.
 */
const logoutForm = () => document.querySelector<HTMLInputElement>('form input[name="logout_text"], form input[name="task"][value="user.logout"]')?.form ?? null;

/** The server's login form: inside the element the link controls, else Joomla's first one, else any form with a password. */
function loginForm(link: HTMLElement): HTMLFormElement | null {
	const id = link.getAttribute('aria-controls');
	const home = id ? document.getElementById(id) : null;
	if (home) return home.querySelector<HTMLInputElement>('form input[type="password"]')?.form ?? null;
	const forms = [...document.forms];
	return forms.find((form) => isJoomlaLogin(form)) ?? forms.find((form) => form.querySelector('input[type="password"]')) ?? null;
}

/**
 * The login link: logs out through the logout form when there is one (docs/behaviour.md#login), otherwise opens the
 * login modal. Without JavaScript (or without a login form on the page) it goes to the login page.
 * While mounted it is the login opener (src/login-opener.ts): list buttons (wishlist error 2) open the modal through it.
 * Joomla's login forms, in the modal or in the page, post in the background: a refused login shows Joomla's
 * message in the modal, a granted one loads the page Joomla sent the shopper to (its second step with
 * multi-factor authentication).
 */
export function mount(el: HTMLElement): () => void {
	// The form found last: while a modal borrows it, it is not in its place in the page.
	let form: HTMLFormElement | null = null;
	let dialog: LoginDialog | null = null;

	/** Shows the form in the modal with a message: the open modal says it, or a new one opens. */
	/** Shows the modal with a message, its form a copy of `target` (none: Joomla's own, drawn): the open modal says it, or a new one opens. */
	const show = (target: HTMLFormElement | null, options: { message?: LoginMessage; returnUrl?: string; focus?: 'username' | 'password' }) => {
		// The open modal holding this form says it; one closing (its close event still to come) is replaced.
		if (target && dialog?.form === target && target.closest('dialog[open]')) {
			if (options.message) dialog.say(options.message);
			return;
		}
		const opened = openLoginModal({ form: target, ...options });
		dialog = opened;
		void opened.closed.then(() => {
			if (dialog !== opened) return;
			dialog = null;
			// Closed while its post is in flight: the shopper gave up, the answer is not applied, nor the add that waited for it.
			cancel('login', opened.form);
			loginDismissed();
		});
	};

	const open = (message?: string): boolean => {
		form = form?.isConnected ? form : loginForm(el);
		show(form, { message: message ? { html: message } : undefined, returnUrl: el.dataset.loginreturn });
		return true;
	};

	async function logIn(target: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null): Promise<void> {
		const stopBusy = showBusy(target, 'login', target);
		/** Says why in the modal, the password focused for another try: emptied when Joomla refused it. */
		const retry = (message: LoginMessage, refused: boolean) => {
			const password = target.querySelector<HTMLInputElement>('input[type="password"]');
			if (password && refused) password.value = '';
			show(target, { message, focus: 'password' });
			password?.focus();
		};
		try {
			const { text, url } = await requestPage({
				kind: 'login',
				key: target,
				method: 'POST',
				url: actionOf(target),
				body: formBody(target, submitter),
				changesSession: true,
				source: 'login',
			});
			const answer = readLoginAnswer(text, url);
			if (answer.kind === 'in') {
				// The page loads: the form stays busy until it goes.
				stopBusy();
				target.setAttribute('aria-busy', 'true');
				// A wishlist add that asked for this login is sent on the page that loads.
				loginGranted();
				location.assign(answer.url.href);
				return;
			}
			if (answer.kind === 'foreign') {
				console.error('[vetrina:login]', `unexpected answer: ${answer.reason}`);
				retry({ text: t('login.error') }, false);
			} else {
				// A new session (the old one expired) has a new token: the next try must carry it.
				if (answer.token) writeToken(answer.token, target);
				retry(answer.messages.length ? { html: answer.messages.join('<br>') } : { text: t('login.refused') }, true);
			}
			stopBusy();
		} catch (error) {
			stopBusy();
			if (isSuperseded(error)) return;
			retry({ text: t(isRequestError(error) && error.reason === 'timeout' ? 'login.timeout' : 'login.error') }, false);
		}
	}

	const onSubmit = (event: SubmitEvent) => {
		const target = event.target;
		if (event.defaultPrevented || !(target instanceof HTMLFormElement) || !isJoomlaLogin(target)) return;
		event.preventDefault();
		// A second press while the first post is on its way sends nothing.
		if (!isBusy('login', target)) void logIn(target, event.submitter as HTMLButtonElement | HTMLInputElement | null);
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
	// Logged in, the link logs out: no dialog to announce, and none it controls (the theme's markup may
	// still name the guest's modal, which is not in the page).
	const controls = el.getAttribute('aria-controls');
	if (!logoutForm()) el.setAttribute('aria-haspopup', 'dialog');
	else if (controls && !document.getElementById(controls)) el.removeAttribute('aria-controls');
	el.addEventListener('click', onClick);
	document.addEventListener('submit', onSubmit);
	const unregister = registerLoginOpener(open);
	// Cached pages carry a stale form token: with token updating on, fetch it and rename every token input.
	if (getConfig().tokenUpdate) void getToken().catch(() => {});
	return () => {
		el.removeEventListener('click', onClick);
		document.removeEventListener('submit', onSubmit);
		el.removeAttribute('aria-haspopup');
		if (controls !== null) el.setAttribute('aria-controls', controls);
		unregister();
	};
}
