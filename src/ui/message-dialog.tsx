import { useEffect, useState } from 'react';
import { Modal, demoteHeadings, openDialog } from './modal.tsx';
import { sanitizeToFragment } from '../sanitize.ts';
import { safeUrl } from '../safe-url.ts';
import { t } from '../i18n.ts';

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
