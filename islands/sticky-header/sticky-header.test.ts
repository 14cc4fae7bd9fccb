import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('sticky header', () => {
	describe('given a page scrolled past 122 px', () => {
		it('should fix the header and reserve its height with a placeholder; back at 121 px it lets go', async () => {
			document.body.innerHTML = '<header data-vetrina="sticky-header">Logo</header><main></main>';
			const header = document.querySelector('header')!;
			Object.defineProperty(header, 'offsetHeight', { value: 166 });
			const teardown = mount(header);
			const placeholder = header.previousElementSibling as HTMLElement;
			expect(placeholder.hidden).toBe(true);
			window.scrollY = 122;
			window.dispatchEvent(new Event('scroll'));
			await frame();
			expect(header.dataset.sticky).toBe('true');
			expect(header.classList.contains('vetrina-sticky')).toBe(true);
			expect(placeholder.hidden).toBe(false);
			expect(placeholder.style.height).toBe('166px');
			window.scrollY = 121;
			window.dispatchEvent(new Event('scroll'));
			await frame();
			expect(header.dataset.sticky).toBe('false');
			expect(placeholder.hidden).toBe(true);
			teardown();
			expect(document.querySelector('.vetrina-sticky-placeholder')).toBeNull();
		});
	});
});
