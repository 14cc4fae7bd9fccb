/** When an island's code is fetched: at once, when the browser is idle, when seen, or when touched. */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction';

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

export const triggers: Record<Trigger, Wait> = {
	load: () => Promise.resolve(),
	// Page-wide: one idle callback serves every island waiting for it. A press anywhere comes first: the
	// islands start loading before its click, which `capture` then holds for them instead of losing it.
	idle: () =>
		(idle ??= new Promise((resolve) => {
			// Support: Safari has no requestIdleCallback.
			if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
			else setTimeout(resolve, 200);
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
	interaction: (el, signal) =>
		until(signal, (done) => {
			for (const type of interactions) el.addEventListener(type, done);
			return () => interactions.forEach((type) => el.removeEventListener(type, done));
		}),
};

export const isTrigger = (value: string | null): value is Trigger => !!value && value in triggers;
