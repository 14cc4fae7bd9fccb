import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './index.ts';

const MEDIA = (href: string) => `<div class="vm-product-media-container"><div class="main-image">
	<a title="Casco" rel="vm-additional-images" href="${href}"><img src="/images/casco.jpg" alt="Casco di sicurezza"></a>
	<button class="vm-btn-expand" type="button"><svg></svg></button>
</div></div>`;

let teardown = () => {};
function media(href: string) {
	document.body.innerHTML = MEDIA(href);
	teardown = mount(document.querySelector<HTMLElement>('.vm-product-media-container')!);
}
/** Whether the island took the click; the document then stops it, so happy-dom never navigates away. */
async function click(el: Element) {
	let taken = false;
	const stop = (event: Event) => {
		taken = event.defaultPrevented;
		event.preventDefault();
	};
	document.addEventListener('click', stop, { once: true });
	await act(async () => void el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
	return taken;
}
afterEach(async () => {
	teardown();
	await act(async () => document.querySelector('dialog')?.close());
	document.body.innerHTML = '';
});

describe('image view', () => {
	describe('given the main image link', () => {
		it('should open the full image in a dialog named after it, not follow the link', async () => {
			media('/images/casco-grande.jpg');
			expect(await click(document.querySelector('a img')!)).toBe(true);
			const dialog = document.querySelector('dialog')!;
			expect(dialog.open).toBe(true);
			expect(dialog.getAttribute('aria-label')).toBe('Casco di sicurezza');
			expect(dialog.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/images/casco-grande.jpg`);
		});
	});

	describe('given an image without alt text', () => {
		it('should name the dialog in the shop language', async () => {
			media('/images/casco-grande.jpg');
			document.querySelector('a img')!.removeAttribute('alt');
			await click(document.querySelector('a img')!);
			expect(document.querySelector('dialog')!.getAttribute('aria-label')).toBe('Immagine ingrandita');
		});
	});

	describe('given the expand button', () => {
		it('should open the main image and give the focus back to the button on close', async () => {
			media('/images/casco-grande.jpg');
			const button = document.querySelector<HTMLButtonElement>('button.vm-btn-expand')!;
			button.focus();
			await click(button);
			const dialog = document.querySelector('dialog')!;
			expect(dialog.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/images/casco-grande.jpg`);
			await act(async () => dialog.close());
			expect(document.querySelector('dialog')).toBeNull();
			expect(document.activeElement).toBe(button);
		});
	});

	describe.each(['javascript:alert(1)', 'data:image/png;base64,AA=='])('given the link %j', (href) => {
		it('should open nothing and leave the click to the link', async () => {
			media(href);
			expect(await click(document.querySelector('a img')!)).toBe(false);
			expect(await click(document.querySelector('button.vm-btn-expand')!)).toBe(false);
			expect(document.querySelector('dialog')).toBeNull();
		});
	});

	// Through the button only: happy-dom follows a link to another origin before the click reaches the island.
	describe('given a link to another site', () => {
		it('should open nothing from the expand button', async () => {
			media('https://evil.example/casco.jpg');
			expect(await click(document.querySelector('button.vm-btn-expand')!)).toBe(false);
			expect(document.querySelector('dialog')).toBeNull();
		});
	});
});
