import type { EmblaCarouselType } from 'embla-carousel';
import { describe, expect, it, vi } from 'vitest';
import { autoplay } from './autoplay.ts';

function fakeEmbla(pages: number) {
	let at = 0;
	return {
		at: () => at,
		api: {
			canScrollNext: () => at < pages - 1,
			scrollNext: () => void at++,
			scrollTo: (index: number) => void (at = index),
		} as unknown as EmblaCarouselType,
	};
}

describe('manufacturer autoplay', () => {
	describe('given a carousel of 3 pages', () => {
		it('should move every 5000 ms and start over after the last page', () => {
			vi.useFakeTimers();
			const embla = fakeEmbla(3);
			document.body.innerHTML = '<section></section>';
			autoplay(embla.api, document.querySelector('section')!);
			vi.advanceTimersByTime(4999);
			expect(embla.at()).toBe(0);
			vi.advanceTimersByTime(1);
			expect(embla.at()).toBe(1);
			vi.advanceTimersByTime(10_000);
			expect(embla.at()).toBe(0);
		});

		it('should pause while hovered or focused', () => {
			vi.useFakeTimers();
			const embla = fakeEmbla(3);
			document.body.innerHTML = '<section><a href="/x">x</a></section>';
			const root = document.querySelector('section')!;
			autoplay(embla.api, root);
			root.dispatchEvent(new Event('pointerenter'));
			vi.advanceTimersByTime(20_000);
			expect(embla.at()).toBe(0);
			root.dispatchEvent(new Event('pointerleave'));
			root.dispatchEvent(new FocusEvent('focusin'));
			vi.advanceTimersByTime(20_000);
			expect(embla.at()).toBe(0);
			root.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
			vi.advanceTimersByTime(5000);
			expect(embla.at()).toBe(1);
		});

		it('should not move under reduced motion, and stop on teardown', () => {
			vi.useFakeTimers();
			const embla = fakeEmbla(3);
			document.body.innerHTML = '<section></section>';
			const stop = autoplay(embla.api, document.querySelector('section')!);
			stop();
			vi.advanceTimersByTime(20_000);
			expect(embla.at()).toBe(0);
			vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
			autoplay(embla.api, document.querySelector('section')!);
			vi.advanceTimersByTime(20_000);
			expect(embla.at()).toBe(0);
			vi.unstubAllGlobals();
		});
	});
});
