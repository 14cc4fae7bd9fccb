// Lighthouse accessibility scores of the reference shop (docs/testing.md#accessibility). Not part of `npm test`: Lighthouse
// on two cores is slow. Run: `node build.mjs && npx tsx test/lighthouse-a11y.mjs` (exit code 1 below 100).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from '../fixtures/server/index.ts';

const PAGES = {
	home: '/',
	category: '/prodotti/abrasivi/dischi-abrasivi',
	product: '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-1pz-detail',
	cart: '/index.php?option=com_virtuemart&view=cart',
};

const shop = await startShop({ port: 0 });
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const results = [];
try {
	for (const [name, path] of Object.entries(PAGES)) {
		// The cart shows its lines only with something in it: add a product in the browser's own session.
		if (name === 'cart')
			await fetchInChrome(
				chrome.port,
				`${shop.url}/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json&virtuemart_product_id[]=1&quantity[]=2`,
			);
		const { lhr } = await lighthouse(`${shop.url}${path}`, {
			port: chrome.port,
			onlyCategories: ['accessibility'],
			output: 'json',
			logLevel: 'error',
			disableStorageReset: true,
		});
		const failed = Object.values(lhr.audits)
			.filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
			.map((a) => a.id);
		results.push({ name, score: Math.round(lhr.categories.accessibility.score * 100), failed });
		console.log(`${name.padEnd(9)} ${String(results.at(-1).score).padStart(3)}${failed.length ? `  failing: ${failed.join(', ')}` : ''}`);
	}
} finally {
	await chrome.kill();
	await shop.close();
}
process.exit(results.every((r) => r.score === 100) ? 0 : 1);

/** Opens `url` in the launched Chromium (same profile as Lighthouse), so its cookies and session are shared. */
async function fetchInChrome(port, url) {
	const target = await (await fetch(`http://127.0.0.1:${port}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' })).json();
	await new Promise((resolve) => setTimeout(resolve, 3000));
	await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
}
