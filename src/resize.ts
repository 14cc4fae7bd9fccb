/** Resize work waits until the window has stopped changing for 200–500 ms (docs/behaviour.md#constants-and-timings). */
export const RESIZE_DEBOUNCE = 250;

/** Calls `fn` once the window has stopped resizing; returns the teardown. */
export function onResize(fn: () => void, ms = RESIZE_DEBOUNCE): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const listener = () => {
		clearTimeout(timer);
		timer = setTimeout(fn, ms);
	};
	window.addEventListener('resize', listener, { passive: true });
	return () => {
		clearTimeout(timer);
		window.removeEventListener('resize', listener);
	};
}
