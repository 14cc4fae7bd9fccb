/**
 * The modal dialog: the component (a native `<dialog>`), the one host every dialog is drawn in, and the
 * headings of server content put under the dialog's title.
 */
import { Fragment, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { t } from '../i18n.ts';
import { uniqueId } from '../ids.ts';

export interface ModalProps {
	/** Heading shown in the header and used as the dialog's accessible name. */
	title?: ReactNode;
	/** Without a title a visible accessible name is still needed: give one here. */
	label?: string;
	tone?: 'default' | 'success' | 'warning' | 'error';
	/** `alertdialog` for errors and warnings the shopper must acknowledge. */
	role?: 'dialog' | 'alertdialog';
	className?: string;
	/**
	 * False: the dialog keeps the modal pattern itself (`aria-modal`, focus kept inside, Escape, a backdrop
	 * that takes the pointer) instead of having the browser make the page inert: `showModal()` restyles
	 * every element of the page before the dialog shows (docs/performance.md#measurements-behind-the-code).
	 * For the dialogs that answer a click at once (added to cart), which hold no form.
	 */
	pageInert?: boolean;
	onClose: () => void;
	children: ReactNode;
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Escape closes and Tab goes round inside: what `showModal()` gives a dialog, for one shown with `show()`. */
function keepModal(dialog: HTMLDialogElement): () => void {
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Escape') {
			event.preventDefault();
			dialog.close();
			return;
		}
		if (event.key !== 'Tab') return;
		const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);
		const first = focusable[0];
		const last = focusable.at(-1);
		if (!first || !last) return event.preventDefault();
		const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
		if (!leaving && dialog.contains(document.activeElement)) return;
		event.preventDefault();
		(event.shiftKey ? last : first).focus();
	};
	dialog.addEventListener('keydown', onKeyDown);
	return () => dialog.removeEventListener('keydown', onKeyDown);
}

/**
 * A native modal `<dialog>`: the browser traps focus, closes on Esc and makes the page inert (with
 * `pageInert` false, `keepModal` does the first two and a backdrop element takes the pointer). We add
 * focus return to the opener, closing on a backdrop click and a close button.
 */
export function Modal({ title, label, tone = 'default', role = 'dialog', className = '', pageInert = true, onClose, children }: ModalProps) {
	const ref = useRef<HTMLDialogElement>(null);
	const onCloseRef = useRef(onClose);
	onCloseRef.current = onClose;

	// Opened in the commit that inserts it: the dialog is on screen in the frame React drew it for, not
	// one frame later, a long one on a listing with the page made inert.
	useLayoutEffect(() => {
		const dialog = ref.current!;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		let stopKeeping = () => {};
		if (pageInert) dialog.showModal();
		else {
			dialog.show();
			// show() focuses the `[autofocus]` child, or the first that takes focus; this does it where show() does not.
			// Children mark it with the attribute, never React's `autoFocus`, which focuses them before the dialog
			// opens: WebKit then keeps the closed dialog's style for the task and refuses every focus in it.
			if (!dialog.contains(document.activeElement)) (dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
			stopKeeping = keepModal(dialog);
		}
		const close = () => onCloseRef.current();
		dialog.addEventListener('close', close);
		return () => {
			stopKeeping();
			dialog.removeEventListener('close', close);
			if (dialog.open) dialog.close();
			if (opener?.isConnected) opener.focus();
		};
	}, [pageInert]);

	const headingId = useId();
	return (
		<>
			{!pageInert && (
				// biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the backdrop of a dialog shown with show(); Escape closes from inside.
				<div className="vetrina-modal-backdrop" onClick={() => ref.current?.close()} />
			)}
			{/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes a native dialog with Escape. */}
			<dialog
				ref={ref}
				className={`vetrina-modal vetrina-modal--${tone}${pageInert ? '' : ' vetrina-modal--page-live'} ${className}`}
				role={role === 'alertdialog' ? 'alertdialog' : undefined}
				aria-modal={pageInert ? undefined : true}
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
		</>
	);
}

let root: Root | undefined;
let current: { resolve: () => void } | undefined;
let opened = 0;

/**
 * Shows one dialog at a time in a shared host at the end of <body>, so a dialog outlives the island
 * that opened it (an add-to-cart dialog survives the in-place update of its product). Resolves when
 * the dialog closes, or when another dialog replaces it.
 */
export function openDialog(render: (close: () => void) => ReactNode): Promise<void> {
	let host = document.getElementById('vetrina-dialogs');
	if (!host || !root) {
		host = Object.assign(document.createElement('div'), { id: 'vetrina-dialogs' });
		document.body.append(host);
		// Its own `useId` prefix, like every island's root: a dialog's ids never repeat an island's.
		root = createRoot(host, { identifierPrefix: `${uniqueId('vetrina-dialogs')}-` });
	}
	current?.resolve();
	return new Promise((resolve) => {
		const entry = { resolve };
		current = entry;
		const close = () => {
			if (current !== entry) return;
			current = undefined;
			// Gone in the task that closes it, as it came: the native close (Esc) has already hidden it, and a
			// click right after must find what it borrowed (the login form) and the focus back in the page.
			flushSync(() => root?.render(null));
			resolve();
		};
		// Committed in the task that opens it (an answer's, or a click's): left to React's scheduler, the
		// dialog waited for the next frame and was drawn in the one after (docs/performance.md#measurements-behind-the-code).
		flushSync(() => root!.render(<Fragment key={++opened}>{render(close)}</Fragment>));
	});
}

/**
 * Makes every heading of server content shown in a dialog an h3, under the dialog's own h2 (axe's
 * heading-order: VirtueMart prints h4 in its add-to-cart message, h5 in its terms), keeping its attributes.
 */
export function demoteHeadings(box: ParentNode): void {
	for (const heading of box.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
		const h3 = document.createElement('h3');
		for (const { name, value } of heading.attributes) h3.setAttribute(name, value);
		h3.append(...heading.childNodes);
		heading.replaceWith(h3);
	}
}
