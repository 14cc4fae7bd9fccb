/**
 * How an element is found again in markup drawn anew (the server's, then an island's): by name, id,
 * or tag and classes. `renderIsland` carries fields over by it; the bootstrap replays held clicks by it.
 */
export function keyOf(el: Element): string {
	const name = el.getAttribute('name');
	if (name) return `${el.localName}[name="${CSS.escape(name)}"]`;
	if (el.id) return `#${CSS.escape(el.id)}`;
	return [el.localName, ...[...el.classList].map((c) => `.${CSS.escape(c)}`)].join('');
}
