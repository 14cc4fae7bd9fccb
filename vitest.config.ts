import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const islandNames = readdirSync('islands', { withFileTypes: true })
	.filter((d) => d.isDirectory())
	.map((d) => d.name)
	.sort();

/** A stand-in for the chunk manifest build.mjs writes into the bootstrap (src/preload.test.ts reads it). */
const chunks = {
	core: ['chunks/core-T.js', 'chunks/chunk-T.js'],
	page: ['chunks/page-T.js', 'chunks/chunk-T.js'],
	styled: ['chunks/styled-T.js', 'chunks/styled-T.css'],
};

export default defineConfig({
	define: { __ISLAND_NAMES__: JSON.stringify(islandNames.join(',')), __CHUNKS__: JSON.stringify(JSON.stringify(chunks)) },
	test: {
		globals: true,
		// No retries anywhere: a retry hides the timing faults the browser suites exist to catch, and would
		// start on the page the failed try left open. Tests wait on the page's own signals instead.
		retry: 0,
		// A page's signal may come late on a busy machine (CI's has two cores and runs two browsers): an
		// `expect.poll` waits up to 10 s for it instead of vitest's 1 s. A poll that holds returns at once.
		expect: { poll: { timeout: 10_000 } },
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					environment: 'happy-dom',
					include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
					setupFiles: ['test/unit/setup.ts'],
				},
			},
			{
				extends: true,
				// Runs the plugin's PHP and the demo shop: a process or a server per test, slow on a busy machine.
				test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.ts'], testTimeout: 30_000 },
			},
			{
				extends: true,
				// Measured in Chromium: one browser, page loads of a few seconds each.
				test: { name: 'budgets', environment: 'node', include: ['test/budgets.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
			},
			{
				extends: true,
				test: {
					name: 'e2e',
					environment: 'node',
					include: ['test/e2e/**/*.e2e.ts'],
					testTimeout: 30_000,
					hookTimeout: 30_000,
					// Two cores: one Chromium per worker keeps the machine responsive. Its own worker limit
					// needs its own group: the browser suites run after the others.
					maxWorkers: 2,
					sequence: { groupOrder: 1 },
				},
			},
			{
				extends: true,
				test: {
					name: 'real',
					environment: 'node',
					include: ['test/real/**/*.real.ts'],
					globalSetup: ['test/real/global-setup.ts'],
					testTimeout: 60_000,
					// A block boots a real Joomla + VirtueMart shop (MariaDB and PHP) before its journeys.
					hookTimeout: 180_000,
					maxWorkers: 2,
					sequence: { groupOrder: 2 },
				},
			},
			{
				extends: true,
				test: {
					name: 'browsers',
					environment: 'node',
					include: ['test/browsers/**/*.browsers.ts'],
					// Each file runs its journeys in Chromium, Firefox and WebKit in turn: three launches, and a
					// WebKit session (a MiniBrowser) per test.
					testTimeout: 60_000,
					hookTimeout: 60_000,
					maxWorkers: 2,
					sequence: { groupOrder: 3 },
				},
			},
		],
	},
});
