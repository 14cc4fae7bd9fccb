import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, readScore } from './index.ts';
import { Rating } from './rating.tsx';
import { starFills } from './stars.ts';

/** The theme's rating markup (fixtures/server/render/product-parts.ts). */
function rating(score: string) {
	document.body.innerHTML = `<div class="vp-rating" data-vetrina="rating" data-score="${score}" role="img" aria-label="server">
<span class="vp-rating-stars" aria-hidden="true"><span class="vp-rating-fill" style="width:70%"></span></span><span class="vp-rating-text">3,5/5 (3)</span></div>`;
	return document.querySelector<HTMLElement>('.vp-rating')!;
}

const fillsOf = (root: ParentNode) => [...root.querySelectorAll('.vetrina-star')].map((star) => star.className.replace('vetrina-star vetrina-star--', ''));

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

describe('Rating', () => {
	describe('given 4.5 and the theme text', () => {
		it('should show four full stars, a half one, their hints and the text, the stars hidden from screen readers', () => {
			const { container } = render(<Rating score={4.5} text="4,5/5 (8)" />);
			expect(fillsOf(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
			expect(screen.getByTitle('1 Stella').parentElement!.getAttribute('aria-hidden')).toBe('true');
			expect(screen.getByTitle('5 Stelle')).toBeTruthy();
			expect(container.querySelector('.vp-rating-text')!.textContent).toBe('4,5/5 (8)');
			expect(screen.queryByText('Nessuna valutazione')).toBeNull();
		});
	});

	describe('given no score and no theme text', () => {
		it('should show five empty stars and "Nessuna valutazione"', () => {
			const { container } = render(<Rating score={null} text={null} />);
			expect(fillsOf(container)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
			expect(container.textContent).toBe('Nessuna valutazione');
		});
	});
});

describe('rating island', () => {
	describe('given a score of 3.5 and the theme stars', () => {
		it('should draw the stars in place of the theme ones, keep the text, label the element and give it all back', async () => {
			const el = rating('3.5');
			const server = el.querySelector('.vp-rating-stars');
			let teardown = () => {};
			await act(async () => void (teardown = mount(el)));
			expect(screen.getByRole('img', { name: 'Valutazione: 3,5 su 5' })).toBe(el);
			expect(fillsOf(el)).toEqual(['full', 'full', 'full', 'half', 'empty']);
			expect(el.querySelector('.vp-rating-stars')).toBeNull();
			expect(el.querySelector('.vp-rating-text')!.textContent).toBe('3,5/5 (3)');
			act(() => teardown());
			expect(el.querySelector('.vp-rating-stars')).toBe(server);
			expect(el.getAttribute('aria-label')).toBe('server');
		});
	});

	describe('given no score and no theme stars', () => {
		it('should say "Nessuna valutazione"', async () => {
			document.body.innerHTML = '<span data-vetrina="rating" data-score=""></span>';
			const el = document.querySelector<HTMLElement>('span')!;
			await act(async () => void mount(el));
			expect(screen.getByRole('img', { name: 'Nessuna valutazione' })).toBe(el);
			expect(el.textContent).toBe('Nessuna valutazione');
			expect(fillsOf(el)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
		});
	});
});
