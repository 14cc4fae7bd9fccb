import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

// Data for islands travels as `<script type="application/json">` (variant lists): inert, so keep it;
// every other script goes.
purify.addHook('uponSanitizeElement', (node, data) => {
	if (data.tagName !== 'script') return;
	data.allowedTags.script = (node as Element).getAttribute('type') === 'application/json';
});
// Links that open a new window must not hand it our window.opener. Content keeps its inline styles,
// but nothing in it may pin itself over the page (a fixed overlay would take every click).
purify.addHook('afterSanitizeAttributes', (node) => {
	if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
	const style = (node as HTMLElement).style;
	if (style && /fixed|sticky/i.test(style.position)) style.removeProperty('position');
});

const options = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'base', 'meta', 'link'] };

/** Server HTML made safe to insert: no script, no handler, no `javascript:` URL. */
export function sanitizeHtml(html: string): string {
	return purify.sanitize(html, options);
}

/** Server HTML made safe and parsed, ready to insert. */
export function sanitizeToFragment(html: string): DocumentFragment {
	return purify.sanitize(html, { ...options, RETURN_DOM_FRAGMENT: true });
}
