/**
 * Resolves a server-given URL and accepts it only for http(s) on this page's origin: a navigation
 * or frame must never go to `javascript:`, `data:` or another site.
 */
export function safeUrl(raw: string | null | undefined, base: string = document.baseURI): URL | null {
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses (`java\tscript:` parses as `javascript:`).
	if (!raw || /[\u0000-\u001F]/.test(raw)) return null;
	let url: URL;
	try {
		url = new URL(raw.trim(), base);
	} catch {
		return null;
	}
	const sameOrigin = url.origin === window.location.origin;
	return sameOrigin && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

/** Goes to a server-given URL if it is safe; returns whether it went. */
export function navigate(raw: string | null | undefined, win: Window = window): boolean {
	const url = safeUrl(raw);
	if (!url) {
		console.warn('[vetrina] refused to navigate to', raw);
		return false;
	}
	win.location.assign(url.href);
	return true;
}
