import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './motion.ts';

describe('scrollToTop', () => {
	let frames: FrameRequestCallback[];
	let placed: unknown[];
	/** Runs the frame the animation asked for, `at` ms after it started. */
	const frame = (at: number) => frames.shift()?.(at);

	beforeEach(() => {
		frames = [];
		placed = [];
		vi.spyOn(performance, 'now').mockReturnValue(0);
		vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
		vi.stubGlobal('cancelAnimationFrame', () => void frames.splice(0));
		vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
		vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => void placed.push(options));
	});
	afterEach(() => {
		vi.restoreAllMocks();
		vi.unstubAllGlobals();
	});

	it('places every frame at once, so a theme’s smooth scroll-behavior does not stretch it, and ends on the target', async () => {
		const done = scrollToTop(0, 500);
		frame(250);
		frame(500);
		await done;
		expect(placed).toEqual([
			{ top: 200, behavior: 'instant' },
			{ top: 0, behavior: 'instant' },
		]);
		expect(frames).toEqual([]);
	});

	it.each(['pointerdown', 'wheel', 'keydown'])('stops where the page stands at the shopper’s %s, nothing moving under the pointer', async (type) => {
		const done = scrollToTop(0, 500);
		frame(100);
		window.dispatchEvent(new Event(type));
		await done;
		expect(frames).toEqual([]);
		expect(placed).toHaveLength(1);
		// Later input is the page's again.
		window.dispatchEvent(new Event(type));
		expect(placed).toHaveLength(1);
	});

	it('jumps at once under reduced motion', async () => {
		vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
		await scrollToTop(120, 500);
		expect(placed).toEqual([{ top: 120, behavior: 'instant' }]);
		expect(frames).toEqual([]);
	});
});
