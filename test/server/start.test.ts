import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startShop } from '../../fixtures/server/index.ts';

describe('npm start', () => {
	it('says in one line that the port is busy, and exits 1, when another server holds it', { timeout: 30_000 }, async () => {
		const holder = await startShop({ port: 0 });
		const port = new URL(holder.url).port;
		try {
			const run = spawnSync(process.execPath, ['--import', 'tsx', 'fixtures/server/start.ts'], { env: { ...process.env, PORT: port }, encoding: 'utf8' });
			expect(run.status).toBe(1);
			expect(run.stdout).toBe('');
			expect(run.stderr).toBe(`Port ${port} on 127.0.0.1 is already in use: stop what holds it, or run with PORT=<another port> npm start.\n`);
		} finally {
			await holder.close();
		}
	});
});
