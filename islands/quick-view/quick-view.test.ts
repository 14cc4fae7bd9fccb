import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { mount } from './index.ts';
import { inFrameUrl, quickViewUrl } from './quick-view-url.ts';

function button(attributes: string) {
	document.body.innerHTML = `<a class="vp-quickview" href="/p/58" data-vetrina="quick-view" ${attributes}><span>Anteprima di Disco</span></a>`;
	return document.querySelector<HTMLElement>('a')!;
}

describe('quickViewUrl', () => {
	it('should build the quick-view frame url from the config', () => {
		expect(quickViewUrl('58', '13').href).toBe(
			`${location.origin}/?option=com_virtuemart&view=productdetails&virtuemart_product_id=58&virtuemart_category_id=13&tmpl=component&quickview=1&Itemid=101`,
		);
		useConfig({ baseUri: '/shop/index.php?lang=it', prefix: 'vm', itemid: 7 });
		expect(quickViewUrl('5', '2').href).toBe(
			`${location.origin}/shop/index.php?lang=it&option=com_virtuemart&view=productdetails&vm_product_id=5&vm_category_id=2&tmpl=component&quickview=1&Itemid=7`,
		);
	});
	it('should append the frame switches to followed links', () => {
		expect(inFrameUrl('/prodotti/a-detail').href).toBe(`${location.origin}/prodotti/a-detail?tmpl=component&quickview=1&Itemid=101`);
		expect(inFrameUrl('/index.php?option=x').href).toBe(`${location.origin}/index.php?option=x&tmpl=component&quickview=1&Itemid=101`);
	});
});

describe('quick view', () => {
	describe('given both ids', () => {
		it('should open a modal dialog whose frame loads the quick-view url', async () => {
			const el = button('data-product-id="58" data-category-id="13"');
			const teardown = mount(el);
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			await act(async () => {
				el.dispatchEvent(click);
				await flush();
			});
			expect(click.defaultPrevented).toBe(true);
			const frame = document.querySelector('dialog.vetrina-quick-view iframe')!;
			expect(frame.getAttribute('src')).toBe(
				`${location.origin}/?option=com_virtuemart&view=productdetails&virtuemart_product_id=58&virtuemart_category_id=13&tmpl=component&quickview=1&Itemid=101`,
			);
			expect(frame.getAttribute('title')).toBe('Anteprima prodotto');
			await act(async () => teardown());
			expect(document.querySelector('dialog')).toBeNull();
		});
	});

	describe.each([['data-product-id="58"'], ['data-category-id="13"'], ['data-product-id="" data-category-id="13"']])('given only %s', (attributes) => {
		it('should open nothing and leave the link alone', async () => {
			const el = button(attributes);
			mount(el);
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			await act(async () => void el.dispatchEvent(click));
			expect(click.defaultPrevented).toBe(false);
			expect(document.querySelector('dialog')).toBeNull();
		});
	});
});
