import * as accountTabs from '../account-tabs/index.ts';
import * as askForm from '../ask-form/index.ts';
import * as categoryTree from '../category-tree/index.ts';
import * as dateField from '../date-field/index.ts';
import * as paymentRedirect from '../payment-redirect/index.ts';
import * as ratingPicker from '../rating-picker/index.ts';
import * as submitOnChange from '../submit-on-change/index.ts';

/**
 * Behaviours stock VirtueMart's markup had from its scripts (its account pages' tabs, its question form's checks,
 * legacy's review stars, its date fields, its category and currency modules, a payment plugin's form sent on to
 * the provider): small ones, one chunk, no React of their own.
 */
export const islands = {
	'account-tabs': accountTabs,
	'ask-form': askForm,
	'category-tree': categoryTree,
	'date-field': dateField,
	'payment-redirect': paymentRedirect,
	'rating-picker': ratingPicker,
	'submit-on-change': submitOnChange,
};
