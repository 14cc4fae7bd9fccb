import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './index.ts';

function choose(value: string) {
	document.body.innerHTML = `<select id="vm-orderby-select">
		<option value="/index.php/headpiece/by,product_sku">Product SKU</option>
		<option value="${value}">Other</option>
	</select>`;
	const select = document.querySelector('select')!;
	const teardown = mount(select);
	const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
	select.value = value;
	select.dispatchEvent(new Event('change', { bubbles: true }));
	teardown();
	return assign;
}
afterEach(() => vi.restoreAllMocks());

describe('orderby select', () => {
	it('should go to the chosen sorting', () => {
		expect(choose('/index.php/headpiece/by,product_name').mock.calls).toEqual([[`${location.origin}/index.php/headpiece/by,product_name`]]);
	});

	it('should refuse a javascript: value', () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(choose('javascript:alert(1)')).not.toHaveBeenCalled();
	});
});
