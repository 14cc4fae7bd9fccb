/** Replaced at build time by esbuild `define`: diagnostics are dropped from production bundles. */
declare const __DEV__: boolean;
