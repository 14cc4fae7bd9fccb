import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { productPage } from './fixture.ts';
import { mount } from './index.ts';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('../../src/ui/message-dialog.tsx', () => {
	loaded();
	return { showMessage: vi.fn(async () => {}) };
});

let teardown: (() => void) | undefined;
afterEach(() => act(() => teardown?.()));

describe('the add-to-cart dialog code', () => {
	it('should not load with the form, but as soon as the pointer reaches the add-to-cart button', async () => {
		document.body.innerHTML = productPage();
		// The island is React: it takes over the server markup in a render.
		act(() => {
			teardown = mount(document.querySelector('form.product')!);
		});
		document.querySelector('.quantity-plus')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
		await flush();
		expect(loaded).not.toHaveBeenCalled();
		document.querySelector('[name="addtocart"]')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
		await flush();
		expect(loaded).toHaveBeenCalledOnce();
	});

	it('should not be fetched ahead in normal mode, where no dialog opens', async () => {
		useConfig({ addToCartPopup: 0 });
		loaded.mockClear();
		vi.resetModules();
		const { mount: mountAgain } = await import('./index.ts');
		document.body.innerHTML = productPage();
		// The island is React: it takes over the server markup in a render.
		act(() => {
			teardown = mountAgain(document.querySelector('form.product')!);
		});
		document.querySelector('[name="addtocart"]')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
		await flush();
		expect(loaded).not.toHaveBeenCalled();
	});
});
