/** `--publish`: copies the results to bench/latest.{json,md} (committed) and into the README's Performance section. */
import { readFileSync, writeFileSync } from 'node:fs';
import { resultMarkdown, type BenchResult } from './report.ts';

const START = '<!-- bench:results -->';
const END = '<!-- /bench:results -->';

/** The README's copy: every table but the per-file list of dist/ (bench/latest.md has it), one heading level down. */
export function readmeBlock(result: BenchResult): string {
	const shown = { ...result, tables: result.tables.filter((t) => t.id !== 'dist') };
	return resultMarkdown(shown)
		.replace(/^## Bench results\n\n/, '')
		.replace(/^### /gm, '#### ');
}

export function publish(result: BenchResult, readmePath = 'README.md'): void {
	writeFileSync('bench/latest.json', `${JSON.stringify(result, null, '\t')}\n`);
	writeFileSync('bench/latest.md', resultMarkdown(result));
	const readme = readFileSync(readmePath, 'utf8');
	const from = readme.indexOf(START);
	const to = readme.indexOf(END);
	if (from < 0 || to < from) throw new Error(`${readmePath} lacks the ${START} … ${END} markers`);
	writeFileSync(readmePath, `${readme.slice(0, from + START.length)}\n${readmeBlock(result)}\n${readme.slice(to)}`);
}
