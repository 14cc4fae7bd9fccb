import { describe, expect, it } from 'vitest';
import { mount, readScore } from './index.ts';
import { starFills } from './stars.ts';

/** The theme's rating markup (fixtures/server/render/product-parts.ts). */
function rating(score: string) {
	document.body.innerHTML = `<div class="vp-rating" data-vetrina="rating" data-score="${score}" role="img" aria-label="server">
<span class="vp-rating-stars" aria-hidden="true"><span class="vp-rating-fill" style="width:70%"></span></span><span class="vp-rating-text">3,5/5 (3)</span></div>`;
	return document.querySelector<HTMLElement>('.vp-rating')!;
}

describe('starFills', () => {
	it('should round to the nearest half star', () => {
		expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
		expect(starFills(3.74)).toEqual(['full', 'full', 'full', 'half', 'empty']);
		expect(starFills(3.76)).toEqual(['full', 'full', 'full', 'full', 'empty']);
		expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
		expect(starFills(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
	});
});

describe('readScore', () => {
	it('should read 0–5 and treat empty, zero and garbage as no rating', () => {
		expect(readScore(rating('4.5'))).toBe(4.5);
		expect(readScore(rating('7'))).toBe(5);
		expect(readScore(rating(''))).toBeNull();
		expect(readScore(rating('0'))).toBeNull();
		expect(readScore(rating('abc'))).toBeNull();
	});
});

describe('rating island', () => {
	describe('given a score of 3.5 and the theme stars', () => {
		it('should replace only the stars, with hints, and label the element', () => {
			const el = rating('3.5');
			const teardown = mount(el);
			const stars = [...el.querySelectorAll('.vetrina-star')];
			expect(stars.map((s) => s.getAttribute('title'))).toEqual(['1 Stelle', '2 Stelle', '3 Stelle', '4 Stelle', '5 Stelle']);
			expect(el.querySelectorAll('.vetrina-star--half')).toHaveLength(1);
			expect(el.querySelector('.vp-rating-stars')).toBeNull();
			expect(el.querySelector('.vp-rating-text')!.textContent).toBe('3,5/5 (3)');
			expect(el.getAttribute('aria-label')).toBe('Valutazione: 3,5 su 5');
			teardown();
			expect(el.querySelector('.vp-rating-stars')).not.toBeNull();
			expect(el.getAttribute('aria-label')).toBe('server');
		});
	});

	describe('given no score and no theme stars', () => {
		it('should say "Nessuna valutazione"', () => {
			document.body.innerHTML = '<span data-vetrina="rating" data-score=""></span>';
			const el = document.querySelector<HTMLElement>('span')!;
			mount(el);
			expect(el.textContent).toBe('Nessuna valutazione');
			expect(el.getAttribute('aria-label')).toBe('Nessuna valutazione');
			expect(el.querySelectorAll('.vetrina-star--empty')).toHaveLength(5);
		});
	});
});
