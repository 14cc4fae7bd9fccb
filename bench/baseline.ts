/**
 * The baseline of `npm run bench -- --baseline <ref>`: that ref built in a temporary worktree under
 * /tmp (its own `node build.mjs`, this checkout's node_modules through a symlink) and served by its own
 * demo shop, so each build meets the server markup it was written for.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export interface Baseline {
	/** The ref as given and the commit it names. */
	ref: string;
	commit: string;
	shopUrl: string;
	/** The baseline's plugin zip (its own `scripts/package.mjs`), for the real shop's comparison. */
	zip: string;
	close(): Promise<void>;
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** Starts the baseline's demo shop on a free port and resolves with its url once it listens. */
function startShop(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
	const child = spawn(process.execPath, [join(dir, 'node_modules/tsx/dist/cli.mjs'), 'fixtures/server/start.ts'], {
		cwd: dir,
		env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const stop = () =>
		new Promise<void>((done) => {
			if (child.exitCode !== null) return done();
			child.once('exit', () => done());
			child.kill('SIGTERM');
		});
	return new Promise((resolve, reject) => {
		let out = '';
		child.stdout.on('data', (chunk: Buffer) => {
			out += chunk.toString();
			const url = /https?:\/\/[\w.:-]+/.exec(out)?.[0];
			if (url) resolve({ url, stop });
		});
		child.once('exit', (code) => reject(new Error(`the baseline shop exited (${code}) before listening: ${out}`)));
	});
}

export async function prepareBaseline(ref: string): Promise<Baseline> {
	const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
	const dir = `/tmp/vetrina-baseline-${commit.slice(0, 12)}`;
	// A run that was killed leaves its worktree behind: start clean (--force: its entry may outlive it).
	if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
	git('worktree', 'add', '--quiet', '--force', '--detach', dir, commit);
	const removeWorktree = () => void git('worktree', 'remove', '--force', dir);
	try {
		symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
		process.stderr.write(`[bench] building the baseline ${ref} (${commit.slice(0, 7)}) in ${dir}…\n`);
		execFileSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
		execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
		const shop = await startShop(dir);
		return {
			ref,
			commit: commit.slice(0, 7),
			shopUrl: shop.url,
			zip: join(dir, 'dist/plg_system_vetrina.zip'),
			close: async () => {
				await shop.stop();
				removeWorktree();
			},
		};
	} catch (error) {
		removeWorktree();
		throw error;
	}
}
