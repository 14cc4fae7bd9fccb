import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './index.ts';

/** VirtueMart's order page with PayPal Standard's form, and its script as the plugin leaves it: inert text. */
function orderPage(action = 'https://www.sandbox.paypal.com/cgi-bin/webscr', sends = 'jQuery("#vmPaymentForm").submit();') {
	document.body.innerHTML = `<form action="${action}" method="post" name="vm_paypal_form" id="vmPaymentForm" accept-charset="UTF-8">
		<input type="hidden" name="cmd" value="_ext-enter"><input type="hidden" name="amount" value="49.00">
		<input type="submit" value="Please wait while redirecting to PayPal"></form>
	<script id="vm.paymentFormAutoSubmit-js" type="text/plain">//<![CDATA[ jQuery(document).ready(function($){
		jQuery("body").addClass("vmLoading");
		var msg="";
		jQuery("body").append("<div class=\\"vmLoadingDiv\\"><div class=\\"vmLoadingDivMsg\\">"+msg+"</div></div>");
		${sends}
	}) //]]></script>`;
	const sent: string[] = [];
	document.querySelector('form')!.addEventListener('submit', (event) => {
		event.preventDefault();
		sent.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as unknown as string).toString());
	});
	mount(document.querySelector<HTMLElement>('script[id="vm.paymentFormAutoSubmit-js"]')!);
	return sent;
}

const navigationType = (type: NavigationTimingType) => vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);

afterEach(() => vi.restoreAllMocks());

describe('payment redirect', () => {
	it("should send the form VirtueMart's inert script names, with its fields, once", () => {
		navigationType('navigate');
		expect(orderPage()).toEqual(['cmd=_ext-enter&amount=49.00']);
	});

	it('should send the form an eWay-like script names by another id', () => {
		navigationType('navigate');
		document.body.innerHTML = '';
		expect(orderPage(undefined, 'jQuery("#eway-payment-form").submit();')).toEqual([]);
		const form = document.querySelector('form')!;
		form.id = 'eway-payment-form';
		const sent: string[] = [];
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			sent.push('sent');
		});
		mount(document.querySelector<HTMLElement>('script[id="vm.paymentFormAutoSubmit-js"]')!);
		expect(sent).toEqual(['sent']);
	});

	it('should not send a form whose action is not http(s), nor on a page the shopper came back to', () => {
		navigationType('navigate');
		expect(orderPage('javascript:alert(1)')).toEqual([]);
		navigationType('back_forward');
		expect(orderPage()).toEqual([]);
	});
});
