/** The code's modules and their imports, read as text: for the tests that hold the code's structure. */
import { readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Every module under `folder`, its tests too with `tests`. */
export function modules(folder: string, { tests = false } = {}): string[] {
	return readdirSync(folder, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name)))
		.map((entry) => normalize(join(entry.parentPath, entry.name)));
}

/** The relative modules a file imports or re-exports, `import type` and `export type` included. */
export function importsOf(file: string, source: string): string[] {
	const found = [...source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm)];
	return found.map((match) => normalize(join(dirname(file), (match[1] ?? match[2])!)));
}
