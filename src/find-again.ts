/**
 * How an element is found again once the markup around it is drawn anew: the server's by an island's
 * (`renderIsland` carries typed text and focus over, the bootstrap replays held clicks on it) or by an
 * answer's (in-place content and cart updates put focus and edits back). One way for all of them, so
 * they agree on what "the same element" is.
 *
 * An element is known by its keys, surest first: its name, its id, its tag and classes, each with its
 * rank among the elements of the root it matches. It is found again by the first key that finds an
 * element at its rank: a variant switch renames a field (`field[2][…]` → `field[3][…]`) but keeps its
 * id; an island may draw a field with an id of its own but keeps its name.
 */
export type Place = Array<[key: string, rank: number]>;

/** Where `el` stands in `root`. */
export function placeOf(el: Element, root: ParentNode): Place {
	const name = el.getAttribute('name');
	const keys = [
		name && `${el.localName}[name="${CSS.escape(name)}"]`,
		el.id && `#${CSS.escape(el.id)}`,
		el.localName + [...el.classList].map((c) => `.${CSS.escape(c)}`).join(''),
	];
	return keys.filter((key) => key).map((key) => [key as string, [...root.querySelectorAll(key as string)].indexOf(el)]);
}

/** The element that stands at `place` in `root` now, if any. */
export const findAgain = (root: ParentNode, place: Place): HTMLElement | undefined =>
	place.map(([key, rank]) => root.querySelectorAll<HTMLElement>(key)[rank]).find((found) => found);
