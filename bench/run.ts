/**
 * `npm run bench`: builds nothing itself (package.json builds first), starts the reference shop and
 * Chromium, runs each scenario and writes bench/results/latest.json and latest.md.
 * Flags: --quick (one run per figure), --runs=N, --only=<scenario>[,<scenario>…], --budget=<seconds>
 * (default 540: a scenario past its share of it takes one run per figure from then on), --publish (also
 * write bench/latest.{json,md} and the README's results).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { machine, startBench, type Bench } from './browser.ts';
import { TimeBudget } from './budget.ts';
import { publish } from './publish.ts';
import { resultMarkdown, type BenchResult, type Table } from './report.ts';
import { bytes } from './scenarios/bytes.ts';
import { interaction } from './scenarios/interaction.ts';
import { lighthouse } from './scenarios/lighthouse.ts';
import { load } from './scenarios/load.ts';
import { memory } from './scenarios/memory.ts';
import { network } from './scenarios/network.ts';

const scenarios: Record<string, (bench: Bench) => Promise<Table[]>> = { bytes, load, interaction, network, memory, lighthouse };

function flags(argv: readonly string[]) {
	const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
	const quick = argv.includes('--quick');
	const publish = argv.includes('--publish');
	const only = value('only')?.split(',').filter(Boolean) ?? Object.keys(scenarios);
	const unknown = only.filter((id) => !(id in scenarios));
	if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}: use ${Object.keys(scenarios).join(', ')}`);
	return { quick, publish, only, runs: Number(value('runs') ?? (quick ? 1 : 3)), budget: Number(value('budget') ?? 540) };
}

const commit = () => {
	try {
		return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
	} catch {
		return 'unknown';
	}
};

const options = flags(process.argv.slice(2));
const budget = new TimeBudget(options.runs, options.budget);
const bench = await startBench(budget);
const result: BenchResult = {
	date: new Date().toISOString(),
	commit: commit(),
	machine: machine(bench.browser.version()),
	options: { runs: options.runs, quick: options.quick, only: options.only, budget: options.budget },
	shortened: [],
	seconds: {},
	tables: [],
};
try {
	for (const id of options.only) {
		const started = performance.now();
		budget.begin(id);
		process.stderr.write(`[bench] ${id}…\n`);
		try {
			result.tables.push(...(await scenarios[id]!(bench)));
		} catch (error) {
			// One broken scenario must not cost the others their figures.
			console.error(`[bench] ${id} failed`, error);
			result.tables.push({ id, title: `${id}: failed`, columns: [{ label: 'error', unit: 'text' }], rows: [[String(error).split('\n')[0]!]], notes: [] });
		}
		result.seconds[id] = (performance.now() - started) / 1000;
		process.stderr.write(`[bench] ${id} done in ${Math.round(result.seconds[id]!)} s\n`);
	}
} finally {
	result.shortened = [...budget.shortened];
	await bench.close();
}

mkdirSync('bench/results', { recursive: true });
const markdown = resultMarkdown(result);
writeFileSync('bench/results/latest.json', `${JSON.stringify(result, null, '\t')}\n`);
writeFileSync('bench/results/latest.md', markdown);
if (options.publish) publish(result);
console.log(markdown);
