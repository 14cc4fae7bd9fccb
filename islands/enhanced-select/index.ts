import { type CSSProperties, createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { fieldTitle } from '../../src/field-title.ts';
import { uniqueId } from '../../src/ids.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { EnhancedSelect, formSelectClasses } from './enhanced-select.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/** A wrapping label's own words, without the select's options. */
const ownText = (label: HTMLLabelElement | undefined) =>
	label &&
	[...label.childNodes]
		.filter((n) => n.nodeType === Node.TEXT_NODE)
		.map((n) => n.textContent)
		.join(' ')
		.trim();

/**
 * The native select's box, for the widget to take its place without moving anything: its height, and
 * its width unless it fills its container (Bootstrap's block select; a toolbar's select is as wide as its
 * longest option). Read once, before it is hidden.
 */
function boxOf(select: HTMLSelectElement): { width: string; height: string } {
	const { width, height } = select.getBoundingClientRect();
	const container = select.parentElement;
	const style = container && getComputedStyle(container);
	const inner = container && style ? container.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) : 0;
	return { width: !container || width >= inner - 1 ? '' : `${width}px`, height: height ? `${height}px` : '' };
}

/** What makes a select look as it does, bar its padding (the control needs room for its own arrow). */
const LOOK = [
	'fontFamily',
	'fontSize',
	'fontWeight',
	'fontStyle',
	'color',
	'backgroundColor',
	...(['Top', 'Right', 'Bottom', 'Left'] as const).flatMap((side) => [`border${side}Width`, `border${side}Style`, `border${side}Color`] as const),
	'borderTopLeftRadius',
	'borderTopRightRadius',
	'borderBottomRightRadius',
	'borderBottomLeftRadius',
] as const;

/**
 * The look of a select the theme did not style as Bootstrap's `form-select` (legacy's and bs3's customfield
 * and address selects on Cassiopeia are the browser's own): `form-select`'s padding does not fit the box
 * measured on such a select, and would change how the page looks. Read once, before it is hidden. The
 * browser insets a select's text by about 4px and draws its arrow in about 1.25em at the end: the control
 * keeps that room.
 */
function plainLookOf(select: HTMLSelectElement): CSSProperties | undefined {
	if (select.multiple || formSelectClasses(select)) return undefined;
	const style = getComputedStyle(select);
	const look: Record<string, string> = Object.fromEntries(LOOK.map((property) => [property, style[property]]));
	return {
		...look,
		paddingTop: style.paddingTop,
		paddingBottom: style.paddingBottom,
		paddingLeft: `calc(${style.paddingLeft || '0px'} + 4px)`,
		paddingRight: `calc(${style.paddingRight || '0px'} + 1.25em)`,
	};
}

/**
 * Searchable select over a native select that stays in the form, hidden but present: it keeps the
 * value, submits it, and takes over again without JavaScript. The widget (React) goes right after it.
 * Not on a coarse pointer (a phone, a tablet), where the native select is the shopper's own picker.
 */
export function mount(select: HTMLElement): () => void {
	if (!(select instanceof HTMLSelectElement)) return () => {};
	// On a touch screen the phone's own picker beats any drawn list: the native select stays.
	if (window.matchMedia?.('(pointer: coarse)').matches) return () => {};
	const label = select.labels?.[0];
	const outside = label && !label.contains(select);
	if (outside) label.id ||= `${uniqueId('vetrina-select')}-label`;
	const name = outside ? undefined : select.getAttribute('aria-label') || ownText(label) || fieldTitle(select) || select.name;
	const saved = { tabindex: select.getAttribute('tabindex'), 'aria-hidden': select.getAttribute('aria-hidden') };
	const box = boxOf(select);
	const look = plainLookOf(select);
	const host = document.createElement('div');
	host.className = 'vetrina-select';
	// A plain select is as wide as its longest choice: the control, whose padding differs, keeps at least that
	// width and grows to its own text, not cutting the choice it shows.
	if (look && box.width) Object.assign(host.style, { width: 'auto', minWidth: box.width });
	else host.style.width = box.width;
	if (!select.multiple && box.height) {
		host.classList.add('vetrina-select--sized');
		host.style.setProperty('--vetrina-select-height', box.height);
	}
	// A keyboard shopper on the native select as it is hidden goes on from the widget that replaces it.
	const hadFocus = document.activeElement === select;
	select.after(host);
	select.classList.add('vetrina-select-native');
	select.tabIndex = -1;
	select.setAttribute('aria-hidden', 'true');
	const teardown = renderIsland(
		host,
		'enhanced-select',
		createElement(EnhancedSelect, { select, labelledBy: outside ? label.id : undefined, label: name, look }),
	);
	if (hadFocus) host.querySelector<HTMLElement>('[role="combobox"]')?.focus();
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
