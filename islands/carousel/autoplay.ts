import type { EmblaCarouselType } from 'embla-carousel';
import { t } from '../../src/i18n.ts';
import { prefersReducedMotion } from '../../src/motion.ts';
import { listen } from '../../src/listen.ts';

/** docs/behaviour.md#carousels: the manufacturer carousel moves every 5000 ms. */
export const AUTOPLAY_MS = 5000;

/**
 * Moves to the next page every `ms`, back to the first after the last. Paused while the pointer or
 * focus is in the carousel or the tab is hidden, and for good with its stop button; off under reduced
 * motion. Returns the teardown.
 */
export function autoplay(embla: EmblaCarouselType, root: HTMLElement, ms = AUTOPLAY_MS): () => void {
	if (prefersReducedMotion()) return () => {};
	let timer: ReturnType<typeof setInterval> | undefined;
	const holds = new Set<string>();
	const tick = () => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0));
	const run = () => {
		clearInterval(timer);
		timer = holds.size ? undefined : setInterval(tick, ms);
	};
	const hold = (reason: string, on: boolean) => () => {
		if (on) holds.add(reason);
		else holds.delete(reason);
		run();
	};
	const unlisten = [
		listen(root, {
			pointerenter: hold('hover', true),
			pointerleave: hold('hover', false),
			focusin: hold('focus', true),
			focusout: (event) => root.contains(event.relatedTarget as Node | null) || hold('focus', false)(),
		}),
		listen(document, { visibilitychange: () => hold('hidden', document.hidden)() }),
	];
	const stopButton = stopControl(root, (stopped) => hold('stopped', stopped)());
	run();
	return () => {
		clearInterval(timer);
		stopButton.remove();
		unlisten.forEach((stop) => stop());
	};
}

/** WCAG 2.2.2: a button that stops (and restarts) the rotation, not only while hovered or focused. */
function stopControl(root: HTMLElement, onToggle: (stopped: boolean) => void): HTMLButtonElement {
	const button = document.createElement('button');
	button.type = 'button';
	button.className = 'vetrina-carousel-stop';
	const show = (stopped: boolean) => {
		button.dataset.state = stopped ? 'stopped' : 'playing';
		button.setAttribute('aria-label', t(stopped ? 'carousel.play' : 'carousel.stop'));
	};
	button.addEventListener('click', () => {
		const stopped = button.dataset.state !== 'stopped';
		show(stopped);
		onToggle(stopped);
	});
	show(false);
	root.append(button);
	return button;
}
