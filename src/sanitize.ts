import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { STYLE_ATTRIBUTE, watchStyles } from './inline-styles.ts';

/**
 * The sanitizer, made on first use: setting it up (its allow-lists, its hooks) costs ~50 ms at 4× CPU,
 * and a page whose islands take over only their own markup may never need it.
 */
let purifier: Purifier | undefined;
function purify(): Purifier {
	if (purifier) return purifier;
	purifier = DOMPurify(window);
	// Data for islands travels as `<script type="application/json">` (variant lists): inert, so keep it;
	// every other script goes.
	purifier.addHook('uponSanitizeElement', (node, data) => {
		if (data.tagName !== 'script') return;
		data.allowedTags.script = (node as Element).getAttribute('type') === 'application/json';
	});
	// Links that open a new window must not hand it our window.opener. Content keeps its inline styles,
	// carried in a data attribute (a `style` attribute `disarm` missed included) for `watchStyles` to set.
	purifier.addHook('afterSanitizeAttributes', (node) => {
		if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
		if (!(node instanceof Element && node.hasAttribute('style'))) return;
		node.setAttribute(STYLE_ATTRIBUTE, node.getAttribute('style') ?? '');
		node.removeAttribute('style');
	});
	watchStyles();
	// Set once: a config passed to each call is parsed (its allow-lists copied) each call, and a listing
	// page sanitizes hundreds of fragments as it mounts.
	purifier.setConfig({ ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'base', 'meta', 'link'] });
	return purifier;
}

/** Sets the sanitizer up ahead of an answer the shopper is about to wait for (a press on add to cart). */
export const prepareSanitizer = (): void => void purify();

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
