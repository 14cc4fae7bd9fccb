export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to `top` over `duration` ms (500 ms, docs/behaviour.md#constants-and-timings), at once under reduced motion. */
export function scrollToTop(top: number, duration = 500): Promise<void> {
	const from = window.scrollY;
	const to = Math.max(0, top);
	if (prefersReducedMotion() || duration <= 0 || from === to) {
		window.scrollTo(0, to);
		return Promise.resolve();
	}
	return new Promise((resolve) => {
		const start = performance.now();
		const step = (now: number) => {
			const progress = Math.min(1, (now - start) / duration);
			window.scrollTo(0, from + (to - from) * easeInOut(progress));
			if (progress < 1) requestAnimationFrame(step);
			else resolve();
		};
		requestAnimationFrame(step);
	});
}

/** Scrolls so that `el` sits `offset` px below the top of the window (50 px, docs/behaviour.md#constants-and-timings). */
export const scrollAbove = (el: Element, offset = 50, duration = 500): Promise<void> =>
	scrollToTop(el.getBoundingClientRect().top + window.scrollY - offset, duration);
