/**
 * The code's modules import one another without a cycle, type-only imports included: a cycle means neither
 * module can be read (or evaluated) without the other, and a type-only one is where a value one starts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsOf, modules } from './source-modules.ts';

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
