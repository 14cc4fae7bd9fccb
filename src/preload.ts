/**
 * `<link rel=modulepreload>` for a chunk and everything it imports, so the browser fetches them side by side
 * instead of discovering each import when the file before it has arrived. build.mjs writes the manifest:
 * chunk name (`core`, `page`, `live-search`…) → files, relative to vetrina.js.
 */
let manifest: Record<string, string[]> | undefined;
const requested = new Set<string>();

export function preload(chunk: string): void {
	manifest ??= JSON.parse(__CHUNKS__) as Record<string, string[]>;
	for (const file of manifest[chunk] ?? []) {
		if (requested.has(file)) continue;
		requested.add(file);
		const link = document.createElement('link');
		link.rel = 'modulepreload';
		link.href = new URL(file, import.meta.url).href;
		document.head.append(link);
	}
}
