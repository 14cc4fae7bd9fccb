import { onResize } from '../../src/resize.ts';

/** docs/behaviour.md#menus-and-header: the header becomes sticky once the page is scrolled at least 122 px. */
const THRESHOLD = 122;

const clips = (el: Element): boolean => /hidden|clip|auto|scroll/.test(getComputedStyle(el).overflow);

/**
 * `position: sticky` holds the header at the top only while its parent is still on screen, and only
 * if no element between them clips or scrolls. A header whose parent runs to the end of the page (the
 * body, a page wrapper) sticks in place and keeps its own room. Otherwise it is fixed, and a placeholder
 * of its height keeps that room.
 */
function canStickInPlace(header: HTMLElement): boolean {
	const parent = header.parentElement;
	if (!parent) return false;
	for (let at: Element | null = parent; at && at !== document.documentElement; at = at.parentElement) {
		// The body's overflow goes to the viewport (it clips nothing of its own) unless the root sets its own.
		const toViewport = at === document.body && !clips(document.documentElement);
		if (!toViewport && clips(at)) return false;
	}
	return parent.getBoundingClientRect().bottom + header.offsetHeight >= document.documentElement.getBoundingClientRect().bottom;
}

/** Sticky header without layout shift: the header keeps its room in the flow while it sits at the top. */
export function mount(header: HTMLElement): () => void {
	let sticky = false;
	let frame = 0;
	// Made on the first stick, not at mount: a new sibling of the page's content makes the browser restyle
	// the whole page after it, in the middle of loading.
	let placeholder: HTMLElement | undefined;
	let inPlace: boolean | undefined;

	const reserve = () => {
		if (!placeholder) {
			placeholder = document.createElement('div');
			placeholder.className = 'vetrina-sticky-placeholder';
			placeholder.setAttribute('aria-hidden', 'true');
			header.before(placeholder);
		}
		placeholder.style.height = `${header.offsetHeight}px`;
		return placeholder;
	};
	const update = () => {
		frame = 0;
		const next = window.scrollY >= THRESHOLD;
		if (next === sticky) return;
		sticky = next;
		inPlace ??= canStickInPlace(header);
		if (!inPlace) reserve().hidden = !next;
		header.classList.toggle('vetrina-sticky', next);
		header.classList.toggle('vetrina-sticky--fixed', next && !inPlace);
		header.dataset.sticky = String(next);
	};
	const onScroll = () => {
		frame ||= requestAnimationFrame(update);
	};
	// The header's height changes with the layout: keep the reserved room equal to it.
	const stopResize = onResize(() => sticky && placeholder && reserve());
	window.addEventListener('scroll', onScroll, { passive: true });
	// In the next frame, not now: reading the scroll position while islands are still changing the page
	// would force a layout of the whole page, then another one for the frame.
	onScroll();
	return () => {
		stopResize();
		cancelAnimationFrame(frame);
		window.removeEventListener('scroll', onScroll);
		placeholder?.remove();
		header.classList.remove('vetrina-sticky', 'vetrina-sticky--fixed');
		delete header.dataset.sticky;
	};
}
