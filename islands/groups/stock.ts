import * as categoryTree from '../category-tree/index.ts';
import * as paymentRedirect from '../payment-redirect/index.ts';
import * as submitOnChange from '../submit-on-change/index.ts';

/**
 * Behaviours stock VirtueMart's markup had from its inline jQuery, drawing nothing (its category and currency
 * modules, a payment plugin's form sent on to the provider): one chunk, no React of its own.
 */
export const islands = {
	'category-tree': categoryTree,
	'payment-redirect': paymentRedirect,
	'submit-on-change': submitOnChange,
};
