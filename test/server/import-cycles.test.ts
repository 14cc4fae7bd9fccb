/**
 * The code's modules import one another without a cycle, type-only imports included: a cycle means neither
 * module can be read (or evaluated) without the other, and a type-only one is where a value one starts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module of `src/` and `islands/`, tests and their helpers aside. */
function modules(folder: string): string[] {
	return readdirSync(folder, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name))
		.map((entry) => normalize(join(entry.parentPath, entry.name)));
}

/** The relative modules a file imports or re-exports, `import type` and `export type` included. */
function importsOf(file: string, source: string): string[] {
	const found = [...source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm)];
	return found.map((match) => normalize(join(dirname(file), (match[1] ?? match[2])!)));
}

/** The import cycles of a graph, each as the path around it from its first module back to it. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
	const cycles: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	const visit = (node: string) => {
		state.set(node, 'open');
		path.push(node);
		for (const next of graph.get(node) ?? []) {
			if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
			else if (!state.has(next)) visit(next);
		}
		path.pop();
		state.set(node, 'done');
	};
	for (const node of graph.keys()) if (!state.has(node)) visit(node);
	return cycles;
}

describe('the import graph of src/ and islands/', () => {
	it('finds a cycle where there is one, through a type-only import too', () => {
		const graph = new Map([
			['src/a.ts', importsOf('src/a.ts', "import type { B } from './b.ts';")],
			['src/b.ts', importsOf('src/b.ts', "import { c } from './c.ts';\nexport { a } from './a.ts';")],
			['src/c.ts', importsOf('src/c.ts', "import '../islands/x/index.ts';")],
		]);
		expect(cyclesOf(graph)).toEqual([['src/a.ts', 'src/b.ts', 'src/a.ts']]);
	});

	it('has no import cycle', () => {
		const files = [...modules('src'), ...modules('islands')];
		const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
		expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
	});
});
