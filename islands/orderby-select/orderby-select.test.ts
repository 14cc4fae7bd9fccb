import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './index.ts';

/** bs5's sort bar as VirtueMart prints it, with its jQuery kept as inert text by the plugin. */
function sortBar(value: string, script = true) {
	document.body.innerHTML = `<select id="vm-orderby-select">
		<option value="/index.php/headpiece/by,product_sku">Product SKU</option>
		<option value="${value}">Other</option>
	</select><button type="button" title="DESC">↑</button>
	<select id="vm-orderby-select-mf"><option value="/index.php/manufacturer/default/headpiece/dirAsc">Default</option><option value="/index.php/manufacturer/x/headpiece/dirAsc">X</option></select>
	${
		script
			? `<script type="text/plain">jQuery(document).ready(function($){
		$('#vm-orderby-select').change(function() { window.location.href = $(this).val(); });
		$('#vm-orderby-select').next('button').click(function(){
			window.location.href = "/index.php/headpiece/dirDesc";
		});
	});</script>`
			: ''
	}`;
	const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
	const teardowns = [...document.querySelectorAll<HTMLElement>('select, #vm-orderby-select + button')].map((el) => mount(el));
	return { assign, teardown: () => teardowns.forEach((teardown) => teardown()) };
}

function choose(select: HTMLSelectElement, value: string) {
	select.value = value;
	select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => vi.restoreAllMocks());

describe('orderby select', () => {
	it('should go to the chosen sorting', () => {
		const { assign } = sortBar('/index.php/headpiece/by,product_name');
		choose(document.querySelector('#vm-orderby-select')!, '/index.php/headpiece/by,product_name');
		expect(assign.mock.calls).toEqual([[`${location.origin}/index.php/headpiece/by,product_name`]]);
	});

	it('should go to the chosen manufacturer', () => {
		const { assign } = sortBar('/x');
		choose(document.querySelector('#vm-orderby-select-mf')!, '/index.php/manufacturer/x/headpiece/dirAsc');
		expect(assign.mock.calls).toEqual([[`${location.origin}/index.php/manufacturer/x/headpiece/dirAsc`]]);
	});

	it("should reverse the direction with the URL read from VirtueMart's inert script", () => {
		const { assign, teardown } = sortBar('/x');
		document.querySelector('button')!.click();
		expect(assign.mock.calls).toEqual([[`${location.origin}/index.php/headpiece/dirDesc`]]);
		teardown();
		document.querySelector('button')!.click();
		expect(assign).toHaveBeenCalledTimes(1);
	});

	it('should leave the direction button alone when no script names its URL', () => {
		const { assign } = sortBar('/x', false);
		document.querySelector('button')!.click();
		expect(assign).not.toHaveBeenCalled();
	});

	it('should refuse a javascript: value', () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { assign } = sortBar('javascript:alert(1)');
		choose(document.querySelector('#vm-orderby-select')!, 'javascript:alert(1)');
		expect(assign).not.toHaveBeenCalled();
	});
});
