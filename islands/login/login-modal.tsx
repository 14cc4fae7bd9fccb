import { useLayoutEffect, useRef } from 'react';
import { openDialog } from '../../src/ui/dialog-host.tsx';
import { Modal } from '../../src/ui/modal.tsx';
import { sanitizeHtml } from '../../src/sanitize.ts';
import { t } from '../../src/i18n.ts';

interface LoginFormSlotProps {
	form: HTMLFormElement;
}

/**
 * Borrows the server's login form (its fields, token and action stay exactly as printed, and it
 * submits normally) and gives it back to its place in the page when the modal closes.
 */
function LoginFormSlot({ form }: LoginFormSlotProps) {
	const ref = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const home = form.parentNode;
		const next = form.nextSibling;
		const username = form.querySelector<HTMLInputElement>('input[name="username"]');
		// Layout effects run before the Modal's showModal(): the dialog then focuses this field.
		username?.setAttribute('autofocus', '');
		ref.current!.append(form);
		return () => {
			username?.removeAttribute('autofocus');
			home?.insertBefore(form, next);
		};
	}, [form]);
	return <div ref={ref} className="vetrina-login__form" />;
}

export interface LoginOptions {
	form: HTMLFormElement;
	/** Where the server sends the shopper after logging in (the form's hidden `return` field). */
	returnUrl?: string;
	/** The server's reason for asking (wishlist error 2): HTML, sanitized here. */
	message?: string;
}

export function openLoginModal({ form, returnUrl, message }: LoginOptions): Promise<void> {
	const field = form.elements.namedItem('return');
	if (returnUrl && field instanceof HTMLInputElement) field.value = returnUrl;
	return openDialog((close) => (
		<Modal title={t('login.title')} className="vetrina-login" onClose={close}>
			{message ? <div className="vetrina-message" role="alert" dangerouslySetInnerHTML={{ __html: sanitizeHtml(message) }} /> : null}
			<LoginFormSlot form={form} />
		</Modal>
	));
}
