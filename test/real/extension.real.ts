/**
 * The plugin as a site owner meets it in Joomla's installer and update manager: refused, with its reason in
 * the owner's language, on a site without the range it states; installed over the previous release with its
 * settings and tables kept; found by Joomla's update check on its update server. And VirtueMart's scripts
 * found through VirtueMart: a template's overrides of them go as VirtueMart's own do.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip, writeZip } from '../../scripts/zip.mjs';
import { HELMET } from './cart-helpers.ts';
import { describeRealShop, type RealHarness } from './harness.ts';
import { freePort, PLUGIN_ZIP } from './shop.ts';
import { visit } from './visit.ts';

const REPOSITORY = resolve(import.meta.dirname, '../..');
/** The release before this one's range and update server: its zip is built from this commit. */
const PREVIOUS_RELEASE = '96ae1e9';
const pkg = JSON.parse(readFileSync(join(REPOSITORY, 'package.json'), 'utf8')) as { version: string; supports: Record<string, string> };

/** The zip `npm run package` built at a commit of the repository's history, in a folder of its own. */
function zipOfCommit(commit: string): string {
	const folder = mkdtempSync(join(tmpdir(), 'vetrina-release-'));
	execFileSync('sh', ['-c', `git -C "${REPOSITORY}" archive "${commit}" | tar -x -C "${folder}"`]);
	symlinkSync(join(REPOSITORY, 'node_modules'), join(folder, 'node_modules'));
	execFileSync(process.execPath, ['build.mjs'], { cwd: folder, stdio: 'pipe' });
	execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: folder, stdio: 'pipe' });
	return join(folder, 'dist/plg_system_vetrina.zip');
}

/** This release's zip with its manifest's range changed: what a site too old for it meets. */
function zipWithRange(range: Record<string, string>): string {
	const entries = readZip(readFileSync(PLUGIN_ZIP)).map(({ name, data }: { name: string; data: Buffer }) => {
		if (name !== 'vetrina.xml') return { name, data };
		const supports = Object.entries({ ...pkg.supports, ...range })
			.map(([key, value]) => `${key}="${value}"`)
			.join(' ');
		return { name, data: Buffer.from(data.toString('utf8').replace(/<supports [^>]*\/>/, `<supports ${supports} />`)) };
	});
	const zip = join(mkdtempSync(join(tmpdir(), 'vetrina-range-')), 'plg_system_vetrina.zip');
	writeFileSync(zip, writeZip(entries));
	return zip;
}

const installed = async (harness: RealHarness) =>
	(await harness.shop.sql("SELECT manifest_cache FROM jvm_extensions WHERE type='plugin' AND folder='system' AND element='vetrina'")).trim();

describeRealShop('installing and updating the plugin (bs5 in a sub-folder)', { subFolder: true, plugin: false }, (harness) => {
	const sys = (key: string, ...args: string[]) => {
		const line =
			new RegExp(`^${key}="(.*)"$`, 'm').exec(
				readFileSync(join(REPOSITORY, 'joomla/plg_system_vetrina/language/en-GB/plg_system_vetrina.sys.ini'), 'utf8'),
			)?.[1] ?? key;
		return line.replace(/%(\d)\$s/g, (_, at: string) => args[Number(at) - 1] ?? '');
	};
	/**
	 * Installs `zip` as a site owner does, from the administrator (System → Install → Extensions, "Install from
	 * Folder"), and resolves with the messages the installer's page shows.
	 */
	const installFromAdministrator = async (zip: string): Promise<string[]> => {
		const folder = mkdtempSync(join(tmpdir(), 'vetrina-install-'));
		for (const { name, data } of readZip(readFileSync(zip)) as { name: string; data: Buffer }[]) {
			mkdirSync(dirname(join(folder, name)), { recursive: true });
			writeFileSync(join(folder, name), data);
		}
		const { page } = await harness.open('/administrator/index.php');
		await page.fill('#mod-login-username', 'admin');
		await page.fill('#mod-login-password', 'admin-Passw0rd!');
		await page.click('#btn-login-submit');
		await page.waitForSelector('body.com_cpanel');
		// The dashboard's own calls (its quick icons ask for updates) share the session: done before the post.
		await page.waitForLoadState('networkidle');
		// The installer's own post (its "Install from Folder" button sends these fields). Its messages wait in the
		// session for the page it redirects to; Joomla writes the session without a lock, as the answer goes, so
		// that page is asked for once the session holds what the post wrote.
		const token = await page.evaluate(() => (window as unknown as { Joomla: { getOptions(key: string): string } }).Joomla.getOptions('csrf.token'));
		const ids = (await page.context().cookies()).map(({ value }) => `'${value.replace(/[^\w,-]/g, '')}'`).join(',');
		const session = () => harness.shop.sql(`SELECT data FROM jvm_session WHERE client_id=1 AND session_id IN (${ids})`);
		const before = await session();
		const posted = await page.request.post(harness.at('/administrator/index.php?option=com_installer&task=install.install'), {
			form: { installtype: 'folder', install_directory: folder, [token]: '1' },
			maxRedirects: 0,
		});
		expect(posted.status()).toBe(303);
		await expect.poll(session, { timeout: 20_000 }).not.toBe(before);
		rmSync(folder, { recursive: true, force: true });
		const answer = await page.request.get(new URL(posted.headers().location!, harness.at('/administrator/')).href);
		const options = /<script[^>]*joomla-script-options[^>]*>([\s\S]*?)<\/script>/.exec(await answer.text())?.[1] ?? '{}';
		const queue = (JSON.parse(options) as { 'joomla.messages'?: Record<string, string[]>[] })['joomla.messages'] ?? [];
		return queue.flatMap((byType) => Object.values(byType).flat());
	};
	const refusal = async (zip: string) => {
		const messages = await installFromAdministrator(zip);
		expect(await installed(harness), 'installed anyway').toBe('');
		return messages;
	};

	it('refuses a site whose PHP, Joomla or VirtueMart is outside the range, saying in the administrator what is missing', async () => {
		const php = execFileSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
		expect(await refusal(zipWithRange({ php: '99.0.0' }))).toContain(sys('PLG_SYSTEM_VETRINA_NEEDS_PHP', '99.0.0', php));
		expect(await refusal(zipWithRange({ joomla: '9.0.0', joomlaBelow: '10.0.0' }))).toContain(
			sys('PLG_SYSTEM_VETRINA_NEEDS_JOOMLA', '9.0.0', '10.0.0', '5.2.1'),
		);
		expect(await refusal(zipWithRange({ virtuemart: '4.6.0' }))).toContain(sys('PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART_VERSION', '4.6.0', '5.0.0', '4.4.0'));
		await harness.shop.sql("UPDATE jvm_extensions SET enabled=0 WHERE type='component' AND element='com_virtuemart'");
		try {
			expect(await refusal(PLUGIN_ZIP)).toContain(sys('PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART_ENABLED'));
		} finally {
			await harness.shop.sql("UPDATE jvm_extensions SET enabled=1 WHERE type='component' AND element='com_virtuemart'");
		}
	});

	it('installs over the previous release keeping its settings and wishlist rows, recording the new version', async () => {
		await harness.shop.install(zipOfCommit(PREVIOUS_RELEASE));
		expect(JSON.parse(await installed(harness)).version).toBe('0.1.0');
		await harness.shop.pluginParams({ cartErrorText: 'Carrello non aggiornato', searchLimit: '7', headerListsPosition: 'sidebar-left' });
		const user = (
			await harness.shop.addUser({ username: 'vetrina-update', name: 'Ugo Neri', password: 'Vetrina-Passw0rd!', email: 'ugo.neri@example.it' })
		).trim();
		await harness.shop.sql(`INSERT INTO jvm_vetrina_wishlist (user_id, product_id, created) VALUES (${user}, 160, NOW()), (${user}, 161, NOW())`);
		const site = readFileSync(join(harness.shop.root, 'run/site'), 'utf8').trim();
		// 0.1.0's search limiter wrote its log to the site's tmp/, where the web server served it.
		writeFileSync(join(site, 'tmp/vetrina-live-search.json'), '{}');
		const params = (await harness.shop.sql("SELECT params FROM jvm_extensions WHERE type='plugin' AND element='vetrina'")).trim();

		expect(await harness.shop.install(PLUGIN_ZIP)).toContain('installed successfully');
		expect(JSON.parse(await installed(harness)).version).toBe(pkg.version);
		expect((await harness.shop.sql("SELECT s.version_id FROM jvm_schemas s JOIN jvm_extensions e USING (extension_id) WHERE e.element='vetrina'")).trim()).toBe(
			pkg.version,
		);
		expect((await harness.shop.sql("SELECT params FROM jvm_extensions WHERE type='plugin' AND element='vetrina'")).trim()).toBe(params);
		expect((await harness.shop.sql(`SELECT product_id FROM jvm_vetrina_wishlist WHERE user_id=${user} ORDER BY product_id`)).trim().split('\n')).toEqual([
			'160',
			'161',
		]);
		expect((await harness.shop.sql("SHOW TABLES LIKE 'jvm_vetrina%'")).trim().split('\n')).toEqual([
			'jvm_vetrina_compare',
			'jvm_vetrina_search_rate',
			'jvm_vetrina_wishlist',
		]);
		expect(existsSync(join(site, 'tmp/vetrina-live-search.json'))).toBe(false);
		// The shop works on: a product page with the plugin's islands and the header lists where its option put them.
		const page = await visit(harness.shop.url).text(HELMET);
		expect(page).toContain('/media/plg_system_vetrina/js/vetrina.js');
	});

	it('uses none of the class aliases of Joomla\'s "Behaviour - Backward Compatibility" plugin, and prints no version of Joomla, VirtueMart or PHP', async () => {
		const site = readFileSync(join(harness.shop.root, 'run/site'), 'utf8').trim();
		const classmaps = ['classmap.php', 'extensions.classmap.php'].map((file) =>
			readFileSync(join(site, 'plugins/behaviour/compat/src/classmap', file), 'utf8'),
		);
		const aliases = classmaps.flatMap((classmap) => [...classmap.matchAll(/registerAlias\('([^']+)'/g)].map(([, alias]) => alias ?? ''));
		expect(aliases.length).toBeGreaterThan(400);
		const php = readZip(readFileSync(PLUGIN_ZIP)).filter((entry: { name: string }) => entry.name.endsWith('.php')) as { name: string; data: Buffer }[];
		// An alias is a bare class name (`JFactory`): as a name of its own, not part of a namespaced one.
		const uses = (code: string, alias: string) => new RegExp(`(^|[^\\w\\\\$])${alias}\\b`).test(code);
		const used = php.flatMap(({ name, data }) => aliases.filter((alias) => uses(data.toString('utf8'), alias)).map((alias) => `${name}: ${alias}`));
		expect(used).toEqual([]);

		const versions = ['5.2.1', '4.4.0', execFileSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' })];
		const shopper = visit(harness.shop.url);
		for (const path of ['/', HELMET, '/index.php/cart']) {
			const page = await shopper.text(path);
			const options = /<script[^>]*joomla-script-options[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '{}';
			const vetrina = JSON.stringify((JSON.parse(options) as { vetrina?: unknown }).vetrina);
			expect(vetrina, path).toBeDefined();
			for (const version of versions) expect(vetrina, `${path}: ${version}`).not.toContain(version);
			const ours = [...page.matchAll(/<[^>]*(vetrina|vp-)[^>]*>/g)].map(([tag]) => tag).join('');
			for (const version of versions) expect(ours, `${path}: ${version}`).not.toContain(version);
		}
	});

	describe("Joomla's update check", () => {
		let server: Server | undefined;
		afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

		it("finds a newer release on the plugin's update server, for this Joomla", async () => {
			const port = await freePort();
			const host = `http://127.0.0.1:${port}/vetrina`;
			// This release packaged for a local update host; the host then offers the next release.
			const folder = mkdtempSync(join(tmpdir(), 'vetrina-updates-'));
			execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: REPOSITORY, stdio: 'pipe', env: { ...process.env, VETRINA_UPDATES_URL: host } });
			copyFileSync(join(REPOSITORY, 'dist/plg_system_vetrina.zip'), join(folder, 'local.zip'));
			const next = readFileSync(join(REPOSITORY, 'dist/updates.xml'), 'utf8').replace(`<version>${pkg.version}</version>`, '<version>9.9.9</version>');
			execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: REPOSITORY, stdio: 'pipe' });
			server = createServer((request, response) => {
				response.writeHead(request.url === '/vetrina/updates.xml' ? 200 : 404, { 'content-type': 'application/xml' });
				response.end(request.url === '/vetrina/updates.xml' ? next : '');
			});
			await new Promise<void>((done) => server?.listen(port, '127.0.0.1', done));
			await harness.shop.install(join(folder, 'local.zip'));
			expect((await harness.shop.sql("SELECT location FROM jvm_update_sites WHERE name='Vetrina'")).trim().split('\n')).toContain(`${host}/updates.xml`);
			await harness.shop.joomla('update:extensions:check', '-n');
			expect((await harness.shop.sql("SELECT version FROM jvm_updates WHERE element='vetrina' AND folder='system'")).trim()).toBe('9.9.9');
			rmSync(folder, { recursive: true, force: true });
		});
	});
});

/** VirtueMart's own copies of its scripts, put where a template overrides them, VirtueMart then loading those. */
function overrideVirtueMartScripts(site: string, template: string): string[] {
	const overrides = { 'vmprices.js': `templates/${template}/js/vmprices.js`, 'vmsite.js': `media/templates/site/${template}/js/vmsite.js` };
	for (const [file, path] of Object.entries(overrides)) {
		mkdirSync(dirname(join(site, path)), { recursive: true });
		copyFileSync(join(site, 'components/com_virtuemart/assets/js', file), join(site, path));
	}
	return Object.values(overrides);
}

for (const site of ['cassiopeia', 'vmbasic'] as const) {
	describeRealShop(`VirtueMart's scripts overridden by the template (${site})`, { site }, (harness) => {
		let overrides: string[] = [];
		beforeAll(() => {
			overrides = overrideVirtueMartScripts(readFileSync(join(harness.shop.root, 'run/site'), 'utf8').trim(), site);
		});
		const scripts = async (path: string) =>
			[...(await visit(harness.shop.url).text(path)).matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src ?? '');

		it('goes as VirtueMart’s own do: not loaded with the plugin on, loaded from the template without it', async () => {
			for (const path of [HELMET, '/index.php/headpiece']) {
				const loaded = await scripts(path);
				// jQuery may stay, where the template itself asks for it (vmbasic does): VirtueMart's files may not.
				expect(
					loaded.filter((src) => /vmprices|vmsite|com_virtuemart\/assets\/js/.test(src)),
					path,
				).toEqual([]);
			}
			await harness.shop.sql("UPDATE jvm_extensions SET enabled=0 WHERE type='plugin' AND element='vetrina'");
			try {
				const loaded = await scripts(HELMET);
				for (const override of overrides)
					expect(
						loaded.some((src) => src.includes(override)),
						override,
					).toBe(true);
			} finally {
				await harness.shop.sql("UPDATE jvm_extensions SET enabled=1 WHERE type='plugin' AND element='vetrina'");
			}
		});
	});
}
