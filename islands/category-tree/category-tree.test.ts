import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

/** VirtueMart's category module (default layout) as it prints it: Headpiece is the page's category. */
function tree() {
	document.body.innerHTML = `<ul class="VMmenu" id="VMmenu11_03897">
		<li class="VmClose"><div><a href="/index.php/product-variants">Product variants</a></div></li>
		<li class="VmClose"><div><a href="/index.php/wear">Wear</a> <span class="VmArrowdown"> </span></div>
			<ul class="menu"><li class="VmClose"><div><a href="/index.php/wear/lady">Lady</a></div></li></ul></li>
		<li class="VmOpen"><div><a href="/index.php/headpiece">Headpiece</a> <span class="VmArrowdown"> </span></div>
			<ul class="menu"><li class="VmOpen"><div><a href="/index.php/headpiece/helmets">Helmets</a></div></li></ul></li>
	</ul>`;
	const [wear, headpiece] = document.querySelectorAll<HTMLElement>('.VmArrowdown');
	return { teardown: mount(document.querySelector('ul')!), wear: wear!, headpiece: headpiece! };
}

const key = (el: HTMLElement, name: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const state = (arrow: HTMLElement) => [arrow.closest('li')!.className, arrow.getAttribute('aria-expanded')];

describe('category tree', () => {
	it('should make each arrow a named button for the list it opens, in the state VirtueMart printed', () => {
		const { wear, headpiece } = tree();
		for (const arrow of [wear, headpiece]) {
			expect([arrow.getAttribute('role'), arrow.tabIndex]).toEqual(['button', 0]);
			expect(document.getElementById(arrow.getAttribute('aria-controls')!)).toBe(arrow.closest('li')!.querySelector(':scope > ul'));
		}
		expect(wear.getAttribute('aria-label')).toBe('Sottocategorie di Wear');
		expect([state(wear), state(headpiece)]).toEqual([
			['VmClose', 'false'],
			['VmOpen', 'true'],
		]);
	});

	it('should open and close a category by click, Enter and Space, its class following as VirtueMart set it', () => {
		const { wear, headpiece } = tree();
		wear.click();
		expect(state(wear)).toEqual(['VmOpen', 'true']);
		key(wear, 'Enter');
		expect(state(wear)).toEqual(['VmClose', 'false']);
		key(wear, ' ');
		expect(state(wear)).toEqual(['VmOpen', 'true']);
		// Each category on its own: opening one leaves the others as they were.
		expect(state(headpiece)).toEqual(['VmOpen', 'true']);
	});

	it('should leave the links alone and the tree as printed after teardown', () => {
		const { teardown, wear } = tree();
		const link = document.querySelector<HTMLAnchorElement>('a[href="/index.php/wear"]')!;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		link.dispatchEvent(click);
		expect([click.defaultPrevented, state(wear)]).toEqual([false, ['VmClose', 'false']]);
		teardown();
		expect(document.querySelector('.VmArrowdown')!.outerHTML).toBe('<span class="VmArrowdown"> </span>');
		expect(document.querySelector('ul.menu')!.hasAttribute('id')).toBe(false);
	});
});
