import * as accountTabs from '../account-tabs/index.ts';
import * as categoryTree from '../category-tree/index.ts';
import * as paymentRedirect from '../payment-redirect/index.ts';
import * as submitOnChange from '../submit-on-change/index.ts';

/**
 * Behaviours stock VirtueMart's markup had from its scripts (its account pages' tabs, its category and currency
 * modules, a payment plugin's form sent on to the provider): small ones, one chunk, no React of their own.
 */
export const islands = {
	'account-tabs': accountTabs,
	'category-tree': categoryTree,
	'payment-redirect': paymentRedirect,
	'submit-on-change': submitOnChange,
};
