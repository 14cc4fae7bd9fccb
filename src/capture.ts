import { findAgain, placeOf } from './find-again.ts';
import { attr } from './mount-point.ts';
import { isPlainClick } from './plain-click.ts';
import { awaitsShopper, followPress, loading, pressEnds, wake } from './registry.ts';

/**
 * No first interaction is lost: a click or a submit on a mount point whose island is loading
 * is held here and replayed once the island is ready. Ready means drawn: the registry marks an island
 * ready once its `mount()` has returned, and `renderIsland` commits React's first render inside it.
 * Keystrokes need nothing: the server's field stays until then and `renderIsland` carries what was
 * typed over. Links navigate as usual: the server markup is a working page of its own; but a plain click on a
 * link of an island that waited for the shopper (the press started it: a header list's toggle, the login link)
 * is the island's, and waits for it a second at most; one on a link that is an island itself (a list button)
 * waits as a button's click does.
 */
/** The loading mount points holding `el`, outermost first. */
const hostsOf = (el: Element) => [...document.querySelectorAll(loading)].filter((host) => host.contains(el));

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
	const hosts = hostsOf(el);
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
	// Then, the island loading: none is drawn while a press on one lasts.
	for (const type of ['pointerdown', 'keydown', 'click', ...pressEnds]) document.addEventListener(type, followPress, true);
	document.addEventListener(
		'click',
		(event) => {
			// What the shopper meant to press, rather than the icon inside it.
			if (!(event.target instanceof Element)) return;
			const hit = event.target.closest('a[href], button, input, label, summary') ?? event.target;
			// A form's submit button goes on to the submit event, held below.
			if ((hit as HTMLButtonElement).form && /^(submit|image)$/.test((hit as HTMLButtonElement).type)) return;
			const link = hit.matches('a[href]');
			const host = hostsOf(hit).at(-1) ?? hit;
			if (link && !(isPlainClick(event) && awaitsShopper.has(host))) return;
			// A click waits as long as its island loads; a link in an island, a second at most. A link that is an
			// island acts (a list button adds, where its href only shows the list): it waits as a button does.
			void hold(event, hit, link && host !== hit ? 1000 : 5000)?.then((el) => release(() => el?.click()));
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
