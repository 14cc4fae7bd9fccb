/**
 * Fetches a chunk and everything it imports side by side, instead of discovering each import when the file
 * before it has arrived: `<link rel=modulepreload>` for its scripts, `<link rel=stylesheet>` for the islands'
 * stylesheet (the core's; not render-blocking, added by script). build.mjs writes the manifest: chunk name
 * (`core`, `page`, `live-search`…) → files, relative to vetrina.js.
 */
let manifest: Record<string, string[]> | undefined;
const requested = new Set<string>();
const stylesheets: Promise<unknown>[] = [];

export function preload(chunk: string): void {
	manifest ??= JSON.parse(__CHUNKS__) as Record<string, string[]>;
	for (const file of manifest[chunk] ?? []) {
		if (requested.has(file)) continue;
		requested.add(file);
		const link = document.createElement('link');
		link.href = new URL(file, import.meta.url).href;
		if (file.endsWith('.css')) {
			link.rel = 'stylesheet';
			// Failed or not, it is done: an island without its look still works.
			stylesheets.push(new Promise((done) => (link.onload = link.onerror = done)));
		} else link.rel = 'modulepreload';
		document.head.append(link);
	}
}

/** Settles once every stylesheet preloaded so far has loaded or failed: an island drawn before would show unstyled. */
export const styled = (): Promise<unknown> => Promise.all(stylesheets);
