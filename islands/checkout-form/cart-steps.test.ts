import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySteps, parseCheckQuantity, stepsInHtml, stepsInMarkup } from './cart-steps.ts';

/** What `default_pricelist.php` prints: `vmText::_(…, true)` is addslashes, nothing is HTML-escaped. */
const HANDLER = "Virtuemart.checkQuantity(this,12,'Puoi acquistare quest\\'articolo solo in multipli di %1$s pezzi!');";
const MESSAGE = "Puoi acquistare quest'articolo solo in multipli di %1$s pezzi!";
const stockInput = (index: number, step: number, handler = HANDLER.replace('12', String(step))) =>
	`<input class="form-control" type="text"
			onblur="${handler}" onclick="${handler}" onchange="${handler}" onsubmit="${handler}"
			title="Aggiorna" class="quantity-input js-recalculate" size="3" maxlength="4" name="quantity[${index}]" value="${step}" />`;

describe('cart steps from VirtueMart inline checkQuantity handlers', () => {
	afterEach(() => vi.restoreAllMocks());

	it('should read the step and the message, undoing addslashes', () => {
		expect(parseCheckQuantity(HANDLER)).toEqual({ step: 12, message: MESSAGE });
		expect(parseCheckQuantity('Virtuemart.checkQuantity( this , 5 , \'A \\"quoted\\" \\\\ text\' );')).toEqual({ step: 5, message: 'A "quoted" \\ text' });
	});

	it('should ignore handlers that call no checkQuantity, and log a malformed call (step 1 kept)', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(parseCheckQuantity("if(this.value=='') this.value='x';")).toBeNull();
		expect(error).not.toHaveBeenCalled();
		expect(parseCheckQuantity('Virtuemart.checkQuantity(this,STEP,"msg")')).toBeNull();
		expect(parseCheckQuantity("Virtuemart.checkQuantity(this,0,'msg')")).toBeNull();
		expect(error).toHaveBeenCalledTimes(2);
		expect(error.mock.calls[0]![0]).toMatch(/^\[vetrina:checkout-form\] unreadable checkQuantity arguments/);
	});

	it('should read the raw text of an answer, entities included, before the sanitizer drops the handlers', () => {
		const escaped = HANDLER.replace(/'/g, '&#39;');
		const html = `<table><tr><td>${stockInput(0, 12)}</td></tr><tr><td>${stockInput(1, 1, escaped.replace('12', '1'))}</td></tr></table>
<input type="text" name="coupon_code" onblur="if(this.value=='') this.value='Buono';">`;
		expect(stepsInHtml(html)).toEqual(
			new Map([
				['quantity[0]', { step: 12, message: MESSAGE }],
				['quantity[1]', { step: 1, message: MESSAGE }],
			]),
		);
	});

	it('should read live markup and write data-step, data-init and data-errStr, keeping what the markup says', () => {
		document.body.innerHTML = `<form>${stockInput(0, 12)}<input name="quantity[1]" data-step="3" onblur="Virtuemart.checkQuantity(this,6,'x');"></form>`;
		const form = document.querySelector('form')!;
		applySteps(form, stepsInMarkup(form));
		const [first, second] = [...form.querySelectorAll('input')];
		expect([first!.getAttribute('data-step'), first!.getAttribute('data-init'), first!.getAttribute('data-errStr')]).toEqual(['12', '12', MESSAGE]);
		expect(first!.className).toBe('form-control'); // bs3's second class attribute is dropped by the parser
		expect(second!.getAttribute('data-step')).toBe('3');
	});
});
