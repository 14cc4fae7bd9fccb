import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Modal, openDialog } from '../../src/ui/modal.tsx';
import { getConfig } from '../../src/config.ts';
import { t } from '../../src/i18n.ts';
import { uniqueId } from '../../src/ids.ts';
import { readPageToken } from '../../src/token.ts';
import { sanitizeHtml } from '../../src/server-markup.tsx';

interface LoginFormSlotProps {
	form: HTMLFormElement;
	focus: 'username' | 'password';
}

/** The modal's own form in its body: a copy, so the page's form stays where the page printed it. */
function LoginFormSlot({ form, focus }: LoginFormSlotProps) {
	const ref = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const field = form.querySelector<HTMLInputElement>(focus === 'password' ? 'input[type="password"]' : 'input[name="username"]');
		// Layout effects run before the Modal's showModal(): the dialog then focuses this field.
		field?.setAttribute('autofocus', '');
		ref.current!.append(form);
		return () => {
			field?.removeAttribute('autofocus');
			form.remove();
		};
	}, [form, focus]);
	return <div ref={ref} className="vetrina-login__form" />;
}

/** The attributes that name another element by its id. */
const REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'list'];

/**
 * A copy of the page's login form for the modal: its fields, token and action as printed, what was typed in
 * it carried over, every id its own (suffixed, and the labels and references that name them), so the page's
 * form, which stays in its place, keeps its ids unique.
 */
export function copyOfLoginForm(form: HTMLFormElement): HTMLFormElement {
	const copy = form.cloneNode(true) as HTMLFormElement;
	const suffix = uniqueId('vetrina-login');
	const renamed = new Map<string, string>();
	for (const el of [copy, ...copy.querySelectorAll<HTMLElement>('[id]')]) {
		if (!el.id) continue;
		renamed.set(el.id, `${el.id}-${suffix}`);
		el.id = `${el.id}-${suffix}`;
	}
	for (const attribute of REFERENCES)
		for (const el of copy.querySelectorAll<HTMLElement>(`[${attribute}]`))
			el.setAttribute(
				attribute,
				el
					.getAttribute(attribute)!
					.split(/\s+/)
					.map((id) => renamed.get(id) ?? id)
					.join(' '),
			);
	return copy;
}

/**
 * The modal's form where the page prints none (a template's login module with links only): Joomla's login
 * as its login page posts it, the session's token from the page.
 */
export function drawnLoginForm(token: string | null): HTMLFormElement {
	const id = uniqueId('vetrina-login');
	const form = document.createElement('form');
	form.method = 'post';
	form.className = 'vetrina-login-form';
	form.action = `${getConfig().baseUri}index.php?option=com_users&task=user.login`;
	const field = (name: string, type: string, label: string, autocomplete: string) => {
		const box = document.createElement('div');
		box.className = 'mb-3';
		const input = Object.assign(document.createElement('input'), { id: `${id}-${name}`, name, type, required: true, className: 'form-control' });
		input.setAttribute('autocomplete', autocomplete);
		const caption = Object.assign(document.createElement('label'), { htmlFor: input.id, className: 'form-label', textContent: label });
		box.append(caption, input);
		return box;
	};
	const hidden = (name: string, value: string) => Object.assign(document.createElement('input'), { type: 'hidden', name, value });
	const submit = Object.assign(document.createElement('button'), { type: 'submit', className: 'btn btn-primary', textContent: t('login.submit') });
	form.append(
		field('username', 'text', t('login.username'), 'username'),
		field('password', 'password', t('login.password'), 'current-password'),
		hidden('return', ''),
		...(token ? [hidden(token, '1')] : []),
		submit,
	);
	return form;
}

/** What the modal says above the form: the server's HTML (sanitized here), or words of ours. */
export type LoginMessage = { html: string } | { text: string };

/** `shown` counts the messages, so the same words said again are announced again. */
interface Said {
	message?: LoginMessage;
	shown: number;
}

interface SaidStore {
	subscribe(listener: () => void): () => void;
	get(): Said;
}

function Message({ said }: { said: SaidStore }) {
	const { message, shown } = useSyncExternalStore(said.subscribe, said.get);
	if (!message) return null;
	return 'html' in message ? (
		<div key={shown} className="vetrina-message" role="alert" dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.html) }} />
	) : (
		<div key={shown} className="vetrina-message" role="alert">
			{message.text}
		</div>
	);
}

export interface LoginOptions {
	/** The page's login form, copied into the modal; none, the modal draws Joomla's own. */
	form: HTMLFormElement | null;
	/** Where the server sends the shopper after logging in (the form's hidden `return` field, as the form takes it). */
	returnUrl?: string;
	/** Why the modal opened (wishlist error 2, a refused login). */
	message?: LoginMessage;
	/** The field focused on opening: the password after a refused login, whose username is kept. */
	focus?: 'username' | 'password';
}

export interface LoginDialog {
	/** The modal's own form, which posts. */
	readonly form: HTMLFormElement;
	/** Replaces the message while the modal stays open. */
	say(message: LoginMessage): void;
	/** Resolves when the modal has closed. */
	readonly closed: Promise<void>;
}

export function openLoginModal({ form: page, returnUrl, message, focus = 'username' }: LoginOptions): LoginDialog {
	const form = page ? copyOfLoginForm(page) : drawnLoginForm(readPageToken());
	const field = form.elements.namedItem('return');
	if (returnUrl && field instanceof HTMLInputElement) field.value = returnUrl;
	let said: Said = { message, shown: 0 };
	const listeners = new Set<() => void>();
	const store: SaidStore = {
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		get: () => said,
	};
	const closed = openDialog((close) => (
		<Modal title={t('login.title')} className="vetrina-login" onClose={close}>
			<Message said={store} />
			<LoginFormSlot form={form} focus={focus} />
		</Modal>
	));
	return {
		form,
		closed,
		say(message: LoginMessage) {
			said = { message, shown: said.shown + 1 };
			for (const listener of listeners) listener();
		},
	};
}
