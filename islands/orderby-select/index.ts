import { listen } from '../../src/listen.ts';
import { navigate } from '../../src/safe-url.ts';

/**
 * The URL VirtueMart's inline jQuery sends the sort direction button to: it is printed nowhere else. The
 * plugin keeps that script as inert text where jQuery is gone; it is read here, never run.
 */
const DIRECTION_CLICK = /#vm-orderby-select['"]\)\.next\(['"]button['"]\)\.click\(function\s*\(\)\s*\{\s*window\.location\.href\s*=\s*"([^"]+)"/;

function directionUrl(): string | null {
	for (const script of document.querySelectorAll('script[type="text/plain"]')) {
		const found = DIRECTION_CLICK.exec(script.textContent ?? '');
		if (found) return found[1]!;
	}
	return null;
}

/**
 * bs5's sort selects (`#vm-orderby-select` for the field, `#vm-orderby-select-mf` for the manufacturer):
 * each option's value is the sorted listing's URL, which VirtueMart's inline jQuery went to on change;
 * without jQuery Vetrina goes there. The button beside the field's select, which reverses the direction, is
 * a mount point of its own: its first press, before any island has brought the core, starts it and is held
 * for it.
 */
export function mount(el: HTMLElement): () => void {
	if (el instanceof HTMLSelectElement) return listen(el, { change: () => void navigate(el.value) });
	const url = directionUrl();
	return url ? listen(el, { click: () => void navigate(url) }) : () => {};
}
