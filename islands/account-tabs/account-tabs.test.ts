import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

/** An order's details as VirtueMart prints them (`shopFunctionsF::buildTabs`). */
const ORDER_DETAILS = `<div id="ui-tabs">
		<div id="tab-1" class="tabs" title="Order Items"><table><tbody><tr><td>Safety Helmet</td></tr></tbody></table></div>
		<div id="tab-2" class="tabs" title="Recent Status Changes"><table><tbody><tr><td>Pending</td></tr></tbody></table></div>
	</div>`;

function orderDetails() {
	document.body.innerHTML = ORDER_DETAILS;
	const container = document.querySelector<HTMLElement>('#ui-tabs')!;
	return { container, teardown: mount(container) };
}

const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((el) => el.textContent === name)!;
const shown = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.id);
const key = (el: HTMLElement, name: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('account tabs', () => {
	it('should make each section a tab panel named by its title, the first one shown', () => {
		orderDetails();
		const tabs = [...document.querySelectorAll<HTMLElement>('[role="tablist"] > [role="tab"]')];
		expect(tabs.map((el) => [el.textContent, el.getAttribute('aria-selected'), el.tabIndex])).toEqual([
			['Order Items', 'true', 0],
			['Recent Status Changes', 'false', -1],
		]);
		for (const el of tabs) expect(document.getElementById(el.getAttribute('aria-controls')!)!.getAttribute('aria-labelledby')).toBe(el.id);
		expect(shown()).toEqual(['tab-1']);
		expect(document.querySelector('#tab-1')!.hasAttribute('title')).toBe(false);
	});

	it('should show the tab clicked, and move with the arrows, Home and End, the focus following', () => {
		orderDetails();
		tab('Recent Status Changes').click();
		expect(shown()).toEqual(['tab-2']);
		key(tab('Recent Status Changes'), 'ArrowRight');
		expect([shown(), document.activeElement]).toEqual([['tab-1'], tab('Order Items')]);
		key(tab('Order Items'), 'End');
		expect([shown(), document.activeElement]).toEqual([['tab-2'], tab('Recent Status Changes')]);
		key(tab('Recent Status Changes'), 'Home');
		expect(shown()).toEqual(['tab-1']);
	});

	it('should open the tab of a field the browser finds invalid as the form is sent', () => {
		document.body.innerHTML = `<form><div id="ui-tabs">
			<div id="tab-1" class="tabs" title="Shopper Information"><input name="email" value="a@b.it" required></div>
			<div id="tab-2" class="tabs" title="Vendor"><input name="vendor_name" required></div>
		</div></form>`;
		mount(document.querySelector<HTMLElement>('#ui-tabs')!);
		expect(shown()).toEqual(['tab-1']);
		expect(document.querySelector('form')!.checkValidity()).toBe(false);
		expect(shown()).toEqual(['tab-2']);
	});

	it('should name a single section with its tab, as VirtueMart did, and put the page back as printed after teardown', () => {
		document.body.innerHTML = '<div id="ui-tabs"><div id="tab-1" class="tabs" title="Shopper">x</div></div>';
		mount(document.querySelector<HTMLElement>('#ui-tabs')!);
		expect([...document.querySelectorAll('[role="tablist"] > [role="tab"]')].map((el) => [el.textContent, el.getAttribute('aria-selected')])).toEqual([
			['Shopper', 'true'],
		]);
		expect(shown()).toEqual(['tab-1']);

		const { container, teardown } = orderDetails();
		teardown();
		expect(container.outerHTML).toBe(ORDER_DETAILS);
	});
});
