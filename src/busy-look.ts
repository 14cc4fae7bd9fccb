/**
 * How long a call may run before the element it is for looks busy. Dimming an element repaints it and
 * changes its layer, a cost on the way to the answer (docs/performance.md#measurements-behind-the-code)
 * for a look the shopper would see for a blink when the answer comes quickly. `aria-busy` is set at once.
 */
export const BUSY_LOOK_DELAY = 300;

/** Adds `className` to `el` once the call has run BUSY_LOOK_DELAY ms; the returned function ends the look. */
export function lookBusy(el: Element, className: string): () => void {
	const timer = setTimeout(() => el.classList.add(className), BUSY_LOOK_DELAY);
	return () => {
		clearTimeout(timer);
		el.classList.remove(className);
	};
}
