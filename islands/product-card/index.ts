import { navigate } from '../../src/safe-url.ts';
import { listen } from '../../src/listen.ts';

type CardState = 'collapsed' | 'open';

/**
 * A listing card (spec §4, "Product card on hover"): the add-to-cart form waits behind "Mostra
 * varianti" (its space stays reserved, so nothing moves) and the hover add-to-cart button goes to
 * the notify page, to the product page to choose options, or submits the form. Leaving the card
 * with the mouse or the focus, or pressing Esc, folds it again. Without JS the form shows as is.
 */
export function mount(el: HTMLElement): () => void {
	const bar = el.querySelector<HTMLElement>('.vp-card-hover');
	const showVariants = bar?.querySelector<HTMLButtonElement>('.vp-show-variants');
	const addToCart = bar?.querySelector<HTMLButtonElement>('.vp-hover-addtocart');
	const area = el.querySelector<HTMLElement>('.addtocart-area');
	const form = area?.querySelector<HTMLFormElement>('form');
	// A card with only a notify link and a disabled button keeps its server link in view.
	if (!bar || !addToCart || (!form && addToCart.disabled)) return () => {};
	const hasVariants = Boolean(form?.querySelector('.product-field'));
	area?.setAttribute('id', area.id || `vetrina-card-cart-${el.dataset.productId ?? Math.random().toString(36).slice(2)}`);
	if (showVariants) {
		showVariants.hidden = !hasVariants;
		if (area) showVariants.setAttribute('aria-controls', area.id);
	}

	const setState = (state: CardState) => {
		el.dataset.cardState = state;
		showVariants?.setAttribute('aria-expanded', String(state === 'open'));
		// The folded form must not be reachable by Tab either.
		area?.toggleAttribute('inert', state === 'collapsed');
	};

	const onClick = (event: MouseEvent) => {
		const target = event.target as Element;
		if (showVariants && target.closest('.vp-show-variants') === showVariants) {
			setState('open');
			// The button hides: the focus goes on to the revealed form rather than to the page.
			form?.querySelector<HTMLElement>('select, input:not([type=hidden]), button')?.focus();
		} else if (target.closest('.vp-hover-addtocart') === addToCart && !addToCart.disabled) {
			hoverAddToCart(el, form);
		}
	};
	const reset = () => el.dataset.cardState === 'open' && setState('collapsed');
	const onFocusOut = (event: FocusEvent) => {
		const inside = event.relatedTarget instanceof Node && el.contains(event.relatedTarget);
		// A click on the card's text blurs too; while the pointer is over the card, mouse-out decides.
		if (!inside && !el.matches(':hover')) reset();
	};
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key !== 'Escape' || el.dataset.cardState !== 'open') return;
		setState('collapsed');
		(showVariants?.hidden ? addToCart : showVariants)?.focus();
	};

	bar.hidden = false;
	setState('collapsed');
	const unlisten = listen(el, { click: onClick, mouseleave: reset, focusout: onFocusOut, keydown: onKeyDown });
	return () => {
		unlisten();
		delete el.dataset.cardState;
		area?.removeAttribute('inert');
		bar.hidden = true;
	};
}

/** Notify page when the product is unavailable, product page when options must be chosen, else add. */
function hoverAddToCart(el: HTMLElement, form: HTMLFormElement | null | undefined): void {
	const link = el.querySelector<HTMLAnchorElement>('a.notify') ?? el.querySelector<HTMLAnchorElement>('a.vp-choose-options, a.choose-options');
	if (link) {
		navigate(link.getAttribute('href'));
		return;
	}
	const submit = form?.querySelector<HTMLInputElement | HTMLButtonElement>('[name="addtocart"], [type="submit"]');
	if (!form || !submit || submit.disabled) return;
	// The product-form island intercepts this submit (background add to cart).
	form.requestSubmit(submit);
}
