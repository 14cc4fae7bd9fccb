/**
 * The folder names under `islands/`, comma-separated, set at build time: an island's string keys start
 * with its name. A string, not an array: esbuild inlines a string define but gives an array a shared module.
 */
declare const __ISLAND_NAMES__: string;
/**
 * The chunk manifest, set at build time (a JSON string, for the reason above): chunk name → the files it
 * needs, itself first, relative to vetrina.js. `src/preload.ts` reads it.
 */
declare const __CHUNKS__: string;
