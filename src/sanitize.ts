import type { DOMPurify as Purifier } from 'dompurify';

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
