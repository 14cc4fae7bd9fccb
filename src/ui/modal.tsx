/**
 * The modal dialog: the component (a native `<dialog>`), the one host every dialog is drawn in, the
 * headings of server content put under the dialog's title, and the message dialog (`showMessage`) that
 * tells a change's outcome.
 */
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { t } from '../i18n.ts';
import { safeUrl } from '../safe-url.ts';
import { sanitizeToFragment } from '../server-markup.tsx';

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
		// Its own `useId` prefix, like every island's root: a dialog's ids never repeat an island's. The page has
		// one host at a time, so its prefix needs no counter (islands' are `vetrina-{name}-{n}-`, src/ids.ts).
		root = createRoot(host, { identifierPrefix: 'vetrina-dialogs-' });
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

export interface MessageAction {
	label: string;
	/** A link the shopper follows; refused unless it is a same-origin http(s) URL. */
	href?: string | null;
	primary?: boolean;
}

export interface Message {
	title: string;
	tone: 'success' | 'warning' | 'error';
	/** Server HTML: sanitized here. */
	html?: string;
	text?: string;
	actions?: MessageAction[];
	/** The cart's count after this message's change (the cart store's add resolves it), and its words. */
	cartCount?: CartCountProps;
}

interface CartCountProps {
	count: Promise<number | null>;
	text: (count: number) => string;
}

/**
 * The cart's count once the change's refresh brought it. Its line is there from the opening, empty: the
 * message's buttons below it do not move when the count arrives, and the live region exists before its
 * text does, so screen readers announce it.
 */
function CartCount({ count, text }: CartCountProps) {
	const [shown, setShown] = useState<number | null>(null);
	useEffect(() => {
		let open = true;
		void count.then((n) => open && setShown(n));
		return () => {
			open = false;
		};
	}, [count]);
	return (
		<p className="vetrina-message__count" role="status">
			{shown === null ? null : text(shown)}
		</p>
	);
}

interface MessageParts {
	/** The message without its own buttons, sanitized, its headings demoted under the dialog's own. */
	body: string;
	/** The message's own ways on (continue shopping, go to the cart), or null. */
	buttons: string | null;
}

/**
 * The message's own ways on: a theme's `.ajax-popup-buttons`, else VirtueMart's continue and show-cart links,
 * which its stock layouts print in a row of their own (bs3, bs5) or loose before the message (legacy).
 */
function waysOn(box: Element): Element[] {
	const row = box.querySelector('.ajax-popup-buttons');
	if (row) return row.querySelector('a') ? [row] : [];
	const links = [...box.querySelectorAll('a.continue_link, a.showcart')];
	const parent = links[0]?.parentElement;
	// A row holding these links alone moves whole, its layout classes with it.
	return parent !== box && parent?.childElementCount === links.length && links.every((link) => link.parentElement === parent) ? [parent] : links;
}

/** Server HTML split so that the dialog's summary (the cart count) can sit between what was added and the ways on. */
function partsOf(html: string): MessageParts {
	const box = document.createElement('div');
	box.append(sanitizeToFragment(html));
	demoteHeadings(box);
	const ways = waysOn(box);
	if (!ways.length) return { body: box.innerHTML, buttons: null };
	for (const way of ways) way.remove();
	return { body: box.innerHTML, buttons: ways.map((way) => way.outerHTML).join('') };
}

/**
 * Marks the element the dialog focuses as it opens with the `autofocus` attribute (set in the commit, before
 * the Modal opens the dialog), not React's `autoFocus`, which focuses it while the dialog is still closed (see Modal).
 */
const markAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/**
 * The result dialogs (product added, item added, warning, error; docs/behaviour.md#add-to-cart-result): a title, the
 * server's message, the cart count, link buttons and Close. Errors and warnings are alert dialogs. A
 * message with buttons of its own gets no second Close beside them: the header's close button and Esc
 * remain, so the shopper sees one way to close and the message's two ways on, below the cart count.
 */
export function showMessage(message: Message): Promise<void> {
	return openDialog((close) => {
		const actions = (message.actions ?? []).filter((action) => !action.href || safeUrl(action.href));
		const parts = message.html === undefined ? null : partsOf(message.html);
		const closeButton = !parts?.buttons;
		return (
			<Modal title={message.title} tone={message.tone} role={message.tone === 'success' ? 'dialog' : 'alertdialog'} pageInert={false} onClose={close}>
				{parts ? <div className="vetrina-message" dangerouslySetInnerHTML={{ __html: parts.body }} /> : <p className="vetrina-message">{message.text}</p>}
				{message.cartCount && <CartCount {...message.cartCount} />}
				{parts?.buttons && <div className="vetrina-message__buttons" dangerouslySetInnerHTML={{ __html: parts.buttons }} />}
				{(closeButton || actions.length > 0) && (
					<div className="vetrina-modal__actions">
						{actions.map((action) =>
							action.href ? (
								<a key={action.label} className={`vetrina-button${action.primary ? ' vetrina-button--primary' : ''}`} href={safeUrl(action.href)!.href}>
									{action.label}
								</a>
							) : null,
						)}
						{closeButton && (
							// A dialog opened by the shopper puts focus on its one way out (WAI-ARIA dialog pattern).
							<button type="button" className="vetrina-button" onClick={close} ref={actions.some((a) => a.primary) ? undefined : markAutofocus}>
								{t('close')}
							</button>
						)}
					</div>
				)}
			</Modal>
		);
	});
}
