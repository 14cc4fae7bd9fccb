/**
 * Inline styles of server HTML under a strict `style-src`. A `style` attribute parsed from markup (by
 * innerHTML, a template, DOMParser: even into an inert document) is blocked and reported, while the same
 * declarations set through CSSOM are not. So sanitized HTML carries them in `STYLE_ATTRIBUTE`, and they
 * are set through CSSOM when its elements enter the page (or become React props), keeping the look.
 */
export const STYLE_ATTRIBUTE = 'data-vetrina-style';

/**
 * Declarations as the browser's CSS parser reads them, without a fixed or sticky position: nothing
 * inserted may pin itself over the page (a fixed overlay would take every click).
 */
export function safeDeclarations(css: string): CSSStyleDeclaration {
	const style = document.createElement('span').style;
	style.cssText = css;
	if (/fixed|sticky/i.test(style.position)) style.removeProperty('position');
	return style;
}

/** The names of the properties a declaration block sets. */
export const propertiesOf = (style: CSSStyleDeclaration): string[] => Array.from({ length: style.length }, (_, i) => style.item(i));

function apply(el: Element): void {
	const css = el.getAttribute(STYLE_ATTRIBUTE) ?? '';
	el.removeAttribute(STYLE_ATTRIBUTE);
	if (!(el instanceof HTMLElement || el instanceof SVGElement)) return;
	const from = safeDeclarations(css);
	for (const name of propertiesOf(from)) el.style.setProperty(name, from.getPropertyValue(name), from.getPropertyPriority(name));
}

/**
 * Sets the carried styles through CSSOM as elements enter the page, whoever inserts them (a fragment,
 * React's innerHTML): from a microtask, so before the next paint.
 */
export function watchStyles(root: Node = document.documentElement): void {
	const observer = new MutationObserver((records) => {
		for (const record of records) {
			for (const node of record.addedNodes) {
				if (!(node instanceof Element && node.isConnected)) continue;
				if (node.hasAttribute(STYLE_ATTRIBUTE)) apply(node);
				for (const el of node.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)) apply(el);
			}
		}
	});
	observer.observe(root, { childList: true, subtree: true });
}
