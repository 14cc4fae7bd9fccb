/**
 * `--stacks --pool`: the rounds of an earlier `--stacks` run of the same build, kept in
 * bench/results/stacks-samples.json, counted with this run's, so two runs give one median over all their rounds.
 * A run without `--pool` starts the file afresh.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'bench/results/stacks-samples.json';

/** What the pages are built from: the tracked product files at HEAD, and whether any differs from HEAD. */
const PRODUCT = ['src', 'islands', 'joomla', 'build.mjs', 'package-lock.json'];

export function buildFingerprint(): string {
	const tree = execFileSync('git', ['ls-tree', 'HEAD', '--', ...PRODUCT], { encoding: 'utf8' });
	const dirty = execFileSync('git', ['status', '--porcelain', '--', ...PRODUCT], { encoding: 'utf8' });
	const hash = execFileSync('git', ['hash-object', '--stdin'], { input: tree + dirty, encoding: 'utf8' }).trim();
	return dirty ? `${hash} (uncommitted changes)` : hash;
}

interface PoolFile {
	build: string;
	runs: number;
	/** Per table row, `<site>|<page>|<stack>`: every round's sample. */
	samples: Record<string, unknown[]>;
}

export class SamplePool {
	private readonly earlier: PoolFile;
	private readonly build = buildFingerprint();
	private readonly rows: Record<string, unknown[]> = {};

	/** With `pool`, the earlier run's rounds of this very build; a different build is refused, not mixed in. */
	constructor(pool: boolean) {
		this.earlier = { build: this.build, runs: 0, samples: {} };
		if (!pool) return;
		if (!existsSync(FILE)) throw new Error(`--pool: no earlier run in ${FILE}`);
		const saved = JSON.parse(readFileSync(FILE, 'utf8')) as PoolFile;
		if (saved.build !== this.build) throw new Error(`--pool: ${FILE} holds build ${saved.build}, this is ${this.build}`);
		if (this.build.endsWith('(uncommitted changes)')) throw new Error('--pool: commit the product files first, a dirty build cannot be told apart');
		this.earlier = saved;
	}

	/** How many runs the figures come from, this one included. */
	get runs(): number {
		return this.earlier.runs + 1;
	}

	/** The earlier rounds of this row followed by this run's; kept for `save`. */
	pooled<Sample>(key: string, fresh: readonly Sample[]): Sample[] {
		const all = [...((this.earlier.samples[key] as Sample[] | undefined) ?? []), ...fresh];
		this.rows[key] = all;
		return all;
	}

	save(): void {
		writeFileSync(FILE, `${JSON.stringify({ build: this.build, runs: this.runs, samples: this.rows } satisfies PoolFile)}\n`);
	}
}
