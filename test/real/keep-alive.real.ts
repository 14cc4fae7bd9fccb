/**
 * A shopper's session kept alive while the cart holds products, on a shop of its own without Joomla's login
 * module (which brings Joomla's keep-alive wherever it shows). VirtueMart asked for its own keep-alive there, a
 * jQuery script that goes with its files: without a stand-in, a guest who read a page for longer than the
 * session's lifetime lost the cart.
 */
import { beforeAll, expect, it } from 'vitest';
import { fillCart, HELMET, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop } from './harness.ts';

const JOOMLA_KEEP_ALIVE = 'script[src*="/media/system/js/keepalive"]';

describeRealShop('the session kept alive while the cart holds products', { subFolder: true }, (harness) => {
	beforeAll(async () => {
		await harness.shop.sql(`UPDATE jvm_modules SET published = 0 WHERE module = 'mod_login'`);
	});

	it("keeps it with Joomla's own keep-alive, VirtueMart's jQuery one gone, and only once the cart holds a product", async () => {
		const { page, requests } = await harness.open(HELMET, {}, (context) => context.clock.install());
		expect([await page.locator('form.mod-login').count(), await page.locator(JOOMLA_KEEP_ALIVE).count()]).toEqual([0, 0]);

		await fillCart(harness, page, [[PRODUCTS.helmet, 1]]);
		await page.reload();
		expect(await page.locator(JOOMLA_KEEP_ALIVE).count()).toBe(1);
		expect(await page.locator('script[src*="vmkeepalive"]').count()).toBe(0);
		const { interval, uri } = await page.evaluate(() =>
			(window as unknown as { Joomla: { getOptions: (key: string) => { interval: number; uri: string } } }).Joomla.getOptions('system.keepalive'),
		);
		// The session's lifetime less a minute, as Joomla sets it: the sample's hour.
		expect([interval, uri]).toEqual([59 * 60 * 1000, `${harness.shop.base}/index.php/component/ajax?format=json`]);

		// A shopper who reads the page for an hour: the session is asked for once more.
		requests.length = 0;
		const isPing = (url: string) => url === harness.at(uri.slice(harness.shop.base.length));
		const ping = page.waitForRequest((request) => isPing(request.url()));
		await page.clock.fastForward('01:00:00');
		await ping;
		expect(requests.filter((request) => isPing(request.url())).map((request) => request.method())).toEqual(['POST']);
	});
});
