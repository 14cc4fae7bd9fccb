/** When an island's code is fetched: at once, when the browser is idle, when seen, or when touched. */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction';

type Wait = (el: Element, signal: AbortSignal) => Promise<void>;

let idle: Promise<void> | undefined;

/** Resolves never when aborted: the island's mount point went away before it was needed. */
const until = (signal: AbortSignal, arm: (done: () => void) => () => void): Promise<void> =>
	new Promise((resolve) => {
		const disarm = arm(() => {
			disarm();
			resolve();
		});
		signal.addEventListener('abort', disarm, { once: true });
	});

const interactions = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

export const triggers: Record<Trigger, Wait> = {
	load: () => Promise.resolve(),
	// Page-wide: one idle callback serves every island waiting for it.
	idle: () =>
		(idle ??= new Promise((resolve) => {
			// Support: Safari has no requestIdleCallback.
			if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
			else setTimeout(resolve, 200);
		})),
	// Every browser of the build's targets has IntersectionObserver.
	visible: (el, signal) =>
		until(signal, (done) => {
			const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '200px' });
			observer.observe(el);
			return () => observer.disconnect();
		}),
	interaction: (el, signal) =>
		until(signal, (done) => {
			for (const type of interactions) el.addEventListener(type, done, { passive: true });
			return () => interactions.forEach((type) => el.removeEventListener(type, done));
		}),
};

export const isTrigger = (value: string | undefined): value is Trigger => value !== undefined && value in triggers;
