/** Scenario 6: Lighthouse performance, accessibility and best-practices scores, once per page type. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouseRun from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, executablePath } from '../../test/chromium.ts';
import { fillCart, type Bench } from '../browser.ts';
import { pageTypes } from '../pages.ts';
import type { Table, Value } from '../report.ts';

const categories = ['performance', 'accessibility', 'best-practices'] as const;

const freePort = (): Promise<number> =>
	new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as { port: number };
			server.close(() => resolve(port));
		});
	});

export async function lighthouse(bench: Bench): Promise<Table[]> {
	// Our own Chromium with a debugging port for Lighthouse (no chrome-launcher); a persistent profile
	// so that the cart line added here is in the default context Lighthouse's tab opens in.
	const port = await freePort();
	const profile = mkdtempSync(join(tmpdir(), 'vetrina-lh-'));
	const context = await chromium.launchPersistentContext(profile, { executablePath, args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
	const rows: Value[][] = [];
	try {
		await fillCart(context, bench.shopUrl);
		for (const type of pageTypes) {
			const result = await lighthouseRun(new URL(type.path, bench.shopUrl).href, {
				port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [...categories],
				// Keep the session cookie: the cart page needs its line.
				disableStorageReset: true,
			});
			const lhr = result?.lhr;
			const score = (id: string) => {
				const value = lhr?.categories[id]?.score;
				return typeof value === 'number' ? Math.round(value * 100) : 'n/a';
			};
			const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
			rows.push([
				type.label,
				...categories.map(score),
				audit('first-contentful-paint'),
				audit('largest-contentful-paint'),
				audit('total-blocking-time'),
				audit('cumulative-layout-shift'),
			]);
		}
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}
	return [
		{
			id: 'lighthouse',
			title: '6. Lighthouse',
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'performance', unit: 'score' },
				{ label: 'accessibility', unit: 'score' },
				{ label: 'best practices', unit: 'score' },
				{ label: 'FCP', unit: 'ms' },
				{ label: 'LCP', unit: 'ms' },
				{ label: 'TBT', unit: 'ms' },
				{ label: 'CLS', unit: 'cls' },
			],
			rows,
			notes: [
				'Lighthouse defaults (mobile form factor, simulated throttling: 4× CPU, slow 4G), one run per page (Lighthouse on 2 cores is slow). The cart holds one line (storage reset disabled so the session survives).',
			],
		},
	];
}
