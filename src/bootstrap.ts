import type { BusEvent, BusEvents } from './bus.ts';
import { capture } from './capture.ts';
import { PageName } from './page-names.ts';
import { liveCount, mount, observe, unmount } from './registry.ts';

/**
 * `Vetrina.on(event, fn)`: the bus's events as it mirrors them on `document` (`vetrina:<event>`, same
 * detail), so the bootstrap carries no bus: the bus comes with the first island that publishes.
 */
function on<E extends BusEvent>(event: E, handler: (detail: BusEvents[E]) => unknown): () => void {
	const listener = (e: Event) => void handler((e as CustomEvent<BusEvents[E]>).detail);
	document.addEventListener(`${PageName.DomEventPrefix}${event}`, listener);
	return () => document.removeEventListener(`${PageName.DomEventPrefix}${event}`, listener);
}

/** The integrators' API: `Vetrina.mount(root)`, `unmount(root)`, `on(event, fn)`. */
const api = { mount, unmount, on, liveCount };

declare global {
	interface Window {
		Vetrina?: typeof api;
	}
}

// Two script tags must not mount everything twice.
if (!window.Vetrina) {
	window.Vetrina = api;
	capture();
	mount();
	observe();
}
