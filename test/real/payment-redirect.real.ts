/**
 * An order paid through VirtueMart's own PayPal Standard (sandbox), on a shop of its own: VirtueMart's
 * thank-you page prints the form that sends the order to PayPal and jQuery that sends it at once. With that
 * jQuery gone, the page would stop on its "Please wait while redirecting to PayPal" button.
 */
import type { Request } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { BILL_TO, cartUpdate, HELMET, placeOrder } from './cart-helpers.ts';
import { describeRealShop, islandsSettled } from './harness.ts';

const PAYPAL = 'https://www.sandbox.paypal.com/cgi-bin/webscr';
const SELLER = 'seller@example.com';

/**
 * PayPal Standard as VirtueMart's administrator would set it up: the plugin enabled, its table (its
 * `getTableSQLFields` and VirtueMart's loggable fields) and a published method, in the sandbox.
 */
const PAYPAL_METHOD = [
	"UPDATE jvm_extensions SET enabled=1 WHERE element='paypal' AND folder='vmpayment'",
	`CREATE TABLE jvm_virtuemart_payment_plg_paypal (id int(11) UNSIGNED NOT NULL AUTO_INCREMENT, virtuemart_order_id int(1) UNSIGNED,
		order_number char(64), virtuemart_paymentmethod_id mediumint(1) UNSIGNED, payment_name varchar(5000), payment_order_total decimal(15,5) NOT NULL,
		payment_currency smallint(1), email_currency smallint(1), cost_per_transaction decimal(10,2), cost_percent_total decimal(10,2), tax_id smallint(1),
		paypal_custom varchar(255), paypal_method varchar(200), paypal_response_mc_gross decimal(10,2), paypal_response_mc_currency char(10),
		paypal_response_invoice char(32), paypal_response_protection_eligibility char(128), paypal_response_payer_id char(13), paypal_response_tax decimal(10,2),
		paypal_response_payment_date char(28), paypal_response_payment_status char(50), paypal_response_pending_reason char(50), paypal_response_mc_fee decimal(10,2),
		paypal_response_payer_email char(128), paypal_response_last_name char(64), paypal_response_first_name char(64), paypal_response_business char(128),
		paypal_response_receiver_email char(128), paypal_response_transaction_subject char(128), paypal_response_residence_country char(2),
		paypal_response_txn_id char(32), paypal_response_txn_type char(32), paypal_response_parent_txn_id char(32), paypal_response_case_creation_date char(32),
		paypal_response_case_id char(32), paypal_response_case_type char(32), paypal_response_reason_code char(32), paypalresponse_raw varchar(512),
		paypal_fullresponse text, created_on datetime NOT NULL DEFAULT '0000-00-00 00:00:00', created_by int(11) NOT NULL DEFAULT 0,
		modified_on datetime NOT NULL DEFAULT '0000-00-00 00:00:00', modified_by int(11) NOT NULL DEFAULT 0, locked_on datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
		locked_by int(11) NOT NULL DEFAULT 0, PRIMARY KEY (id)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
	`INSERT INTO jvm_virtuemart_paymentmethods (virtuemart_paymentmethod_id, virtuemart_vendor_id, payment_jplugin_id, payment_element, payment_params,
		currency_id, shared, ordering, published, created_on, created_by, modified_by, locked_by)
		SELECT 2, 1, extension_id, 'paypal', 'paypalproduct="std"|sandbox="1"|sandbox_merchant_email="${SELLER}"|paypal_merchant_email="${SELLER}"|payment_type="_xclick"|payment_currency=""|status_pending="P"|status_success="C"|status_canceled="X"|debug="0"|log="0"|countries=""|min_amount=""|max_amount=""|cost_per_transaction=""|cost_percent_total=""|tax_id="0"|no_shipping="0"|address_override="0"|payment_logos=""',
		0, 0, 2, 1, NOW(), 0, 0, 0 FROM jvm_extensions WHERE element='paypal' AND folder='vmpayment'`,
	"INSERT INTO jvm_virtuemart_paymentmethods_en_gb (virtuemart_paymentmethod_id, payment_name, payment_desc, slug) VALUES (2, 'PayPal', '', 'paypal')",
].join(';\n');

describeRealShop('an order paid through PayPal Standard (bs5)', {}, (harness) => {
	beforeAll(async () => {
		await harness.shop.sql(PAYPAL_METHOD);
	});

	it("sends the order on to PayPal from VirtueMart's thank-you page, the form VirtueMart printed, field for field", async () => {
		let sentToPayPal!: (request: Request) => void;
		const paypal = new Promise<Request>((resolve) => {
			sentToPayPal = resolve;
		});
		const { page } = await harness.open(HELMET, {}, async (context) => {
			// Nothing leaves this machine: PayPal's answer is a stand-in.
			await context.route(`${PAYPAL}*`, (route) => {
				sentToPayPal(route.request());
				return route.fulfill({ contentType: 'text/html', body: '<title>PayPal</title>' });
			});
		});
		await islandsSettled(page);
		// The order page comes, then goes on to PayPal by itself.
		const ordered = await placeOrder(harness, page, async () => {
			const chosen = await cartUpdate(page, () => page.locator('input[name="virtuemart_paymentmethod_id"][value="2"]').check());
			expect(chosen.body.get('virtuemart_paymentmethod_id')).toBe('2');
		});
		const orderPage = await ordered.text();
		const request = await paypal;
		await page.waitForURL(PAYPAL);

		// What went to PayPal is the form VirtueMart printed on the order page, with the order the shop stored.
		const printed = orderPage.match(/<form action="([^"]+)" method="post" name="vm_paypal_form" id="vmPaymentForm"[^>]*>([\s\S]*?)<\/form>/);
		expect(printed?.[1]).toBe(PAYPAL);
		const fields = [...printed![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
			name,
			value!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
		]);
		const sent = new URLSearchParams(request.postData() ?? '');
		expect([request.method(), [...sent]]).toEqual(['POST', fields]);
		const [number, total] = (
			await harness.shop.sql(
				"SELECT o.order_number, ROUND(o.order_total, 2) FROM jvm_virtuemart_orders o JOIN jvm_virtuemart_order_userinfos u USING (virtuemart_order_id) WHERE u.address_type='BT' ORDER BY o.virtuemart_order_id DESC LIMIT 1",
			)
		)
			.trim()
			.split('\t');
		expect([sent.get('business'), sent.get('invoice'), Number(sent.get('amount')), sent.get('email')]).toEqual([SELLER, number, Number(total), BILL_TO.email]);
	});
});
