export type Politeness = 'polite' | 'assertive';

const regions = new Map<Politeness, HTMLElement>();

function region(politeness: Politeness): HTMLElement {
	let el = regions.get(politeness);
	if (!el?.isConnected) {
		el = document.createElement('div');
		el.className = 'vetrina-sr-only';
		el.setAttribute('aria-live', politeness);
		el.setAttribute('aria-atomic', 'true');
		el.dataset.vetrinaAnnouncer = politeness;
		document.body.append(el);
		regions.set(politeness, el);
	}
	return el;
}

/**
 * Tells screen-reader users about an asynchronous result, in the live region of its politeness. The
 * text is cleared first and set on the next frame, so the same message said twice is announced twice.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
	const el = region(politeness);
	el.textContent = '';
	requestAnimationFrame(() => (el.textContent = text));
}
