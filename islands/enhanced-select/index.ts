import { createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { EnhancedSelect } from './enhanced-select.tsx';
import { strings } from './strings.ts';

registerStrings(strings);
let selects = 0;

/** A wrapping label's own words, without the select's options. */
const ownText = (label: HTMLLabelElement | undefined) =>
	label &&
	[...label.childNodes]
		.filter((n) => n.nodeType === Node.TEXT_NODE)
		.map((n) => n.textContent)
		.join(' ')
		.trim();

function fillsContainer(select: HTMLSelectElement): boolean {
	const container = select.parentElement;
	if (!container) return true;
	const style = getComputedStyle(container);
	const inner = container.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
	return select.offsetWidth >= inner - 1;
}

/**
 * Searchable select over a native select that stays in the form, hidden but present: it keeps the
 * value, submits it, and takes over again without JavaScript. The widget (React) goes right after it.
 */
export function mount(select: HTMLElement): () => void {
	if (!(select instanceof HTMLSelectElement)) return () => {};
	const label = select.labels?.[0];
	const outside = label && !label.contains(select);
	if (outside) label.id ||= `vetrina-select-${++selects}-label`;
	const name = outside ? undefined : select.getAttribute('aria-label') || ownText(label) || select.name;
	const saved = { tabindex: select.getAttribute('tabindex'), 'aria-hidden': select.getAttribute('aria-hidden') };
	const host = document.createElement('div');
	// As wide as the select was: its container's width (Bootstrap's block select), or its own (a toolbar's
	// `width: auto` select, as wide as its longest option): read once, before it is hidden.
	host.className = fillsContainer(select) ? 'vetrina-select' : 'vetrina-select vetrina-select--own-width';
	select.after(host);
	select.classList.add('vetrina-select-native');
	select.tabIndex = -1;
	select.setAttribute('aria-hidden', 'true');
	const teardown = renderIsland(host, 'enhanced-select', createElement(EnhancedSelect, { select, labelledBy: outside ? label.id : undefined, label: name }));
	return () => {
		teardown();
		host.remove();
		select.classList.remove('vetrina-select-native');
		for (const [attribute, value] of Object.entries(saved)) {
			if (value === null) select.removeAttribute(attribute);
			else select.setAttribute(attribute, value);
		}
	};
}
