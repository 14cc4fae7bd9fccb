import { store, type Politeness } from './store.ts';

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
 * The live regions read the store's last announcement. The text is cleared first and set on the next
 * frame, so the same message said twice is announced twice.
 */
store.subscribe(({ announcement }, previous) => {
	if (!announcement || announcement === previous.announcement) return;
	const el = region(announcement.politeness);
	el.textContent = '';
	requestAnimationFrame(() => (el.textContent = announcement.text));
});

/** Tells screen-reader users about an asynchronous result. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
	store.setState({ announcement: { text, politeness } });
}
