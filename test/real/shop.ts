/**
 * A real Joomla 5.2.1 + VirtueMart 4.4.0 shop booted from `../shared/realshop` (its `boot`, `install-plugin`
 * and `stop` scripts), in a folder of its own on free ports, so several can run side by side.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { writeZip } from '../../scripts/zip.mjs';

const run = promisify(execFile);
const big = { maxBuffer: 1 << 24 };

/** Where the real shop's scripts live: `REALSHOP` or the `shared/realshop` folder beside the repository. */
export const REALSHOP = resolve(process.env.REALSHOP ?? join(import.meta.dirname, '../../../shared/realshop'));

export const PLUGIN_ZIP = resolve(import.meta.dirname, '../../dist/plg_system_vetrina.zip');

export type TemplateSet = 'bs5' | 'bs3' | 'legacy';

/** The site template: Joomla's Cassiopeia, or VirtueMart's own vmbasic. */
export type SiteTemplate = 'cassiopeia' | 'vmbasic';

/** The shop's language: English, or Italian (Joomla's and VirtueMart's it-IT packs). */
export type ShopLanguage = 'en' | 'it';

/** The sub-folder a shop is booted under, when it is. */
export const SUB_FOLDER = '/negozio';

/** Whether the real shop can be booted here; a clone without it skips its suites (CI fails instead). */
export function realShopAvailable(): boolean {
	return existsSync(join(REALSHOP, 'boot'));
}

export interface RealShopOptions {
	templates?: TemplateSet;
	/** Boot the shop under `SUB_FOLDER`. */
	subFolder?: boolean;
	/** Install and enable the plugin from `dist/plg_system_vetrina.zip` (default true). */
	plugin?: boolean;
	site?: SiteTemplate;
	language?: ShopLanguage;
}

export interface ShopUser {
	username: string;
	name: string;
	password: string;
	email: string;
}

/** What identifies a booted shop: plain data, handed from the global set-up to the test files. */
export interface RealShopInfo {
	/** The site's URL, sub-folder included, without a trailing slash. */
	url: string;
	/** The site's path on the server: '' or '/negozio'. */
	base: string;
	/** The folder `boot` made (`run/`, `sql`, `logs/`). */
	root: string;
	templates: TemplateSet;
	site: SiteTemplate;
	language: ShopLanguage;
}

export interface RealShop extends RealShopInfo {
	/** Runs SQL against the shop's database (tables `jvm_*`); returns the tab-separated rows, no header. */
	sql(query: string): Promise<string>;
	/** Runs Joomla's CLI (`php cli/joomla.php …`) in the site folder. */
	joomla(...args: string[]): Promise<string>;
	/** Adds a shopper (Joomla's Registered group) with Joomla's CLI; resolves with the user's id. */
	addUser(user: ShopUser): Promise<string>;
	/** Installs an extension zip with Joomla's installer, and enables it when it is a plugin. */
	install(zip: string): Promise<string>;
	/**
	 * The deprecations PHP and Joomla raised since the boot whose backtraces pass through the plugin's files
	 * (the test plugin `vetrinatrace` records them): each its message, where the deprecated thing was called
	 * from (`caller`) and the frames.
	 */
	deprecations(): Deprecation[];
	/** Uninstalls the plugin with Joomla's `extension:remove`; resolves with what it printed. */
	uninstall(): Promise<string>;
	/** Sets options of Joomla's global configuration (`configuration.php`: `error_reporting`, `debug`, …). */
	configure(values: Record<string, string | number>): void;
	/** Merges parameters into the stored ones of a system plugin: Vetrina unless another element is named. */
	pluginParams(params: Record<string, unknown>, element?: string): Promise<void>;
	stop(): Promise<void>;
}

export interface Deprecation {
	message: string;
	caller: string;
	frames: string[];
}

/** A port nothing listens on now, on the loopback. */
export function freePort(): Promise<number> {
	return new Promise((done, fail) => {
		const server = createServer();
		server.on('error', fail);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as { port: number };
			server.close(() => done(port));
		});
	});
}

/** The helpers of a shop that is running (booted here or by the global set-up). */
export function connect(info: RealShopInfo): RealShop {
	const env = { ...process.env, ROOT: info.root };
	const site = () => readFileSync(join(info.root, 'run/site'), 'utf8').trim();
	const sql = async (query: string) => (await run(join(info.root, 'sql'), ['-N', '-B', '-e', query], big)).stdout;
	const joomla = async (...args: string[]) => (await run('php', ['cli/joomla.php', ...args], { cwd: site(), ...big })).stdout;
	return {
		...info,
		sql,
		joomla,
		deprecations() {
			const log = join(site(), 'administrator/logs/vetrina-deprecations.jsonl');
			if (!existsSync(log)) return [];
			return readFileSync(log, 'utf8')
				.split('\n')
				.filter(Boolean)
				.map((line) => JSON.parse(line) as Deprecation);
		},
		async addUser({ username, name, password, email }) {
			await joomla('user:add', `--username=${username}`, `--name=${name}`, `--password=${password}`, `--email=${email}`, '--usergroup=Registered', '-n');
			return (await sql(`SELECT id FROM jvm_users WHERE username='${username}'`)).trim();
		},
		install: async (zip) => (await run(join(REALSHOP, 'install-plugin'), [zip], { env, ...big })).stdout,
		async uninstall() {
			const id = (await sql("SELECT extension_id FROM jvm_extensions WHERE type='plugin' AND folder='system' AND element='vetrina'")).trim();
			const removal = run('php', ['cli/joomla.php', 'extension:remove', id], { cwd: site(), ...big });
			// `extension:remove` asks "are you sure?" even with -n: answer yes.
			removal.child.stdin?.end('yes\n');
			return (await removal).stdout;
		},
		configure(values) {
			const file = join(site(), 'configuration.php');
			let config = readFileSync(file, 'utf8');
			for (const [key, value] of Object.entries(values)) {
				const line = new RegExp(`(public \\$${key} = )[^;]*;`);
				if (!line.test(config)) throw new Error(`configuration.php has no $${key}`);
				const php = typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "\\'")}'`;
				config = config.replace(line, (_, assignment: string) => `${assignment}${php};`);
			}
			writeFileSync(file, config);
		},
		async pluginParams(params, element = 'vetrina') {
			const where = `type='plugin' AND folder='system' AND element='${element}'`;
			const stored = JSON.parse((await sql(`SELECT params FROM jvm_extensions WHERE ${where}`)).trim() || '{}');
			const json = JSON.stringify({ ...stored, ...params })
				.replaceAll('\\', '\\\\')
				.replaceAll("'", "\\'");
			await sql(`UPDATE jvm_extensions SET params='${json}' WHERE ${where}`);
		},
		async stop() {
			await run(join(REALSHOP, 'stop'), [], { env }).catch(() => undefined);
			rmSync(dirname(info.root), { recursive: true, force: true });
		},
	};
}

/** Boots a shop (about 20 s on two cores) and installs the plugin unless told not to. */
export async function bootRealShop(options: RealShopOptions = {}): Promise<RealShop> {
	const templates = options.templates ?? 'bs5';
	const root = join(mkdtempSync(join(tmpdir(), 'vetrina-realshop-')), 'shop');
	// A folder of its own for MariaDB's temporary tables (it takes TMPDIR for its tmpdir): a MariaDB server
	// starting deletes every `#sql*` file in its tmpdir, and in a shared /tmp those of another shop's database
	// being installed at that moment, whose install then fails.
	const temporary = join(dirname(root), 'tmp');
	mkdirSync(temporary);
	const env = {
		...process.env,
		PATH: `${join(import.meta.dirname, 'bin')}:${process.env.PATH}`,
		TMPDIR: temporary,
		ROOT: root,
		PORT: String(await freePort()),
		DBPORT: String(await freePort()),
		TEMPLATES: templates,
		SUBDIR: options.subFolder ? SUB_FOLDER.slice(1) : '',
		SITE_TEMPLATE: options.site ?? 'cassiopeia',
		SHOP_LANG: options.language ?? 'en',
	};
	const shop = connect({
		url: '',
		base: options.subFolder ? SUB_FOLDER : '',
		root,
		templates,
		site: options.site ?? 'cassiopeia',
		language: options.language ?? 'en',
	});
	try {
		const { stdout } = await run(join(REALSHOP, 'boot'), [], { env, ...big });
		shop.url = stdout.trim().split('\n').pop() ?? '';
		await traceDeprecations(shop);
		if (options.plugin !== false) await shop.install(PLUGIN_ZIP);
		return shop;
	} catch (error) {
		// The shop's folder goes with it: what its logs said goes with the error.
		const logs = bootLogs(join(root, 'logs'));
		await shop.stop();
		if (logs && error instanceof Error) error.message += `\n${logs}`;
		throw error;
	}
}

/**
 * Installs the test plugin that records the deprecations whose backtraces pass through the plugin's files
 * (fixtures/plg_system_vetrinatrace), first of the system plugins to load.
 */
async function traceDeprecations(shop: RealShop): Promise<void> {
	await shop.install(fixtureZip('plg_system_vetrinatrace'));
	await shop.sql("UPDATE jvm_extensions SET ordering=-1000 WHERE type='plugin' AND folder='system' AND element='vetrinatrace'");
}

/** A test extension of `fixtures/` as the zip Joomla's installer takes. */
export function fixtureZip(name: string): string {
	const folder = join(import.meta.dirname, 'fixtures', name);
	const zip = join(mkdtempSync(join(tmpdir(), `vetrina-${name}-`)), `${name}.zip`);
	writeFileSync(zip, writeZip(readdirSync(folder).map((file) => ({ name: file, data: readFileSync(join(folder, file)) }))));
	return zip;
}

/** The last lines of each log a boot wrote (MariaDB's, PHP's server), to tell why a boot failed. */
function bootLogs(folder: string): string {
	if (!existsSync(folder)) return '';
	return readdirSync(folder)
		.map((name) => `--- ${name}\n${readFileSync(join(folder, name), 'utf8').split('\n').slice(-15).join('\n')}`)
		.join('\n');
}
