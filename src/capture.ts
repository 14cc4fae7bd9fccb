import { findAgain, placeOf } from './find-again.ts';
import { attr } from './mount-point.ts';
import { wake } from './registry.ts';

/**
 * No first interaction is lost: a click or a submit on a mount point whose island is loading
 * is held here and replayed once the island is ready. Ready means drawn: the registry marks an island
 * ready once its `mount()` has returned, and `renderIsland` commits React's first render inside it.
 * Keystrokes need nothing: the server's field stays until then and `renderIsland` carries what was
 * typed over. Links navigate as usual: the server markup is a working page of its own.
 */
const loading = `[${attr.state}="loading"]`;

/** True while a held event is replayed: the replay is not held again, even if its island still loads. */
let releasing = false;

function release(replay: () => void): void {
	releasing = true;
	try {
		replay();
	} finally {
		releasing = false;
	}
}

/**
 * Holds `event` when `el` is in a loading mount point. Resolves, once none of the loading mount points
 * holding it loads any more (ready, failed, off or gone) or after `limit` ms, to the element that now
 * stands where `el` stood in the innermost mount point (src/find-again.ts).
 */
function hold(event: Event, el: Element, limit: number): Promise<HTMLElement | undefined> | undefined {
	const hosts = [...document.querySelectorAll(loading)].filter((host) => host.contains(el));
	const host = hosts.at(-1);
	if (releasing || !host) return;
	event.preventDefault();
	event.stopImmediatePropagation();
	const place = placeOf(el, host);
	return new Promise((resolve) => {
		const done = () => {
			observer.disconnect();
			resolve(el === host ? (el as HTMLElement) : findAgain(host, place));
		};
		const observer = new MutationObserver(() => hosts.some((h) => h.matches(loading)) || done());
		observer.observe(document, { subtree: true, attributeFilter: [attr.state] });
		setTimeout(done, limit);
	});
}

/** One capturing listener per kind on `document`, ahead of every island's and theme script's. */
export function capture(): void {
	// First, so that the click listener below finds the island of a press on a mount point not yet due loading.
	for (const type of ['pointerdown', 'keydown', 'click']) document.addEventListener(type, wake, true);
	document.addEventListener(
		'click',
		(event) => {
			// What the shopper meant to press, rather than the icon inside it.
			const hit = event.target instanceof Element && (event.target.closest('a[href], button, input, label, summary') ?? event.target);
			// Links navigate; a form's submit button goes on to the submit event, held below.
			const submits = hit && (hit as HTMLButtonElement).form && /^(submit|image)$/.test((hit as HTMLButtonElement).type);
			// A click waits as long as its island loads.
			if (hit && !submits && !hit.matches('a[href]')) void hold(event, hit, 5000)?.then((el) => release(() => el?.click()));
		},
		true,
	);
	document.addEventListener(
		'submit',
		(event) => {
			const form = event.target as HTMLFormElement;
			// A submit waits no longer than a shopper would, then goes ahead: the island's or the browser's.
			void hold(event, event.submitter ?? form, 300)?.then((submitter) =>
				release(() => form.isConnected && form.requestSubmit((submitter as HTMLButtonElement | undefined)?.form === form ? submitter : null)),
			);
		},
		true,
	);
}
