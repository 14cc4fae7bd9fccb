/** The add-to-cart button of a VirtueMart product form, as each template set prints it. */
export const ADD_TO_CART_BUTTON = 'input[name="addtocart"], button[name="addtocart"], input.addtocart-button, button.addtocart-button';

/**
 * Presses a product form's add to cart from outside it (a category card's bar): the form is submitted with
 * its button as the submitter, which the product-form island takes over as a background add, and which the
 * browser posts where that island is not there. bs5's button is `type="button"`: the form goes without one.
 */
export function pressAddToCart(form: HTMLFormElement): void {
	const button = form.querySelector<HTMLInputElement | HTMLButtonElement>(`${ADD_TO_CART_BUTTON}, [type="submit"]`);
	if (button && !button.disabled) form.requestSubmit(button.type === 'submit' ? button : null);
}
