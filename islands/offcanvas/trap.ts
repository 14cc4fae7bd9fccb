/**
 * Makes everything outside `keep` inert (no focus, no clicks, hidden from screen readers) and returns
 * the undo. Only the body's children that were not inert already are touched.
 */
export function inertOutside(keep: Element[]): () => void {
	const touched = [...document.body.children].filter(
		(child): child is HTMLElement =>
			child instanceof HTMLElement && !child.inert && !keep.some((k) => child === k || child.contains(k)) && !child.matches('[data-vetrina-announcer]'),
	);
	for (const child of touched) child.inert = true;
	return () => touched.forEach((child) => (child.inert = false));
}
