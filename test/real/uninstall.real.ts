/**
 * Uninstalling the plugin with Joomla's installer gives the shop back to VirtueMart's own scripts, with
 * nothing of Vetrina left on its pages or on disk, and VirtueMart's add to cart popup working again.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { CART, HELMET } from './cart-helpers.ts';
import { describeRealShop } from './harness.ts';

const run = promisify(execFile);

describeRealShop('uninstalling the plugin (bs5)', {}, (harness) => {
	const site = () => readFileSync(join(harness.shop.root, 'run/site'), 'utf8').trim();
	const html = async (path: string) => (await (await harness.open(path)).page.request.get(harness.at(path))).text();
	const scripts = (page: string) => [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src!, 'http://shop').pathname);

	/** Joomla's `extension:remove`, answering its "are you sure?" with yes. */
	async function uninstall(): Promise<string> {
		const id = (await harness.shop.sql("SELECT extension_id FROM jvm_extensions WHERE element='vetrina' AND folder='system'")).trim();
		const removal = run('php', ['cli/joomla.php', 'extension:remove', id], { cwd: site() });
		removal.child.stdin?.end('yes\n');
		return (await removal).stdout;
	}

	it('loads Vetrina instead of VirtueMart’s scripts while installed', async () => {
		const page = await html(HELMET);
		expect(scripts(page)).toContain(`${harness.shop.base}/media/plg_system_vetrina/js/vetrina.js`);
		expect(scripts(page).filter((src) => src.includes('/com_virtuemart/assets/js/'))).toEqual([]);
	});

	it('leaves VirtueMart’s own front end, and nothing of Vetrina, once uninstalled', async () => {
		expect(await uninstall()).toContain('Extension removed!');
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
