import { defineConfig } from 'vitest/config';

export default defineConfig({
	define: { __DEV__: 'true' },
	test: {
		globals: true,
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
				test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.ts'] },
			},
			{
				extends: true,
				test: { name: 'budgets', environment: 'node', include: ['test/budgets.test.ts'] },
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
					// Browser timing on a shared 2-core machine: a test gets two more tries; a real defect fails all three.
					retry: 2,
				},
			},
		],
	},
});
