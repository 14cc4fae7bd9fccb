import { describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { mount } from './index.ts';

function details(name = 'Disco 115') {
	document.body.innerHTML = `<div class="product-container productdetails-view"><div class="product-neighbours">
<a class="next-page" href="/prodotti/d/disco-125-detail" data-dynamic-update="1">Disco 125</a><a class="plain" href="/altro">Altro</a></div>
<h1>${name}</h1><a class="vp-show-reviews" href="#tab-reviews">Mostra le recensioni</a>
<div class="vp-tabs"><nav class="vp-tabs-nav"><a href="#tab-description">Descrizione</a><a href="#tab-reviews">Recensioni</a></nav>
<section class="vp-tab-pane" id="tab-description">D</section><section class="vp-tab-pane" id="tab-reviews">R</section></div></div>`;
	return document.querySelector<HTMLElement>('.productdetails-view')!;
}
const click = (el: Element) => {
	const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
	el.dispatchEvent(event);
	return event;
};

describe('product details', () => {
	describe('given the product tabs', () => {
		it('should show the first pane as a WAI-ARIA tab and the reviews on "show reviews"', () => {
			const el = details();
			const teardown = mount(el);
			const [description, reviews] = el.querySelectorAll('.vp-tabs-nav a');
			expect(el.querySelector('.vp-tabs-nav')!.getAttribute('role')).toBe('tablist');
			expect(description!.getAttribute('aria-selected')).toBe('true');
			expect(el.querySelector<HTMLElement>('#tab-reviews')!.hidden).toBe(true);
			expect(click(el.querySelector('.vp-show-reviews')!).defaultPrevented).toBe(true);
			expect(reviews!.getAttribute('aria-selected')).toBe('true');
			expect(el.querySelector<HTMLElement>('#tab-reviews')!.hidden).toBe(false);
			expect(el.querySelector<HTMLElement>('#tab-description')!.hidden).toBe(true);
			reviews!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
			expect(description!.getAttribute('aria-selected')).toBe('true');
			teardown();
		});
	});

	describe('given a prev/next link with data-dynamic-update="1"', () => {
		it('should GET its dynamic url once and leave other links alone', async () => {
			const { calls } = controlledFetch();
			const el = details();
			const teardown = mount(el);
			// Record whether the island took the plain link, then keep happy-dom from following it.
			let taken: boolean | undefined;
			document.addEventListener(
				'click',
				(event) => {
					taken = event.defaultPrevented;
					event.preventDefault();
				},
				{ once: true },
			);
			click(el.querySelector('a.plain')!);
			expect(taken).toBe(false);
			expect(click(el.querySelector('a.next-page')!).defaultPrevented).toBe(true);
			await flush();
			expect(calls.map((c) => `${c.init.method} ${c.url.pathname}${c.url.search}`)).toEqual([
				'GET /prodotti/d/disco-125-detail?tmpl=component&format=html&dynamic=1',
			]);
			teardown();
			expect(calls[0]!.init.signal!.aborted).toBe(true);
		});
	});

	describe('given Back to an entry we pushed', () => {
		it('should reload that url in place without pushing it again', async () => {
			vi.useFakeTimers({ shouldAdvanceTime: true });
			const { calls } = controlledFetch();
			const push = vi.spyOn(history, 'pushState');
			const el = details();
			const teardown = mount(el);
			expect(history.state).toEqual({ url: location.href });
			window.dispatchEvent(new PopStateEvent('popstate', { state: { url: `${location.origin}/prodotti/d/disco-80-detail` } }));
			await flush();
			expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/prodotti/d/disco-80-detail?tmpl=component&format=html&dynamic=1']);
			calls[0]!.respond('<title>Disco 80</title><div class="productdetails-view"><h1>Disco 80</h1></div>');
			await vi.advanceTimersByTimeAsync(120); // past the 100 ms after which an update would push
			expect(el.querySelector('h1')!.textContent).toBe('Disco 80');
			expect(push).not.toHaveBeenCalled();
			// An entry without our state (a hash change) and the shown url need no request.
			window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
			window.dispatchEvent(new PopStateEvent('popstate', { state: { url: `${location.origin}/prodotti/d/disco-80-detail#tab-reviews` } }));
			await flush();
			expect(calls).toHaveLength(1);
			teardown();
			window.dispatchEvent(new PopStateEvent('popstate', { state: { url: `${location.origin}/x` } }));
			await flush();
			expect(calls).toHaveLength(1);
		});
	});
});
