/**
 * Fetches a chunk and everything it imports side by side, instead of discovering each import when the file
 * before it has arrived: `<link rel=modulepreload>` for its scripts, `<link rel=stylesheet>` for the islands'
 * stylesheet (the core's; not render-blocking, added by script). build.mjs writes the manifest: chunk name
 * (`core`, `page`, `live-search`…) → files, relative to vetrina.js.
 */
let manifest: Record<string, string[]> | undefined;
/** `<rel><file>` of every link added: each file once per way of fetching it. */
const requested = new Set<string>();
const stylesheets: Promise<unknown>[] = [];

function link(chunk: string, prefetching: boolean): void {
	manifest ??= JSON.parse(__CHUNKS__) as Record<string, string[]>;
	for (const file of manifest[chunk] ?? []) {
		const css = file.endsWith('.css');
		const rel = prefetching ? 'prefetch' : css ? 'stylesheet' : 'modulepreload';
		if (requested.has(rel + file)) continue;
		requested.add(rel + file);
		const link = document.createElement('link');
		link.rel = rel;
		link.href = new URL(file, import.meta.url).href;
		// Fetched as a module script is (`crossorigin` anonymous: CORS, credentials for the same origin only): the import finds this copy.
		if (prefetching) link.crossOrigin = '';
		// Failed or not, it is done: an island without its look still works.
		else if (css) stylesheets.push(new Promise((done) => (link.onload = link.onerror = done)));
		document.head.append(link);
	}
}

export const preload = (chunk: string): void => link(chunk, false);

/**
 * Brings a chunk's files into the HTTP cache and no further, for an island due later (`preload` once it is):
 * a modulepreload compiles its module as it arrives, on the main thread, which a page's load would pay for an
 * island the shopper may never reach (the core: some 100 ms of Lighthouse's 4× CPU). Safari ignores prefetch:
 * there the code comes when the island is due.
 */
export const prefetch = (chunk: string): void => link(chunk, true);

/** Settles once every stylesheet preloaded so far has loaded or failed: an island drawn before would show unstyled. */
export const styled = (): Promise<unknown> => Promise.all(stylesheets);
