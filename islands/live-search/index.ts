import { createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { uniqueId } from '../../src/ids.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { LiveSearch } from './live-search.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * Live search on a search form. The form and its field stay the server's (native submit, hidden
 * inputs, what was typed before the island was ready); the island draws the suggestion list.
 */
export function mount(form: HTMLElement): () => void {
	const input = form.querySelector<HTMLInputElement>('input[name="keyword"]');
	if (!(form instanceof HTMLFormElement) || !input) return () => {};
	const minChars = Math.max(1, Number.parseInt(input.dataset.minchars ?? '', 10) || 2);
	// Beside the form, not in it: themes clip the field's rounded box (overflow: hidden). The host is
	// `display: contents`, so it adds no box (and no flex gap) to the theme's layout.
	const host = document.createElement('div');
	host.className = 'vetrina-search-host';
	form.after(host);
	const parent = form.parentElement;
	const unpositioned = parent && getComputedStyle(parent).position === 'static';
	if (unpositioned) parent.style.position = 'relative';
	const unmount = renderIsland(host, 'live-search', createElement(LiveSearch, { form, input, id: uniqueId('live-search'), minChars }));
	return () => {
		unmount();
		host.remove();
		if (unpositioned) parent.style.removeProperty('position');
	};
}
