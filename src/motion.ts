import { listen } from './listen.ts';

export const prefersReducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to `top` over `duration` ms (500 ms, docs/behaviour.md#constants-and-timings), at once under
 * reduced motion. Each frame is placed at once: a theme's `scroll-behavior: smooth` (Bootstrap's reboot) would
 * otherwise make every frame a smooth scroll of its own, still moving the page after the animation has ended.
 */
export function scrollToTop(top: number, duration = 500): Promise<void> {
	const from = window.scrollY;
	const to = Math.max(0, top);
	const place = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });
	if (prefersReducedMotion() || duration <= 0 || from === to) {
		place(to);
		return Promise.resolve();
	}
	return new Promise((resolve) => {
		const start = performance.now();
		let frame = 0;
		const finish = () => {
			cancelAnimationFrame(frame);
			unlisten();
			resolve();
		};
		// The shopper scrolling or pressing (a touch is a pointer too) ends the animation where the page stands: nothing moves under the pointer.
		const unlisten = listen(window, { wheel: finish, pointerdown: finish, keydown: finish }, { capture: true, passive: true });
		const step = (now: number) => {
			const progress = Math.min(1, (now - start) / duration);
			place(from + (to - from) * easeInOut(progress));
			if (progress < 1) frame = requestAnimationFrame(step);
			else finish();
		};
		frame = requestAnimationFrame(step);
	});
}

/** Scrolls so that `el` sits `offset` px below the top of the window (50 px, docs/behaviour.md#constants-and-timings). */
export const scrollAbove = (el: Element, offset = 50, duration = 500): Promise<void> =>
	scrollToTop(el.getBoundingClientRect().top + window.scrollY - offset, duration);
