import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const scrollTo = async (y: number) => {
	window.scrollY = y;
	window.dispatchEvent(new Event('scroll'));
	await frame();
};

function header(markup: string): HTMLElement {
	document.body.innerHTML = markup;
	const el = document.querySelector<HTMLElement>('header')!;
	Object.defineProperty(el, 'offsetHeight', { value: 166 });
	return el;
}

describe('sticky header', () => {
	describe('given a header whose parent spans the page, scrolled past 122 px', () => {
		it('should stick in place, with no placeholder; back at 121 px it lets go', async () => {
			const el = header('<header data-vetrina="sticky-header">Logo</header><main></main>');
			const teardown = mount(el);
			await scrollTo(122);
			expect(el.dataset.sticky).toBe('true');
			expect(el.className).toBe('vetrina-sticky');
			expect(document.querySelector('.vetrina-sticky-placeholder')).toBeNull();
			await scrollTo(121);
			expect(el.dataset.sticky).toBe('false');
			expect(el.className).toBe('');
			teardown();
			expect(el.dataset.sticky).toBeUndefined();
		});
	});

	describe('given a header in a wrapper that clips, scrolled past 122 px', () => {
		it('should fix the header and reserve its height with a placeholder made then; back at 121 px it lets go', async () => {
			const el = header('<div style="overflow: hidden"><header data-vetrina="sticky-header">Logo</header></div><main></main>');
			const teardown = mount(el);
			await frame();
			// Nothing is added to the page until the header first sticks.
			expect(el.previousElementSibling).toBeNull();
			await scrollTo(122);
			const placeholder = el.previousElementSibling as HTMLElement;
			expect(placeholder.className).toBe('vetrina-sticky-placeholder');
			expect(el.className).toBe('vetrina-sticky vetrina-sticky--fixed');
			expect(placeholder.hidden).toBe(false);
			expect(placeholder.style.height).toBe('166px');
			await scrollTo(121);
			expect(el.dataset.sticky).toBe('false');
			expect(el.className).toBe('');
			expect(placeholder.hidden).toBe(true);
			teardown();
			expect(document.querySelector('.vetrina-sticky-placeholder')).toBeNull();
		});
	});
});
