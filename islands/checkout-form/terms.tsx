import { t } from '../../src/i18n.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { Modal, demoteHeadings, openDialog } from '../../src/ui/modal.tsx';

/** VirtueMart's terms link (its `tos` and `tos2` cart fields) and the terms it printed beside it, if both are there. */
function termsAt(target: EventTarget | null): { link: Element; text: Element } | null {
	const link = target instanceof Element ? target.closest('a.terms-of-service') : null;
	const text = link?.closest('div.terms-of-service')?.querySelector(':scope > #full-tos');
	return link && text ? { link, text } : null;
}

/**
 * A click on VirtueMart's terms link shows the terms the cart printed beside it (`#full-tos`, which
 * checkout-form.css hides from the first paint, as VirtueMart's inline jQuery hid it) in a dialog, where
 * VirtueMart opened FancyBox. A copy of the page's own markup: nothing is fetched. A click asking for a new
 * tab, or a link with no terms beside it, stays the link's (the terms page, in a new tab).
 */
export function showTerms(event: MouseEvent): void {
	const terms = termsAt(event.target);
	if (!terms || !isPlainClick(event)) return;
	// The link sits in the checkbox's label: taken over, the click must not tick the box either.
	event.preventDefault();
	const body = terms.text.cloneNode(true) as Element;
	const heading = body.querySelector('h1, h2, h3, h4, h5, h6');
	heading?.remove();
	demoteHeadings(body);
	void openDialog((close) => (
		<Modal title={heading?.textContent?.trim() || terms.link.textContent?.trim()} onClose={close}>
			<div className="vetrina-terms" ref={(box) => box?.replaceChildren(...body.childNodes)} />
			<div className="vetrina-modal__actions">
				<button type="button" className="vetrina-button" onClick={close}>
					{t('close')}
				</button>
			</div>
		</Modal>
	));
}
