import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

// Data for islands travels as `<script type="application/json">` (variant lists): inert, so keep it;
// every other script goes.
purify.addHook('uponSanitizeElement', (node, data) => {
	if (data.tagName !== 'script') return;
	data.allowedTags.script = (node as Element).getAttribute('type') === 'application/json';
});
// Links that open a new window must not hand it our window.opener.
purify.addHook('afterSanitizeAttributes', (node) => {
	if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
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
