import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '../i18n.ts';

export interface ModalProps {
	/** Heading shown in the header and used as the dialog's accessible name. */
	title?: ReactNode;
	/** Without a title a visible accessible name is still needed: give one here. */
	label?: string;
	tone?: 'default' | 'success' | 'warning' | 'error';
	/** `alertdialog` for errors and warnings the shopper must acknowledge. */
	role?: 'dialog' | 'alertdialog';
	className?: string;
	onClose: () => void;
	children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser traps focus, closes on Esc and makes the page inert. We add
 * focus return to the opener, closing on a backdrop click and a close button.
 */
export function Modal({ title, label, tone = 'default', role = 'dialog', className = '', onClose, children }: ModalProps) {
	const ref = useRef<HTMLDialogElement>(null);
	const onCloseRef = useRef(onClose);
	onCloseRef.current = onClose;

	// Opened in the commit that inserts it: the dialog is on screen in the frame React drew it for, not
	// one frame later (a listing page's frame, with the page made inert, costs ~100 ms at 4× CPU).
	useLayoutEffect(() => {
		const dialog = ref.current!;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		dialog.showModal();
		const close = () => onCloseRef.current();
		dialog.addEventListener('close', close);
		return () => {
			dialog.removeEventListener('close', close);
			if (dialog.open) dialog.close();
			if (opener?.isConnected) opener.focus();
		};
	}, []);

	const headingId = useRef(`vetrina-modal-${Math.random().toString(36).slice(2)}`).current;
	return (
		// biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes a native dialog with Escape.
		<dialog
			ref={ref}
			className={`vetrina-modal vetrina-modal--${tone} ${className}`}
			role={role === 'alertdialog' ? 'alertdialog' : undefined}
			aria-labelledby={title ? headingId : undefined}
			aria-label={title ? undefined : label}
			data-state="open"
			onClick={(event) => event.target === ref.current && ref.current.close()}
		>
			<div className="vetrina-modal__box">
				{title ? (
					// A div, not <header>: inside <dialog> a header would be a second banner landmark.
					<div className="vetrina-modal__header">
						<h2 id={headingId} className="vetrina-modal__title">
							{title}
						</h2>
						<button type="button" className="vetrina-modal__close" aria-label={t('close')} onClick={() => ref.current?.close()}>
							<span aria-hidden="true">×</span>
						</button>
					</div>
				) : (
					<button type="button" className="vetrina-modal__close vetrina-modal__close--floating" aria-label={t('close')} onClick={() => ref.current?.close()}>
						<span aria-hidden="true">×</span>
					</button>
				)}
				<div className="vetrina-modal__body">{children}</div>
			</div>
		</dialog>
	);
}
