import { expect, it } from 'vitest';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();

// The tier's own senses: an exception the page throws, and a rejection nobody handles, reach `errors()` in
// every engine (its driver's events, or the hook the shop serves first), and they survive a navigation.
forEachEngine((browsing) => {
	it('sees an uncaught exception and an unhandled rejection of the page, across a navigation', async () => {
		const tab = await browsing.engine.open();
		try {
			await tab.goto(shop.at('/'));
			await tab.evaluate(() => {
				setTimeout(() => {
					throw new Error('thrown by the page');
				});
				void Promise.reject(new Error('rejected by the page'));
			}, null);
			// The next task: the throw (queued first) has happened, and the rejection has gone unhandled.
			await tab.evaluate(() => new Promise((done) => setTimeout(done)), null);
			await tab.goto(shop.at('/prodotti'));
			expect((await tab.errors()).map((message) => message.replace(/^(Uncaught )?(Error: )?/, '')).sort()).toEqual([
				'rejected by the page',
				'thrown by the page',
			]);
		} finally {
			await tab.close();
		}
	});
});
