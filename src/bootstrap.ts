import { subscribe } from './bus.ts';
import { liveCount, mount, observe, unmount } from './registry.ts';

/** The integrators' API: `Vetrina.mount(root)`, `unmount(root)`, `on(event, fn)`. */
const api = { mount, unmount, on: subscribe, liveCount };

declare global {
	interface Window {
		Vetrina?: typeof api;
	}
}

// Two script tags must not mount everything twice.
if (!window.Vetrina) {
	window.Vetrina = api;
	mount(document.body);
	observe(document.body);
}
