import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { openDialog } from '../../src/ui/dialog-host.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { sanitizeHtml } from '../../src/sanitize.ts';
import { t } from '../../src/i18n.ts';

interface LoginFormSlotProps {
	form: HTMLFormElement;
	focus: 'username' | 'password';
}

/**
 * Borrows the server's login form (its fields, token and action stay exactly as printed) and gives it
 * back to its place in the page when the modal closes.
 */
function LoginFormSlot({ form, focus }: LoginFormSlotProps) {
	const ref = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const home = form.parentNode;
		const next = form.nextSibling;
		const field = form.querySelector<HTMLInputElement>(focus === 'password' ? 'input[type="password"]' : 'input[name="username"]');
		// Layout effects run before the Modal's showModal(): the dialog then focuses this field.
		field?.setAttribute('autofocus', '');
		ref.current!.append(form);
		return () => {
			field?.removeAttribute('autofocus');
			home?.insertBefore(form, next);
		};
	}, [form, focus]);
	return <div ref={ref} className="vetrina-login__form" />;
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
	form: HTMLFormElement;
	/** Where the server sends the shopper after logging in (the form's hidden `return` field, as the form takes it). */
	returnUrl?: string;
	/** Why the modal opened (wishlist error 2, a refused login). */
	message?: LoginMessage;
	/** The field focused on opening: the password after a refused login, whose username is kept. */
	focus?: 'username' | 'password';
}

export interface LoginDialog {
	readonly form: HTMLFormElement;
	/** Replaces the message while the modal stays open. */
	say(message: LoginMessage): void;
	/** Resolves when the modal has closed and the form is back in the page. */
	readonly closed: Promise<void>;
}

export function openLoginModal({ form, returnUrl, message, focus = 'username' }: LoginOptions): LoginDialog {
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
