import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

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
	// but nothing in it may pin itself over the page (a fixed overlay would take every click).
	purifier.addHook('afterSanitizeAttributes', (node) => {
		if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
		const style = (node as HTMLElement).style;
		if (style && /fixed|sticky/i.test(style.position)) style.removeProperty('position');
	});
	// Set once: a config passed to each call is parsed (its allow-lists copied) each call, and a listing
	// page sanitizes hundreds of fragments as it mounts.
	purifier.setConfig({ ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'base', 'meta', 'link'] });
	return purifier;
}

/** Sets the sanitizer up ahead of an answer the shopper is about to wait for (a press on add to cart). */
export const prepareSanitizer = (): void => void purify();

const commentOrStartTag = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))|<[a-z](?:"[^"]*"?|'[^']*'?|[^"'>])*/gi;
const handlerName = /("[^"]*"?|'[^']*'?)|(?<=[\t\n\f\r /"'])on(?=[a-z]+[\t\n\f\r ]*=)/gi;

/**
 * Chromium reports a CSP violation for every inline handler it *parses*, even into an inert document,
 * so a strict-CSP shop would get a report each time hostile HTML is sanitized. Handler attributes
 * outside quoted values are renamed first (to `x-on…`, which the sanitizer drops). Safety does not
 * rest on this: a handler it misses is still removed by DOMPurify.
 */
export function disarmHandlers(html: string): string {
	return html.replace(commentOrStartTag, (tag) => (tag.startsWith('<!') ? tag : tag.replace(handlerName, (match, quoted?: string) => quoted ?? `x-${match}`)));
}

/** Server HTML made safe to insert: no script, no handler, no `javascript:` URL. */
export function sanitizeHtml(html: string): string {
	return purify().sanitize(disarmHandlers(html));
}

/** Server HTML made safe and parsed (inert, in a template), ready to insert. */
export function sanitizeToFragment(html: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = sanitizeHtml(html);
	return template.content;
}

/** A whole server page parsed inertly, for reading its text (its title). */
export function parseInert(html: string): Document {
	return new DOMParser().parseFromString(disarmHandlers(html), 'text/html');
}
