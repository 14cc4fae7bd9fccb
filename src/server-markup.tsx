/**
 * Server markup, the one way Vetrina takes HTML from the server: sanitized (DOMPurify, loaded with the first
 * call) with its inline styles carried through CSSOM; theme markup read once and drawn again by React: the
 * island renders the very tags, classes and attributes the server printed (no layout shift, theme CSS still
 * applies), and takes over only the elements it owns (a quantity field and its buttons, price lines, a cart
 * line's controls); and server HTML sent later drawn as React elements (`ServerHtml`).
 */
import type { DOMPurify as Purifier } from 'dompurify';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';

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

/**
 * The sanitizer, fetched (its own chunk) and set up when the first server call starts:
 * a page whose islands take over only their own markup never downloads it. `http.ts` hands no answer
 * over before it is in, so whatever sanitizes an answer finds it ready; a sanitize call before then
 * throws, never returns the HTML as it came.
 */
let purifier: Purifier | undefined;
let loading: Promise<void> | undefined;

function setUp(purify: Purifier): void {
	// Data for islands travels as `<script type="application/json">` (variant lists): inert, so keep it;
	// every other script goes.
	purify.addHook('uponSanitizeElement', (node, data) => {
		if (data.tagName !== 'script') return;
		data.allowedTags.script = (node as Element).getAttribute('type') === 'application/json';
	});
	// Links that open a new window must not hand it our window.opener. Content keeps its inline styles,
	// carried in a data attribute (a `style` attribute `disarm` missed included) for `watchStyles` to set.
	purify.addHook('afterSanitizeAttributes', (node) => {
		if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
		if (!(node instanceof Element && node.hasAttribute('style'))) return;
		node.setAttribute(STYLE_ATTRIBUTE, node.getAttribute('style') ?? '');
		node.removeAttribute('style');
	});
	watchStyles();
	// Set once: a config passed to each call is parsed (its allow-lists copied) each call, and a listing
	// page sanitizes hundreds of fragments as it mounts.
	purify.setConfig({ ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'base', 'meta', 'link'] });
	purifier = purify;
}

/**
 * Fetches and sets up the sanitizer, once; resolves when it is ready. Setting it up is long work
 * (docs/performance.md#measurements-behind-the-code), so it is done when a call starts (or a press is about
 * to start one), not at load. A failed fetch rejects, and the next call tries again.
 */
export function loadSanitizer(): Promise<void> {
	loading ??= import('dompurify').then(
		({ default: DOMPurify }) => setUp(DOMPurify(window)),
		(error: unknown) => {
			loading = undefined;
			throw error;
		},
	);
	return loading;
}

function purify(): Purifier {
	if (!purifier) throw new Error('[vetrina] server HTML to sanitize before the sanitizer loaded: not inserted');
	return purifier;
}

/** Sets the sanitizer up ahead of an answer the shopper is about to wait for (a press on add to cart). */
export const prepareSanitizer = (): void => void loadSanitizer().catch(() => undefined);

const commentStyleOrStartTag =
	/<!--(?:-?>|[\s\S]*?(?:--!?>|$))|<style(?=[\t\n\f\r />])(?:"[^"]*"?|'[^']*'?|[^"'>])*>[\s\S]*?(?:<\/style\s*>|$)|<[a-z](?:"[^"]*"?|'[^']*'?|[^"'>])*/gi;
const inlineName = /("[^"]*"?|'[^']*'?)|(?<=[\t\n\f\r /"'])(on[a-z]+|style)(?=[\t\n\f\r ]*=)/gi;

/**
 * Chromium reports a CSP violation for every inline handler, `style` attribute and `<style>` element
 * it *parses*, even into an inert document (a page's `<style>` carries that answer's nonce, never this
 * page's), so a strict-CSP shop would get reports each time server HTML is sanitized. `<style>`
 * elements (which the sanitizer drops anyway) are cut first, and attributes outside quoted values
 * renamed: handlers to `x-on…`, which the sanitizer drops, styles to `STYLE_ATTRIBUTE`, which carries
 * them. Safety does not rest on this: a handler it misses is still removed by DOMPurify, and a style
 * still carried.
 */
export function disarm(html: string): string {
	return html.replace(commentStyleOrStartTag, (tag) => {
		if (tag.startsWith('<!')) return tag;
		if (/^<style[\t\n\f\r />]/i.test(tag)) return '';
		return tag.replace(inlineName, (match, quoted?: string) => quoted ?? (match.toLowerCase() === 'style' ? STYLE_ATTRIBUTE : `x-${match}`));
	});
}

/** Server HTML made safe to insert: no script, no handler, no `javascript:` URL, no `style` attribute (its styles carried). */
export function sanitizeHtml(html: string): string {
	return purify().sanitize(disarm(html));
}

/** Server HTML made safe and parsed (inert, in a template), ready to insert. */
export function sanitizeToFragment(html: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = sanitizeHtml(html);
	return template.content;
}

/** A whole server page parsed inertly, for reading its text (its title). */
export function parseInert(html: string): Document {
	return new DOMParser().parseFromString(disarm(html), 'text/html');
}

/** Byte-order marks anywhere in server HTML render as stray characters: drop them all. */
export const stripBoms = (text: string): string => text.replace(/\uFEFF/g, '');

export interface ServerElement {
	source: Element;
	tag: string;
	props: Record<string, unknown>;
	/** Read only in and around owned elements; any other element is drawn empty and given the server's own child nodes. */
	children: Array<ServerElement | string> | null;
}

/** Attribute names React spells differently; `value` and `checked` stay uncontrolled. */
const reactNames: Record<string, string> = {
	class: 'className',
	for: 'htmlFor',
	tabindex: 'tabIndex',
	readonly: 'readOnly',
	maxlength: 'maxLength',
	minlength: 'minLength',
	autocomplete: 'autoComplete',
	autofocus: 'autoFocus',
	inputmode: 'inputMode',
	enterkeyhint: 'enterKeyHint',
	contenteditable: 'contentEditable',
	novalidate: 'noValidate',
	formnovalidate: 'formNoValidate',
};
/** Boolean attributes: present means true, whatever their value (`hidden=""` would read as false). */
const booleans = new Set([
	'disabled',
	'readOnly',
	'required',
	'hidden',
	'open',
	'selected',
	'autoFocus',
	'multiple',
	'defaultChecked',
	'noValidate',
	'formNoValidate',
]);
const fields = new Set(['input', 'textarea', 'select']);

const camel = (name: string) => (name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

/** An element's attributes as React props. */
export function propsOf(el: Element): Record<string, unknown> {
	const props: Record<string, unknown> = {};
	for (const { name, value } of el.attributes) {
		// Inline handlers are dropped: the island handles the events, and a strict CSP forbids them anyway.
		if (name.startsWith('on')) continue;
		// React sets styles through CSSOM, which a strict CSP allows; sanitized HTML carries them in a data attribute.
		if (name === 'style' || name === STYLE_ATTRIBUTE) {
			const style = name === 'style' ? (el as HTMLElement).style : safeDeclarations(value);
			props.style = Object.fromEntries(propertiesOf(style).map((property) => [camel(property), style.getPropertyValue(property)]));
			continue;
		}
		let prop = reactNames[name] ?? name;
		if (fields.has(el.localName) && (name === 'value' || name === 'checked')) prop = name === 'value' ? 'defaultValue' : 'defaultChecked';
		props[prop] = booleans.has(prop) ? true : value;
	}
	return props;
}

/** Reads `container`'s children; `owns` marks the elements the island draws itself. */
export function readMarkup(container: Element, owns: (el: Element) => boolean): Array<ServerElement | string> {
	// One pass finds the owned elements and every element around them: a listing page reads 48 forms,
	// so no search below each element.
	const owned = new Set([...container.querySelectorAll('*')].filter(owns));
	const around = new Set<Element>();
	for (const el of owned) for (let up = el.parentElement; up && up !== container && !around.has(up); up = up.parentElement) around.add(up);
	const read = (el: Element): ServerElement => {
		const children = owned.has(el) || around.has(el) ? childrenOf(el) : null;
		return { source: el, tag: el.localName, props: propsOf(el), children };
	};
	const childrenOf = (parent: Element): Array<ServerElement | string> =>
		[...parent.childNodes].flatMap(
			(node): Array<ServerElement | string> => (node instanceof Element ? [read(node)] : node.nodeType === Node.TEXT_NODE ? [node.textContent ?? ''] : []),
		);
	return childrenOf(container);
}

/** Every element read, with the element it was read in (undefined at the top). */
export function* walk(nodes: Array<ServerElement | string>, parent?: ServerElement): Generator<[ServerElement, ServerElement | undefined]> {
	for (const node of nodes) {
		if (typeof node === 'string') continue;
		yield [node, parent];
		if (node.children) yield* walk(node.children, node);
	}
}

const adopters = new WeakMap<Element, (copy: Element | null) => (() => void) | undefined>();
/**
 * The ref that gives React's copy of a server element the server's own child nodes (its text, its
 * icon), and gives them back when React removes it. What the island does not draw is the page's own
 * markup, neither serialized nor parsed again (for a listing page's 48 forms that cost more than
 * rendering them), and what theme scripts bound to it stays bound. Server HTML from an answer is
 * another matter: `ServerHtml` sanitizes it. One ref per element: React calls a new ref function on
 * every render.
 */
export function adoptChildren(source: Element): (copy: Element | null) => (() => void) | undefined {
	let adopt = adopters.get(source);
	if (!adopt) {
		adopt = (copy) => {
			if (!copy) return undefined;
			copy.append(...source.childNodes);
			return () => source.append(...copy.childNodes);
		};
		adopters.set(source, adopt);
	}
	return adopt;
}

/** The island's drawing of an owned element, or undefined to draw it as the server did. */
export type Own = (node: ServerElement, drawChildren: () => ReactNode) => ReactNode | undefined;

/** Draws one server element as printed; an element the island owns is drawn by `own`. */
export function drawNode(node: ServerElement | string, own: Own, key: number): ReactNode {
	if (typeof node === 'string') return node;
	const drawChildren = (): ReactNode => node.children?.map((child, index) => drawNode(child, own, index));
	const owned = own(node, drawChildren);
	if (owned !== undefined) return createElement(Fragment, { key }, owned);
	if (node.children) return createElement(node.tag, { ...node.props, key }, node.children.length ? drawChildren() : undefined);
	// The same ref on every render (its children are in React's copy by then: the source has none left).
	return createElement(node.tag, { ...node.props, key, ref: adoptChildren(node.source) });
}

/** Draws `nodes` (what `readMarkup` read). */
export function ServerMarkup({ nodes, own }: { nodes: Array<ServerElement | string>; own: Own }): ReactNode {
	return nodes.map((node, index) => drawNode(node, own, index));
}

/**
 * Whether a control the server printed has an accessible name (ARIA name; a field's label; a button's title,
 * text or, for a button input, value): stock templates print icon-only buttons the island then names.
 */
export function hasName(el: Element): boolean {
	if (el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')) return true;
	// A field named by its title alone is not named enough (axe: label-title-only).
	if (el instanceof HTMLInputElement && el.type !== 'button') return Boolean(el.labels?.length);
	return Boolean(el.getAttribute('title') || (el instanceof HTMLInputElement ? el.value : el.textContent?.trim()));
}

export interface ServerHtmlProps {
	/** Sanitized HTML. */
	html: string;
	/** Props the island adds to a top-level element (handlers, state); `top` holds them all. */
	extra?: (el: Element, top: Element[]) => Record<string, unknown> | undefined;
}

/**
 * Server HTML rendered as React elements at its top level (the element tags, classes and attributes
 * the server printed, with the island's state and handlers added), each one's content as HTML. Nested
 * islands inside that content keep their own roots: React never reconciles it, only replaces it when
 * the server sends a different one.
 */
export function ServerHtml({ html, extra }: ServerHtmlProps): ReactNode {
	const nodes = useMemo(() => {
		const template = document.createElement('template');
		template.innerHTML = html;
		return [...template.content.childNodes];
	}, [html]);
	const top = nodes.filter((node): node is Element => node instanceof Element);
	return nodes.map((node, index) => {
		if (node instanceof Element) {
			const content = node.innerHTML ? { dangerouslySetInnerHTML: { __html: node.innerHTML } } : {};
			return createElement(node.localName, { key: index, ...propsOf(node), ...extra?.(node, top), ...content });
		}
		return node.nodeType === Node.TEXT_NODE ? node.textContent : null;
	});
}
