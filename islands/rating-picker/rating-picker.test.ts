import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

/** Legacy's review form's rating, as `default_reviews.php` prints it on a five-star scale. */
const RATING = `<form id="reviewform"><div class="rating">
	<label for="vote"><span title="Rating 5/5" class="vmicon ratingbox" style="display:inline-block;width:120px;"><span class="stars-orange" style="width:120px"></span></span></label>
	<input type="hidden" id="vote" value="5" name="vote">
</div></form>`;

function rating() {
	document.body.innerHTML = RATING;
	const box = document.querySelector<HTMLElement>('.ratingbox')!;
	// happy-dom lays nothing out: the box is 120 px wide from x = 100.
	box.getBoundingClientRect = () => ({ left: 100, width: 120, top: 0, height: 24, right: 220, bottom: 24, x: 100, y: 0, toJSON: () => ({}) });
	return { box, teardown: mount(document.querySelector<HTMLElement>('.rating')!) };
}

const vote = () => document.querySelector<HTMLInputElement>('#vote')!.value;
const stars = () => document.querySelector<HTMLElement>('.stars-orange')!.style.width;

describe('rating picker', () => {
	it('should make the stars a slider at the top of the scale, as VirtueMart printed it', () => {
		const { box } = rating();
		expect(
			['role', 'tabindex', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'].map((name) => box.getAttribute(name)),
		).toEqual(['slider', '0', 'Il tuo voto', '1', '5', '5', '5 su 5']);
		expect(box.hasAttribute('title')).toBe(false);
	});

	it('should show a rating under the pointer, set it on a press, and show the set one when the pointer leaves', () => {
		const { box } = rating();
		// 50 px into 120: the third of five stars, shown, not set.
		box.dispatchEvent(new MouseEvent('pointermove', { clientX: 150, bubbles: true }));
		expect([stars(), vote()]).toEqual(['60%', '5']);
		const click = new MouseEvent('click', { clientX: 130, bubbles: true, cancelable: true });
		box.dispatchEvent(click);
		expect([vote(), stars(), box.getAttribute('aria-valuetext'), click.defaultPrevented]).toEqual(['2', '40%', '2 su 5', true]);
		box.dispatchEvent(new MouseEvent('pointermove', { clientX: 215, bubbles: true }));
		box.dispatchEvent(new MouseEvent('pointerleave'));
		expect([stars(), vote()]).toEqual(['40%', '2']);
	});

	it('should set the rating from the keyboard, within the scale', () => {
		const { box } = rating();
		const key = (name: string) => box.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
		key('ArrowLeft');
		key('ArrowLeft');
		expect(vote()).toBe('3');
		key('Home');
		key('ArrowDown');
		expect(vote()).toBe('1');
		key('End');
		key('ArrowRight');
		expect([vote(), box.getAttribute('aria-valuenow')]).toEqual(['5', '5']);
	});

	it('should put the stars back as printed after teardown', () => {
		const { box, teardown } = rating();
		box.dispatchEvent(new MouseEvent('click', { clientX: 130, bubbles: true, cancelable: true }));
		teardown();
		expect([...box.attributes].map((a) => `${a.name}=${a.value}`).sort()).toEqual([
			'class=vmicon ratingbox',
			'style=display:inline-block;width:120px;',
			'title=Rating 5/5',
		]);
		expect([document.querySelector('.stars-orange')!.getAttribute('style'), vote()]).toEqual(['width:120px', '5']);
	});
});
