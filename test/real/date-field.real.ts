/**
 * VirtueMart's date fields, on a shop of its own (in a sub-folder) where a shop owner added two: a user field
 * of type `date` to the address form, and a date option (a custom field of type `D` the shopper fills in) to
 * the safety helmet. VirtueMart prints a text field for the shopper and a hidden one that is sent, which its
 * inline jQuery UI datepicker filled. Without it, a date typed there was never sent.
 */
import { beforeAll, expect, it } from 'vitest';
import { BILL_TO_FORM, enterBillTo, HELMET, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop, openProduct } from './harness.ts';
import { shiftsIn } from './layout-shifts.ts';

describeRealShop('date fields of the address form and of a product', { subFolder: true }, (harness) => {
	beforeAll(async () => {
		// What VirtueMart's user field editor does for a new field: the field, and a column for it wherever addresses are kept.
		await harness.shop.sql(
			`INSERT INTO jvm_virtuemart_userfields (virtuemart_vendor_id, name, title, description, type, maxlength, size, required, registration, shipment, account, cart, readonly, calculated, sys, ordering, shared, published) VALUES (1, 'delivery_date', 'Data di consegna', '', 'date', 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 46, 0, 1);
			ALTER TABLE jvm_virtuemart_userinfos ADD delivery_date varchar(32) NULL;
			ALTER TABLE jvm_virtuemart_order_userinfos ADD delivery_date varchar(32) NULL;
			INSERT INTO jvm_virtuemart_customs (virtuemart_vendor_id, custom_title, show_title, custom_tip, custom_value, custom_desc, field_type, is_cart_attribute, is_input, layout_pos, custom_params, published) VALUES (1, 'Data di ritiro', 1, '', '', '', 'D', 1, 1, 'addtocart', '', 1);
			INSERT INTO jvm_virtuemart_product_customfields (virtuemart_product_id, virtuemart_custom_id, customfield_value, customfield_params, published) VALUES (${PRODUCTS.helmet}, LAST_INSERT_ID(), '', '', 1);`,
		);
	});

	it('is the browser’s date field, named by its label, without a shift, and the date chosen is the one the shop keeps', async () => {
		const { page } = await harness.open(BILL_TO_FORM);
		const shown = page.locator('#delivery_date_field_text');
		const sent = page.locator('#delivery_date_field');
		// Printed as VirtueMart prints it: a text field with no date, the label on the hidden field.
		expect([await shown.getAttribute('type'), await shown.inputValue(), await sent.inputValue()]).toEqual(['text', '-/-/-', '0']);

		await enterBillTo(harness, page, async () => {
			await shown.scrollIntoViewIfNeeded();
			await page.waitForSelector('#delivery_date_field_text[data-island-state="ready"]', { state: 'attached' });
			expect(await shiftsIn(page, 'div:has(> #delivery_date_field)')).toEqual([]);
			const field = page.getByLabel('Data di consegna');
			expect([await field.getAttribute('id'), await field.getAttribute('type'), await field.inputValue()]).toEqual(['delivery_date_field_text', 'date', '']);
			await field.fill('2027-05-02');
			expect(await sent.inputValue()).toBe('2027-05-02');
		});

		// The address kept in the guest's cart comes back with the date.
		await page.goto(harness.at(BILL_TO_FORM));
		expect(await sent.inputValue()).toBe('2027-05-02');
		await shown.scrollIntoViewIfNeeded();
		await page.waitForSelector('#delivery_date_field_text[data-island-state="ready"]', { state: 'attached' });
		expect(await page.getByLabel('Data di consegna').inputValue()).toBe('2027-05-02');
	});

	it('sends a product’s date option with the add to cart', async () => {
		const { page, requests } = await openProduct(harness, HELMET);
		const field = page.locator('form.product .product_custom_date input.datepicker');
		const name = await page.locator('form.product .product_custom_date input.datepicker-db').getAttribute('name');
		await field.scrollIntoViewIfNeeded();
		await page.waitForSelector('form.product input.datepicker[data-island-state="ready"]', { state: 'attached' });
		expect([await field.getAttribute('type'), await field.inputValue()]).toEqual(['date', '']);
		await field.fill('2027-06-01');
		await page.locator('form.product [name="addtocart"]').click();
		await expect.poll(() => page.getByRole('dialog', { name: /added/i }).textContent()).toMatch(/was added to your cart/);
		const adds = requests.filter((request) => request.url().includes('task=addJS'));
		expect(adds.map((add) => [add.method(), new URL(add.url()).searchParams.get(name!)])).toEqual([['GET', '2027-06-01']]);
	});
});
