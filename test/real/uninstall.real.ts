/**
 * Installing the plugin over itself (Joomla's update path) keeps the shoppers' wishlists and records the
 * schema version of its update files; uninstalling it with Joomla's installer gives the shop back to
 * VirtueMart's own scripts, with nothing of Vetrina left on its pages or on disk, and VirtueMart's add to
 * cart popup working again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CART, HELMET, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop } from './harness.ts';
import { PLUGIN_ZIP } from './shop.ts';

/** The version the zip's manifest carries (scripts/package.mjs stamps package.json's). */
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
const SHOPPER = { username: 'vetrina-upgrade', name: 'Carla Neri', password: 'Vetrina-Passw0rd!', email: 'carla.neri@example.it' };
const PLUGIN = "e.type='plugin' AND e.folder='system' AND e.element='vetrina'";

describeRealShop('installing over and uninstalling the plugin (bs5)', {}, (harness) => {
	const site = () => readFileSync(join(harness.shop.root, 'run/site'), 'utf8').trim();
	const html = async (path: string) => (await (await harness.open(path)).page.request.get(harness.at(path))).text();
	const scripts = (page: string) => [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src!, 'http://shop').pathname);
	const schema = async () =>
		(await harness.shop.sql(`SELECT s.version_id FROM jvm_schemas s JOIN jvm_extensions e USING (extension_id) WHERE ${PLUGIN}`)).trim();
	const wishlist = async () => (await harness.shop.sql('SELECT user_id, product_id FROM jvm_vetrina_wishlist ORDER BY product_id')).trim();

	it('installs over itself keeping the shoppers’ wishlists, its schema version recorded', async () => {
		const user = await harness.shop.addUser(SHOPPER);
		await harness.shop.sql(
			`INSERT INTO jvm_vetrina_wishlist (user_id, product_id, created) VALUES (${user}, ${PRODUCTS.helmet}, NOW()), (${user}, ${PRODUCTS.cap}, NOW())`,
		);
		const rows = `${user}\t${PRODUCTS.helmet}\n${user}\t${PRODUCTS.cap}`;
		// Joomla records the version of the newest update file when it installs.
		expect(await schema()).toBe(version);

		await harness.shop.install(PLUGIN_ZIP);
		expect(await wishlist()).toBe(rows);
		expect(await schema()).toBe(version);

		// An install made before the plugin had update files has no version recorded: the update runs every
		// file (the table's, which keeps what it holds) and records it.
		await harness.shop.sql(`DELETE s FROM jvm_schemas s JOIN jvm_extensions e USING (extension_id) WHERE ${PLUGIN}`);
		await harness.shop.install(PLUGIN_ZIP);
		expect(await wishlist()).toBe(rows);
		expect(await schema()).toBe(version);
		expect(await harness.shop.sql(`SELECT COUNT(*) FROM jvm_extensions e WHERE ${PLUGIN} AND e.enabled=1`)).toBe('1\n');
	});

	it('loads Vetrina instead of VirtueMart’s scripts while installed', async () => {
		const page = await html(HELMET);
		expect(scripts(page)).toContain(`${harness.shop.base}/media/plg_system_vetrina/js/vetrina.js`);
		expect(scripts(page).filter((src) => src.includes('/com_virtuemart/assets/js/'))).toEqual([]);
	});

	it('leaves VirtueMart’s own front end, and nothing of Vetrina, once uninstalled', async () => {
		expect(await harness.shop.uninstall()).toContain('Extension removed!');
		expect(await harness.shop.sql("SELECT COUNT(*) FROM jvm_extensions WHERE element='vetrina'")).toBe('0\n');
		expect(existsSync(join(site(), 'media/plg_system_vetrina'))).toBe(false);
		expect(existsSync(join(site(), 'plugins/system/vetrina'))).toBe(false);
		for (const [path, own] of [
			[HELMET, ['vmsite.js', 'vmprices.js', 'dynupdate.js']],
			[CART, ['vmsite.js']],
		] as const) {
			const page = await html(path);
			const names = scripts(page).map((src) => src.split('/').pop());
			expect(names).toEqual(expect.arrayContaining(['jquery.min.js', ...own]));
			expect(page.match(/plg_system_vetrina|"vetrina"\s*:|data-vetrina|data-island-state/gi)).toBeNull();
		}

		const { page, requests } = await harness.open(HELMET);
		await page.waitForFunction(() => typeof (window as { Virtuemart?: { product?: unknown } }).Virtuemart?.product === 'function');
		const added = page.waitForResponse((response) => response.url().includes('task=addJS'));
		await page.click('form.product button[name="addtocart"], form.product input[name="addtocart"]');
		const answer = await added;
		expect([answer.request().method(), JSON.parse(await answer.text()).stat]).toEqual(['POST', '1']);
		// VirtueMart's own popup (FancyBox) shows the answer.
		await expect.poll(() => page.locator('#fancybox-content').textContent()).toContain('Safety Helmet');
		expect(requests.filter((request) => request.url().includes('plg_system_vetrina'))).toEqual([]);
		await page.goto(harness.at(CART));
		expect(await page.locator('#checkoutForm').getByText('Safety Helmet').count()).toBeGreaterThan(0);
	});
});
