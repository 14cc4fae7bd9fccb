import { onResize } from '../../src/resize.ts';

/** Spec §4/§9: the header becomes sticky once the page is scrolled at least 122 px. */
const THRESHOLD = 122;

/**
 * Sticky header without layout shift: a placeholder keeps the header's height in the flow while the
 * header itself is fixed to the top of the window.
 */
export function mount(header: HTMLElement): () => void {
	const placeholder = document.createElement('div');
	placeholder.className = 'vetrina-sticky-placeholder';
	placeholder.setAttribute('aria-hidden', 'true');
	placeholder.hidden = true;
	header.before(placeholder);
	let sticky = false;
	let frame = 0;

	const update = () => {
		frame = 0;
		const next = window.scrollY >= THRESHOLD;
		if (next === sticky) return;
		sticky = next;
		if (next) placeholder.style.height = `${header.offsetHeight}px`;
		placeholder.hidden = !next;
		header.classList.toggle('vetrina-sticky', next);
		header.dataset.sticky = String(next);
	};
	const onScroll = () => {
		frame ||= requestAnimationFrame(update);
	};
	// The header's height changes with the layout: keep the reserved room equal to it.
	const stopResize = onResize(() => sticky && (placeholder.style.height = `${header.offsetHeight}px`));
	window.addEventListener('scroll', onScroll, { passive: true });
	// In the next frame, not now: reading the scroll position while islands are still changing the page
	// would force a layout of the whole page, then another one for the frame.
	onScroll();
	return () => {
		stopResize();
		cancelAnimationFrame(frame);
		window.removeEventListener('scroll', onScroll);
		placeholder.remove();
		header.classList.remove('vetrina-sticky');
		delete header.dataset.sticky;
	};
}
