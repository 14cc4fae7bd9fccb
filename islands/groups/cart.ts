import * as checkoutForm from '../checkout-form/index.ts';
import * as stateSelect from '../state-select/index.ts';

/** The cart page's and address forms' islands: one chunk, so a page fetches a few files, not one per island. */
export const islands = { 'checkout-form': checkoutForm, 'state-select': stateSelect };
