/**
 * The shared store's slices are written by their owners only: the cart's and the lists' actions (src/cart/,
 * src/lists/) and the request layer's busy slots (src/http.ts). Any other module, a test included, reads the
 * store, calls an action, or arranges a state through test/unit/shared-state.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modules } from './source-modules.ts';

const OWNERS = /^src\/(cart|lists)\/(?!.*\.test\.tsx?$)|^src\/http\.ts$|^src\/store\.ts$/;

/** The modules that write the store and are not its slices' owners. */
function strayWriters(sources: Map<string, string>): string[] {
	return [...sources]
		.filter(([file, source]) => !OWNERS.test(file) && (/\bwriteShared\b/.test(source) || /\bstore\s*(?:as\s+\w+[^)]*\))?\.setState\b/.test(source)))
		.map(([file]) => file);
}

describe('writes to the shared store', () => {
	it('names a module that writes the store outside its owners, a test too', () => {
		const sources = new Map([
			['src/cart/actions.ts', "import { writeShared } from '../store.ts';"],
			['src/http.ts', 'writeShared((state) => state);'],
			['src/cart/actions.test.ts', "import { writeShared } from '../store.ts';"],
			['islands/mini-cart/index.ts', 'store.setState({ cart });'],
			['islands/list-button/index.ts', 'store.getState().compare;'],
		]);
		expect(strayWriters(sources)).toEqual(['src/cart/actions.test.ts', 'islands/mini-cart/index.ts']);
	});

	it('come from the cart’s and the lists’ actions and the busy slots only', () => {
		const files = [...modules('src', { tests: true }), ...modules('islands', { tests: true })];
		expect(strayWriters(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])))).toEqual([]);
	});
});
