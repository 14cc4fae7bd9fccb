import { describe, expect, it } from 'vitest';
import { islands } from '../../src/islands.ts';
import { islandsSettled, useShop } from './harness.ts';
import { chunkOf, islandChunks } from './island-chunks.ts';
import { loadEveryIsland } from './load-islands.ts';

describe('the bootstrap', () => {
	const shop = useShop();

	describe.each(['/', '/prodotti/fissaggi', '/index.php?option=com_virtuemart&view=cart'])('on %s', (path) => {
		it('fetches exactly the chunks carrying the islands whose mount points the page has, and mounts them', async () => {
			const { page, errors, requests } = await shop.open(path);
			// Bring every lazy mount point into view so that visible-triggered islands load too.
			await loadEveryIsland(page);
			await islandsSettled(page);
			const present = await page.evaluate(
				(selectors) =>
					Object.entries(selectors)
						.filter(([, selector]) => document.querySelector(selector))
						.map(([name]) => name),
				Object.fromEntries(Object.entries(islands).map(([name, spec]) => [name, spec.selector])),
			);
			const fetched = requests.map((request) => new URL(request.url()).pathname.replace('/media/vetrina/', '')).filter((file) => islandChunks.has(file));
			expect(present.length).toBeGreaterThan(0);
			expect(new Set(fetched)).toEqual(new Set(present.map(chunkOf)));
			const states = await page.$$eval('[data-island-state]', (els) => els.map((el) => el.getAttribute('data-island-state')));
			expect(states.length).toBeGreaterThan(0);
			expect(states.filter((state) => state !== 'ready')).toEqual([]);
			expect(errors).toEqual([]);
		});
	});

	it('keeps React and i18next out of the first script the page runs', async () => {
		const { page, requests } = await shop.open('/');
		await islandsSettled(page);
		const bootstrap = requests.find((request) => request.url().endsWith('/media/vetrina/vetrina.js'));
		const body = await (await bootstrap!.response())!.text();
		expect(body).not.toMatch(/react|i18next/i);
	});

	it('exposes the integrators API', async () => {
		const { page } = await shop.open('/');
		const api = await page.evaluate(() => Object.keys(window.Vetrina ?? {}).sort());
		expect(api).toEqual(['liveCount', 'mount', 'on', 'unmount']);
	});
});
