import { pressAddToCart } from '../../src/add-to-cart-press.ts';
import { disclosure } from '../../src/disclosure.ts';
import { uniqueId } from '../../src/ids.ts';
import { navigate } from '../../src/safe-url.ts';
import { listen } from '../../src/listen.ts';

/**
 * A listing card (docs/behaviour.md#product-card): the add-to-cart form waits behind "Mostra
 * varianti" (the card is drawn folded from the first paint with scripting on, product-card.css, and
 * the opened form lies over the card's lower part, so nothing moves) and the hover add-to-cart button goes to
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
	area?.setAttribute('id', area.id || uniqueId('vetrina-card-cart'));
	if (showVariants) {
		showVariants.hidden = !hasVariants;
		if (area) showVariants.setAttribute('aria-controls', area.id);
	}

	const variants = disclosure(el, {
		toggle: () => showVariants ?? null,
		panel: () => area ?? null,
		// Folded by CSS, out of reach by `inert`: opening it moves nothing.
		hide: 'inert',
		state: { key: 'cardState', values: ['collapsed', 'open'] },
		// Leaving is the mouse's or the focus's, below: a click on the card's text must not fold it.
		closeOnLeave: false,
		onChange(open) {
			// The button hides: the focus goes on to the revealed form rather than to the page.
			if (open) form?.querySelector<HTMLElement>('select, input:not([type=hidden]), button')?.focus();
		},
	});
	const onClick = (event: MouseEvent) => {
		if ((event.target as Element).closest('.vp-hover-addtocart') === addToCart && !addToCart.disabled) hoverAddToCart(el, form);
	};
	const onFocusOut = (event: FocusEvent) => {
		const inside = event.relatedTarget instanceof Node && el.contains(event.relatedTarget);
		// A click on the card's text blurs too; while the pointer is over the card, mouse-out decides.
		if (!inside && !el.matches(':hover')) variants.close();
	};

	bar.hidden = false;
	const unlisten = listen(el, { click: onClick, mouseleave: variants.close, focusout: onFocusOut });
	return () => {
		unlisten();
		variants.teardown();
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
	if (form) pressAddToCart(form);
}
