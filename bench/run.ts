/**
 * `npm run bench`: builds nothing itself (package.json builds first), starts the reference shop and
 * Chromium, runs each scenario and writes bench/results/latest.json and latest.md.
 * Flags (`--name=value` or `--name value`): --quick (one run per figure), --runs=N, --only=<scenario>[,…],
 * --budget=<seconds> (default 540: a scenario past its share of it takes one run per figure from then
 * on), --publish (also write bench/latest.{json,md} and the results in docs/performance.md), --baseline=<git ref>
 * (instead of the scenarios: this build and that ref's side by side, default 7 runs, written to
 * bench/results/side-by-side.{json,md}), --stacks (instead of the scenarios: the 48-card category and the
 * product page with three front ends, Vetrina, the jQuery + VirtueMart 4.4 stack a stock shop loads (from
 * ../shared/old-stack, or OLD_STACK_DIR; without it the column is left out, with a message) and no
 * JavaScript, interleaved in rounds, default 7, at 4× CPU, with the main-thread time by kind; written to
 * bench/results/stacks.{json,md}; with --publish also to docs/performance.md), --real (with the stacks: the
 * same three on two real Joomla + VirtueMart shops booted from ../shared/realshop, after the demo shop's),
 * --real-only (the real shop's alone); --baseline=<git ref> with --real or --real-only: that ref's plugin on a
 * third real shop, a fourth front end in the same rounds (the demo shop's stacks leave it out); --pool (with the
 * stacks: this run's rounds counted with those of the last `--stacks` run of the same build, for medians over
 * two or more runs; bench/pooled-samples.ts); --lighthouse with --real (instead of the stacks: Lighthouse's mobile
 * run on three real shops, VirtueMart's own stack, the floor and Vetrina, in interleaved rounds, default 3,
 * written to bench/results/lighthouse-real.{json,md}).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { machine, startBench, type Bench } from './browser.ts';
import { TimeBudget } from './budget.ts';
import { prepareBaseline } from './baseline.ts';
import { publish, publishStacks, type StacksRun } from './publish.ts';
import { machineLine, resultMarkdown, tableMarkdown, type BenchResult, type Table } from './report.ts';
import { SamplePool } from './pooled-samples.ts';
import { sideBySide } from './side-by-side.ts';
import { realStacks } from './real-stacks.ts';
import { compareStacks, demoStacks } from './stacks.ts';
import { bytes } from './scenarios/bytes.ts';
import { interaction } from './scenarios/interaction.ts';
import { lighthouse, realLighthouse } from './scenarios/lighthouse.ts';
import { load } from './scenarios/load.ts';
import { memory } from './scenarios/memory.ts';
import { network } from './scenarios/network.ts';

const scenarios: Record<string, (bench: Bench) => Promise<Table[]>> = { bytes, load, interaction, network, memory, lighthouse };

/** Side by side and the stacks, fewer runs would make a median of noise. */
const COMPARISON_RUNS = 7;

function flags(argv: readonly string[]) {
	const value = (name: string) => {
		const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
		return at < 0 ? undefined : argv[at]!.includes('=') ? argv[at]!.slice(name.length + 3) : argv[at + 1];
	};
	const quick = argv.includes('--quick');
	const publish = argv.includes('--publish');
	const baseline = value('baseline');
	const realOnly = argv.includes('--real-only');
	const real = realOnly || argv.includes('--real');
	const stacks = real || argv.includes('--stacks');
	const lighthouse = argv.includes('--lighthouse');
	const only = value('only')?.split(',').filter(Boolean) ?? Object.keys(scenarios);
	const unknown = only.filter((id) => !(id in scenarios));
	if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}: use ${Object.keys(scenarios).join(', ')}`);
	// An A/B run's tables hold a second build: they are not the page's published results.
	if (publish && baseline) throw new Error('--publish does not go with --baseline');
	const pool = argv.includes('--pool');
	if (pool && !stacks) throw new Error('--pool goes with --stacks');
	const runs = Number(value('runs') ?? (quick ? 1 : lighthouse ? 3 : baseline || stacks ? COMPARISON_RUNS : 3));
	return { quick, publish, only, baseline, pool, stacks, lighthouse, demo: !realOnly, real, runs, budget: Number(value('budget') ?? 540) };
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
if (options.baseline && !options.real) {
	const baseline = await prepareBaseline(options.baseline);
	try {
		const bench = await startBench(budget);
		try {
			const head = { label: `this build (${commit()})`, shopUrl: bench.shopUrl };
			const named = baseline.commit.startsWith(options.baseline) ? '' : ` (${baseline.commit})`;
			const base = { label: `baseline ${options.baseline}${named}`, shopUrl: baseline.shopUrl };
			const table = await sideBySide(bench, head, base, options.runs);
			const markdown = `${tableMarkdown(table)}\n\nMachine: ${machineLine(machine(bench.browser.version()))}.\n`;
			mkdirSync('bench/results', { recursive: true });
			writeFileSync('bench/results/side-by-side.json', `${JSON.stringify({ date: new Date().toISOString(), table }, null, '\t')}\n`);
			writeFileSync('bench/results/side-by-side.md', markdown);
			console.log(markdown);
		} finally {
			await bench.close();
		}
	} finally {
		// The temporary worktree goes even when a measurement broke.
		await baseline.close();
	}
	process.exit(0);
}
if (options.real && options.lighthouse) {
	const tables = await realLighthouse(options.runs);
	const markdown = `${tables.map(tableMarkdown).join('\n\n')}\n\nCommit \`${commit()}\`.\n`;
	mkdirSync('bench/results', { recursive: true });
	writeFileSync('bench/results/lighthouse-real.json', `${JSON.stringify({ date: new Date().toISOString(), commit: commit(), tables }, null, '\t')}\n`);
	writeFileSync('bench/results/lighthouse-real.md', markdown);
	console.log(markdown);
	process.exit(0);
}
if (options.stacks) {
	// Refused before anything boots when the earlier run is of another build.
	const pool = new SamplePool(options.pool);
	// On the real shop the baseline is a fourth front end: its plugin on a shop of its own, in the same rounds.
	const baseline = options.baseline ? await prepareBaseline(options.baseline) : undefined;
	const bench = await startBench(budget).catch(async (error: unknown) => {
		await baseline?.close();
		throw error;
	});
	try {
		const named = baseline ? { label: `at ${options.baseline} (${baseline.commit})`, zip: baseline.zip } : undefined;
		const sites = [...(options.demo ? [() => demoStacks(bench)] : []), ...(options.real ? [() => realStacks(named)] : [])];
		const run: StacksRun = {
			date: new Date().toISOString(),
			commit: commit(),
			machine: machine(bench.browser.version()),
			runs: options.runs,
			pooledRuns: pool.runs,
			sites: [],
		};
		for (const site of sites) {
			const started = await site();
			run.sites.push({ id: started.id, tables: await compareStacks(bench, started, options.runs, pool) });
		}
		// A fresh clone has no results folder yet: made before the pool's samples, the first file written.
		mkdirSync('bench/results', { recursive: true });
		pool.save();
		const tables = run.sites.flatMap((site) => site.tables);
		const markdown = `${tables.map(tableMarkdown).join('\n\n')}\n\nMachine: ${machineLine(run.machine)}. Commit \`${run.commit}\`.\n`;
		writeFileSync(
			'bench/results/stacks.json',
			`${JSON.stringify({ date: run.date, commit: run.commit, machine: run.machine, runs: run.runs, tables }, null, '\t')}\n`,
		);
		writeFileSync('bench/results/stacks.md', markdown);
		if (options.publish) publishStacks(run);
		console.log(markdown);
	} finally {
		await bench.close();
		await baseline?.close();
	}
	process.exit(0);
}
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
