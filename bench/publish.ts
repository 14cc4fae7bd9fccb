/**
 * `--publish`: copies the results to bench/latest.{json,md} (committed) and into docs/performance.md's "Latest
 * results"; the stacks' runs go into that page too, each shop's between its own markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { machineLine, resultMarkdown, tableMarkdown, type BenchResult, type Machine, type Table } from './report.ts';

const DOC = 'docs/performance.md';

/** One `--stacks` run: each shop's tables under the id of its first table (`stacks`, `stacks-real`). */
export interface StacksRun {
	date: string;
	commit: string;
	machine: Machine;
	runs: number;
	/** How many runs' rounds the figures count, this one's included. */
	pooledRuns: number;
	sites: { id: string; tables: Table[] }[];
}

/** The docs' copy: every table but the per-file list of dist/ (bench/latest.md has it), one heading level down. */
export function docsBlock(result: BenchResult): string {
	const shown = { ...result, tables: result.tables.filter((t) => t.id !== 'dist') };
	return resultMarkdown(shown)
		.replace(/^## Bench results\n\n/, '')
		.replace(/^### /gm, '#### ');
}

/** Replaces what stands between `<!-- bench:<id> -->` and `<!-- /bench:<id> -->` in the page. */
function replaceBlock(docPath: string, id: string, block: string): void {
	const start = `<!-- bench:${id} -->`;
	const end = `<!-- /bench:${id} -->`;
	const doc = readFileSync(docPath, 'utf8');
	const from = doc.indexOf(start);
	const to = doc.indexOf(end);
	if (from < 0 || to < from) throw new Error(`${docPath} lacks the ${start} … ${end} markers`);
	writeFileSync(docPath, `${doc.slice(0, from + start.length)}\n${block}\n${doc.slice(to)}`);
}

export function publish(result: BenchResult, docPath = DOC): void {
	writeFileSync('bench/latest.json', `${JSON.stringify(result, null, '\t')}\n`);
	writeFileSync('bench/latest.md', resultMarkdown(result));
	replaceBlock(docPath, 'results', docsBlock(result));
}

export function stacksBlock(run: StacksRun, tables: readonly Table[]): string {
	const rounds = run.pooledRuns > 1 ? `${run.pooledRuns} runs pooled (${run.runs} rounds in the last)` : `${run.runs} round(s)`;
	const head = `Run ${run.date} at commit \`${run.commit}\`, ${rounds}; figures are median (min–max) over all the rounds.\n\nMachine: ${machineLine(run.machine)}.`;
	return [head, ...tables.map((t) => tableMarkdown(t).replace(/^### /gm, '#### '))].join('\n\n');
}

export function publishStacks(run: StacksRun, docPath = DOC): void {
	for (const site of run.sites) replaceBlock(docPath, site.id, stacksBlock(run, site.tables));
}
