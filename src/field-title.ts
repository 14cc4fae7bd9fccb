/**
 * A customfield's title: VirtueMart prints it beside the field's select, not in a label, so it is the only name
 * a shopper could know the select by.
 */
export const fieldTitle = (select: Element): string | undefined =>
	select.closest('.product-field')?.querySelector('.product-fields-title')?.textContent?.trim();
