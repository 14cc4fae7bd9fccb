/** `--publish`: copies the results to bench/latest.{json,md} (committed) and into docs/performance.md's "Latest results". */
import { readFileSync, writeFileSync } from 'node:fs';
import { resultMarkdown, type BenchResult } from './report.ts';

const START = '<!-- bench:results -->';
const END = '<!-- /bench:results -->';

/** The docs' copy: every table but the per-file list of dist/ (bench/latest.md has it), one heading level down. */
export function docsBlock(result: BenchResult): string {
	const shown = { ...result, tables: result.tables.filter((t) => t.id !== 'dist') };
	return resultMarkdown(shown)
		.replace(/^## Bench results\n\n/, '')
		.replace(/^### /gm, '#### ');
}

export function publish(result: BenchResult, docPath = 'docs/performance.md'): void {
	writeFileSync('bench/latest.json', `${JSON.stringify(result, null, '\t')}\n`);
	writeFileSync('bench/latest.md', resultMarkdown(result));
	const doc = readFileSync(docPath, 'utf8');
	const from = doc.indexOf(START);
	const to = doc.indexOf(END);
	if (from < 0 || to < from) throw new Error(`${docPath} lacks the ${START} … ${END} markers`);
	writeFileSync(docPath, `${doc.slice(0, from + START.length)}\n${docsBlock(result)}\n${doc.slice(to)}`);
}
