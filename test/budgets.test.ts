import { readdirSync, readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { islands } from '../src/islands.ts';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Byte budgets (issue 8): deterministic, so CI enforces them. `npm test` builds dist/ first.
const KB = 1024;
const BOOTSTRAP = 3 * KB;
const ISLAND = 8 * KB;
const PRODUCT_PAGE = 120 * KB;

interface Output {
	imports: { path: string; kind: string }[];
	entryPoint?: string;
	bytes: number;
}
const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, Output> };
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A file and what it imports statically: what the browser fetches before it runs. */
function closure(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file)) return seen;
	seen.add(file);
	for (const dep of meta.outputs[file]?.imports ?? []) if (dep.kind === 'import-statement') closure(dep.path, seen);
	return seen;
}
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
const islandChunks = Object.entries(meta.outputs).filter(([, out]) => out.entryPoint?.startsWith('islands/'));

describe('byte budgets (gzip)', () => {
	it(`bootstrap with its static imports ≤ ${BOOTSTRAP} B and without React`, () => {
		const files = closure('dist/vetrina.js');
		const size = sum(files);
		expect(size, `dist/vetrina.js and its imports are ${size} B gzip, over the bootstrap budget of ${BOOTSTRAP} B`).toBeLessThanOrEqual(BOOTSTRAP);
		for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/react\.element|__SECRET_INTERNALS|i18next/);
	});

	it.each(islandChunks.map(([file, out]) => [out.entryPoint!, file]))(`island %s ≤ ${ISLAND} B`, (_, file) => {
		const size = gzip(file);
		expect(size, `${file} is ${size} B gzip, over the island budget of ${ISLAND} B`).toBeLessThanOrEqual(ISLAND);
	});

	const productPages = readdirSync('fixtures/pages').filter((name) => name.startsWith('product'));

	it.each(productPages)(`the product page %s with every island mounted ≤ ${PRODUCT_PAGE} B`, (name) => {
		const { document } = new Window({ url: 'http://127.0.0.1/' });
		document.write(readFileSync(`fixtures/pages/${name}`, 'utf8'));
		const chunkOf = (island: string) => islandChunks.find(([, out]) => out.entryPoint === `islands/${island}/index.ts`)?.[0];
		const files = closure('dist/vetrina.js');
		for (const [island, spec] of Object.entries(islands)) {
			const chunk = chunkOf(island);
			// What mounting needs; code an island imports on use (React for a dialog) comes later
			// and is reported by the bench as "everything reachable".
			if (chunk && document.querySelector(spec.selector)) closure(chunk, files);
		}
		const size = sum(files);
		expect(size, `${name} loads ${size} B gzip of JavaScript, over the product page budget of ${PRODUCT_PAGE} B`).toBeLessThanOrEqual(PRODUCT_PAGE);
	});
});
