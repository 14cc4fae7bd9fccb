import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The committed pages under fixtures/pages/ are what the unit tests and the budgets read as "what the shop
// prints": they must be exactly what `npm run fixtures:pages` prints today, or those tests test a past shop.
const fresh = mkdtempSync(join(tmpdir(), 'vetrina-pages-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

// Tracked files only: a fresh clone holds nothing else, and a QA page dropped there by hand is not a fixture.
const committed = execFileSync('git', ['ls-files', 'fixtures/pages'], { encoding: 'utf8' })
	.split('\n')
	.filter((path) => path.endsWith('.html'))
	.map((path) => path.slice('fixtures/pages/'.length))
	.sort();

describe('saved pages (fixtures/pages/)', () => {
	it('are exactly what npm run fixtures:pages prints (run it and commit the result when this fails)', { timeout: 60_000 }, () => {
		execFileSync(process.execPath, ['--import', 'tsx', 'fixtures/server/save-pages.ts', `--out=${fresh}`], { stdio: 'pipe' });
		const printed = readdirSync(fresh).sort();
		expect(committed, 'the committed page names').toEqual(printed);
		const stale = printed.filter((name) => readFileSync(join(fresh, name), 'utf8') !== readFileSync(join('fixtures/pages', name), 'utf8'));
		expect(stale, 'pages that differ from what the shop prints now').toEqual([]);
	});
});
