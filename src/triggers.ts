import { PageName } from './page-names.ts';

/**
 * When an island's code is fetched: at once, when the browser is idle, when seen, when touched, or (shared)
 * when touched or when another island brings the core.
 */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction' | 'shared';

type Wait = (el: Element, signal: AbortSignal) => Promise<void>;

let idle: Promise<void> | undefined;
let seen: IntersectionObserver | undefined;
/** What each element seen calls: its islands' triggers. */
const seeing = new Map<Element, Set<() => void>>();

/** Resolves never when aborted: the island's mount point went away before it was needed. */
const until = (signal: AbortSignal, arm: (done: () => void) => () => void): Promise<void> =>
	new Promise((resolve) => {
		const disarm = arm(() => {
			disarm();
			resolve();
		});
		signal.addEventListener('abort', disarm, { once: true });
	});

// Hover and focus. A press (pointer down, key down, click) in any mount point not yet due starts its island
// through `capture`, before the click reaches anyone: not listened to here.
const interactions = ['pointerover', 'focusin'] as const;

/** The browser's next idle moment, 2 s at the latest. */
const idleMoment = (then: () => void) =>
	// Support: Safari has no requestIdleCallback.
	'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200);

const touched = (el: Element, done: () => void) => {
	for (const type of interactions) el.addEventListener(type, done);
	return () => interactions.forEach((type) => el.removeEventListener(type, done));
};

let coreDue: () => void;
/** Resolves when the core is on its way for an island (`coreWanted`), or at once when a granted login handed an add over (a list island sends it). */
const withCore = new Promise<void>((resolve) => {
	coreDue = resolve;
	try {
		if (sessionStorage.getItem(PageName.ResumedAdd)) resolve();
	} catch {
		// Storage refused: nothing was handed over.
	}
});

/** An island is due: the core is fetched for it, and the islands that show what it changes come along. */
export const coreWanted = (): void => coreDue();

export const triggers: Record<Trigger, Wait> = {
	load: () => Promise.resolve(),
	// Page-wide: one idle callback serves every island waiting for it. A press anywhere comes first: the
	// islands start loading before its click, which `capture` then holds for them instead of losing it.
	idle: () =>
		(idle ??= new Promise((resolve) => {
			idleMoment(resolve);
			for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => resolve(), true);
		})),
	// Every browser of the build's targets has IntersectionObserver. One for the page: a listing's 48
	// cards have some 300 mount points, and each observer costs its own intersection pass every frame.
	visible: (el, signal) =>
		until(signal, (done) => {
			seen ??= new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && seeing.get(e.target)?.forEach((call) => call())), {
				rootMargin: '200px',
			});
			const calls = seeing.get(el) ?? new Set();
			seeing.set(el, calls.add(done));
			seen.observe(el);
			return () => {
				calls.delete(done);
				if (calls.size) return;
				seeing.delete(el);
				seen!.unobserve(el);
			};
		}),
	interaction: (el, signal) => until(signal, (done) => touched(el, done)),
	// Islands whose server markup works and is right as printed (header lists, the cart module, the login link,
	// the cookie banner, sort selects) cost nothing until the shopper reaches for them; once the core is on
	// the page for another island, they mount too, to show what that island changes (a cart add, a list add).
	shared: (el, signal) =>
		until(signal, (done) => {
			let armed = true;
			// After the island that brought the core, which mounts first: the shopper's press is answered first.
			void withCore.then(() => idleMoment(() => armed && done()));
			// Back from the back/forward cache, what the page shows may be old: marked to be fetched as it mounts.
			const restored = (event: PageTransitionEvent) => {
				if (!event.persisted) return;
				el.setAttribute('data-refresh', 'load');
				done();
			};
			addEventListener('pageshow', restored);
			const untouched = touched(el, done);
			return () => {
				armed = false;
				removeEventListener('pageshow', restored);
				untouched();
			};
		}),
};

export const isTrigger = (value: string | null): value is Trigger => !!value && value in triggers;
