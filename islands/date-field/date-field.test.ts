import { afterEach, describe, expect, it } from 'vitest';
import { mount, typedDate } from './index.ts';

/** An address form's date field as `vmJsApi::jDate` prints it (no reset icon), under its label. */
const ADDRESS = `<form><label for="delivery_date_field">Data di consegna</label>
	<input class="datepicker-db" id="delivery_date_field" type="hidden" name="delivery_date" value="0" /><input id="delivery_date_field_text" class="datepicker" type="text" value="-/-/-" />
</form>`;
/** A product's date option, with its reset icon and a date already chosen. */
const PRODUCT = `<form class="product"><span class="product_custom_date"><input class="datepicker-db" id="customProductData_9_12" type="hidden" name="customProductData[9][12]" value="2027-03-14 00:00:00" /><input id="customProductData_9_12_text" class="datepicker" type="text" value="27.03.14" /><span class="vmicon vmicon-16-logout icon-nofloat js-date-reset"></span></span></form>`;

const field = () => document.querySelector<HTMLInputElement>('input.datepicker')!;
const sent = () => document.querySelector<HTMLInputElement>('input.datepicker-db')!;
const type = (value: string) => {
	field().value = value;
	field().dispatchEvent(new Event('input', { bubbles: true }));
};

/** A theme's stylesheet draws the reset icon 16 px wide; happy-dom lays nothing out. */
const drawIcon = () => Object.defineProperty(document.querySelector('.js-date-reset')!, 'offsetWidth', { value: 16 });

afterEach(() => {
	document.body.innerHTML = '';
});

describe('date field', () => {
	it('should make the text field a date field named by the label, and send what is chosen in the hidden field', () => {
		document.body.innerHTML = ADDRESS;
		mount(field());
		expect([field().type, field().value, sent().value]).toEqual(['date', '', '0']);
		expect(document.querySelector('label')!.htmlFor).toBe('delivery_date_field_text');
		type('2027-05-02');
		expect(sent().value).toBe('2027-05-02');
		expect(new FormData(document.querySelector('form')!).get('delivery_date')).toBe('2027-05-02');
		type('');
		expect(sent().value).toBe('0');
	});

	it('should show the date VirtueMart stored, and clear it from the reset icon, a button now', () => {
		document.body.innerHTML = PRODUCT;
		drawIcon();
		mount(field());
		expect([field().value, sent().value]).toEqual(['2027-03-14', '2027-03-14']);
		const reset = document.querySelector<HTMLElement>('.js-date-reset')!;
		expect([reset.getAttribute('role'), reset.tabIndex, reset.getAttribute('aria-label')]).toEqual(['button', 0, 'Cancella la data']);
		reset.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
		expect([field().value, sent().value, document.activeElement]).toEqual(['', '0', field()]);
		type('2027-12-24');
		reset.click();
		expect(sent().value).toBe('0');
	});

	it('should keep a date typed before it mounted, read once the shopper leaves the field', () => {
		document.body.innerHTML = ADDRESS;
		field().focus();
		field().value = '24/12/2027';
		mount(field());
		expect([field().type, sent().value]).toEqual(['text', '0']);
		field().blur();
		expect([field().type, field().value, sent().value]).toEqual(['date', '2027-12-24', '2027-12-24']);
	});

	it('should leave a reset icon no stylesheet draws as printed: no one sees it, so it takes no focus', () => {
		document.body.innerHTML = PRODUCT;
		mount(field());
		const reset = document.querySelector<HTMLElement>('.js-date-reset')!;
		expect([reset.hasAttribute('role'), reset.hasAttribute('tabindex')]).toEqual([false, false]);
		reset.click();
		expect(sent().value).toBe('2027-03-14');
	});

	it('should put the fields and the label back as printed on teardown', () => {
		document.body.innerHTML = PRODUCT;
		drawIcon();
		const printed = document.body.innerHTML;
		const teardown = mount(field());
		type('2027-12-24');
		teardown();
		expect([field().type, field().value, sent().value]).toEqual(['text', '27.03.14', '2027-03-14 00:00:00']);
		expect(document.body.innerHTML).toBe(printed);
	});
});

describe('typedDate', () => {
	it.each([
		['2027-12-24', '2027-12-24'],
		['24/12/2027', '2027-12-24'],
		['4.1.2027', '2027-01-04'],
		[' 24-12-2027 ', '2027-12-24'],
		['31/02/2027', ''],
		['-/-/-', ''],
		['12/2027', ''],
	])('should read %j as %j', (text, date) => {
		expect(typedDate(text)).toBe(date);
	});
});
