import { islands, type IslandSpec } from './islands.ts';
import { preload, styled } from './preload.ts';
import { attr } from './mount-point.ts';
import { coreWanted, isTrigger, triggers } from './triggers.ts';

interface Live {
	/** Aborts a pending trigger; calls the island's teardown once mounted. */
	stop: () => void;
	/** Starts the island now, whether its trigger fired or not; nothing the second time. */
	wake: () => void;
}

let painted: Promise<void> | undefined;
/**
 * A task of its own after the next frame: the core (React) is fetched at once but evaluated here, not in
 * the task that ran the bootstrap, which the page's own parsing, DOMContentLoaded and first style and
 * layout already make long. A page in a background tab paints no frame: its islands wait until it is shown.
 */
const afterPaint = (): Promise<void> => (painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/** Every element with at least one island, pending or mounted, and its islands by name. */
const live = new Map<Element, Map<string, Live>>();
/**
 * Mount points whose island waits for the shopper (`interaction`, `shared`), and links that are an island's mount
 * point (a list button's href only shows the list): a plain click on their links, while the island loads, is
 * held for it (src/capture.ts).
 */
export const awaitsShopper = new WeakSet<Element>();
/** A mount point whose island's code is on its way. */
export const loading = `[${attr.state}="loading"]`;
/**
 * Pending while a press that began on a loading island lasts, until its click or the key or pointer let go: an
 * island drawn meanwhile would replace the element under the pressed button, and the browser then sends no
 * click at all. The island is drawn once the press is over, and `capture` replays its click on the island.
 */
let pressing: Promise<unknown> | undefined;
let pressEnded = () => {};
const warned = new Set<string>();

/** Each message once per page, whatever element it is about. */
function warnOnce(message: string, ...about: unknown[]): void {
	if (warned.has(message)) return;
	warned.add(message);
	console.warn(message, ...about);
}

const within = (root: ParentNode, selector: string): Element[] => [
	...(root instanceof Element && root.matches(selector) ? [root] : []),
	...root.querySelectorAll(selector),
];

function start(el: HTMLElement, name: string, spec: IslandSpec): void {
	const controller = new AbortController();
	let teardown: (() => void) | undefined;
	const fetchCode = () => {
		preload('core');
		preload(spec.chunk);
	};
	const entry: Live = {
		stop: () => {
			controller.abort();
			teardown?.();
		},
		wake: () => {
			// Once: a later press or trigger must not start it again.
			entry.wake = () => {};
			// Marked at once (for `load` islands, before the page's load event; for a woken one, before the click
			// that woke it reaches `capture`): tests, theme CSS and `capture` never see an island due but unmarked.
			el.setAttribute(attr.state, 'loading');
			coreWanted();
			// The core and the island's chunk download side by side, not one after the other.
			fetchCode();
			// Config is validated with the first island, not in the bootstrap: it is islands' code (the core).
			afterPaint()
				.then(() => Promise.all([import('./core.ts'), styled()]))
				.then(([{ isConfigUsable, mountInTurn, publish }]) => {
					// An island whose config key is missing or wrong stays off; config.ts said which key.
					if (!isConfigUsable(spec.needs)) return el.removeAttribute(attr.state);
					return spec.load().then((module) =>
						mountInTurn(() => pressing).then(() => {
							if (controller.signal.aborted) return;
							teardown = module.mount(el);
							el.setAttribute(attr.state, 'ready');
							publish('island:mounted', { source: 'registry', name, el });
						}),
					);
				})
				.catch((error: unknown) => {
					el.setAttribute(attr.state, 'error');
					warnOnce(`[vetrina] island \`${name}\` failed to mount`, el, error);
				});
		},
	};
	const islandsOf = live.get(el) ?? new Map<string, Live>();
	live.set(el, islandsOf.set(name, entry));
	// Found, not yet due: another island must not take it into a root of its own meanwhile.
	el.setAttribute(attr.found, '');
	spec.prepare?.(el);
	const declared = el.getAttribute(attr.on);
	const trigger = isTrigger(declared) ? declared : typeof spec.on === 'function' ? spec.on(el) : spec.on;
	if (trigger === 'interaction' || trigger === 'shared' || el.matches('a[href]')) awaitsShopper.add(el);
	// Fetched at idle, run when seen or reached for: a card scrolled to or a search field focused then waits for
	// the code's evaluation, not for its download too (seconds on a phone's network).
	if (trigger === 'interaction' || trigger === 'visible') void triggers.idle(el, controller.signal).then(fetchCode);
	void triggers[trigger](el, controller.signal).then(() => entry.wake());
}

/** Starts the islands of `el`, if it is a mount point, whose trigger has not fired. */
const wakeAt = (el: Element | null) => live.get(el!)?.forEach((entry) => entry.wake());

/**
 * Starts at once the islands of every mount point around `target` whose trigger has not fired: a press on a
 * card that the press itself scrolled into view (Enter after Tab, a tap after a fling) lands before the
 * card's `visible` trigger, and its click must be held for the island, not lost to the server markup.
 */
export function wake(press: Event): void {
	// A press waits for no frame: its click is held until the island is ready.
	painted = Promise.resolve();
	// Any target: a document or window has no parentElement, which ends the walk.
	for (let el = press.target as Element | null; el; el = el.parentElement) wakeAt(el);
	// A link to a mount point of the page ("Cookie preferences" to the banner) starts that island too: the link's
	// own way (the fragment, CSS's `:target`) shows it meanwhile, and the island takes over from there.
	wakeAt(document.getElementById((press.target as HTMLAnchorElement).hash?.slice(1) || '-'));
}

/** The events that end a press, besides a click: each kind of let-go, and the ends without one. */
export const pressEnds = ['keyup', 'pointerup', 'pointercancel', 'contextmenu'];

/** Follows every press and every end of one (`capture` hands them over, after `wake`): `pressing` is pending meanwhile. */
export function followPress(event: Event): void {
	if (!event.type.endsWith('down')) pressEnded();
	// Not a press on the document itself (a key with nothing focused): it has no island to wait for.
	else if ((event.target as Element).closest?.(loading))
		pressing ??= new Promise<void>((resolve) => {
			// A task later: a key's click comes after its keyup's listeners, and a tap's after its pointer's.
			pressEnded = () => setTimeout(resolve);
			// A press is let go, or ends without a let-go this page hears: a context menu it opens (a drag cancels
			// the pointer). Should none come (a key let go in another window), the islands wait 5 s at most, as long
			// as a held click: a slow phone's press can outlast a second, and an island drawn under it loses its click.
			setTimeout(resolve, 5000);
		}).then(() => {
			pressing = undefined;
		});
}

/** Any mount point, known or not: one query tells whether `root` holds one at all. */
let anyMountPoint: string | undefined;

/** Mounts every island whose mount point is in `root` (or is `root`); mounted ones are skipped. */
export function mount(root: ParentNode = document.body): void {
	// Islands add and replace markup all the time (React's first commits, cart forms): most of it holds
	// no mount point, and one query answers that instead of one per island.
	anyMountPoint ??= [...Object.values(islands).map((spec) => spec.selector), `[${attr.island}]`].join(',');
	if (!within(root, anyMountPoint).length) return;
	for (const [name, spec] of Object.entries(islands)) {
		for (const el of within(root, spec.selector)) {
			if (el instanceof HTMLElement && !live.get(el)?.has(name)) start(el, name, spec);
		}
	}
	// A theme mount point that no island claimed: an unknown name, or a known one missing its data.
	for (const el of within(root, `[${attr.island}]`))
		if (!live.has(el)) warnOnce(`[vetrina] unknown island \`${el.getAttribute(attr.island)}\` or incomplete mount point`, el);
}

/** Tears down every island at or under `root`: React roots unmounted, listeners removed. */
export function unmount(root: ParentNode = document.body): void {
	// Walks the removed subtree, not every live mount point: React's commits remove small server parts all
	// the time, and asking each of a listing's ~300 mount points whether it lay inside one cost more.
	for (const el of within(root, '*')) {
		const islandsOf = live.get(el);
		if (!islandsOf) continue;
		live.delete(el);
		el.removeAttribute(attr.state);
		for (const [name, entry] of islandsOf) {
			try {
				entry.stop();
			} catch (error) {
				console.warn(`[vetrina] island \`${name}\` failed to unmount`, error);
			}
		}
	}
}

/** How many islands are alive: for leak tests and the bench. */
export const liveCount = (): number => [...live.values()].reduce((sum, islandsOf) => sum + islandsOf.size, 0);

/** Mounts inserted content and unmounts removed content, whoever changed the page. */
export function observe(root: Node = document.body): MutationObserver {
	const observer = new MutationObserver((records) => {
		for (const record of records) {
			for (const node of record.removedNodes) if (node instanceof Element && !node.isConnected) unmount(node);
			for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) mount(node);
		}
	});
	observer.observe(root, { childList: true, subtree: true });
	return observer;
}
