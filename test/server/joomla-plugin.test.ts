/**
 * plg_system_vetrina: the zip `npm run package` builds (what Joomla's installer reads) and the plugin's
 * PHP, run by the `php` CLI against small stand-ins for the Joomla classes it uses (test/php/).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../scripts/zip.mjs';
import { parseConfig } from '../../src/config.ts';
import { ROUTE_NAMES } from '../../src/route-names.ts';

let files: Map<string, Buffer>;
const text = (name: string): string => files.get(name)?.toString('utf8') ?? '';
const unpacked = mkdtempSync(join(tmpdir(), 'vetrina-plugin-'));
afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

beforeAll(() => {
	// The bundle is built by `npm test` (and by `npm run package`) before this runs.
	execFileSync(process.execPath, ['scripts/package.mjs'], { stdio: 'pipe' });
	files = new Map(readZip(readFileSync('dist/plg_system_vetrina.zip')).map((e) => [e.name, e.data]));
	for (const [name, data] of files) {
		mkdirSync(dirname(join(unpacked, name)), { recursive: true });
		writeFileSync(join(unpacked, name), data);
	}
});

describe('dist/plg_system_vetrina.zip', () => {
	it('has a manifest whose <files> and <media> list every file of the archive, and nothing missing', () => {
		const manifest = text('vetrina.xml');
		expect(manifest).toMatch(/<extension type="plugin" group="system" method="upgrade">/);
		expect(manifest).toContain('<namespace path="src">Vetrina\\Plugin\\System\\Vetrina</namespace>');
		expect(manifest).toContain('<folder plugin="vetrina">services</folder>');
		expect(manifest).toContain(`<version>${JSON.parse(readFileSync('package.json', 'utf8')).version}</version>`);
		const section = (tag: string) => manifest.slice(manifest.indexOf(`<${tag}`), manifest.indexOf(`</${tag}>`));
		const media = section('media');
		expect(media).toMatch(/^<media destination="plg_system_vetrina" folder="media">/);
		const listed = (block: string, base: string) =>
			[...block.matchAll(/<(folder|filename)[^>]*>([^<]+)<\/\1>/g)].map(([, kind, name]) => ({ kind, path: base + name }));
		const entries = [
			...listed(section('files'), ''),
			...listed(media, 'media/'),
			{ kind: 'filename', path: 'vetrina.xml' },
			// Joomla copies the installer script itself.
			{ kind: 'filename', path: /<scriptfile>([^<]+)<\/scriptfile>/.exec(manifest)?.[1] ?? '' },
		];
		const names = [...files.keys()];
		const unlisted = names.filter((n) => !entries.some((e) => (e.kind === 'folder' ? n.startsWith(`${e.path}/`) : n === e.path)));
		expect(unlisted).toEqual([]);
		for (const e of entries)
			expect(
				names.some((n) => n === e.path || n.startsWith(`${e.path}/`)),
				e.path,
			).toBe(true);
	});

	it("has a joomla.asset.json with the schema's required fields, whose uris point at files of the archive", () => {
		const registry = JSON.parse(text('media/joomla.asset.json'));
		// Required by https://developer.joomla.org/schemas/json-schema/web_assets.json and WebAssetRegistry: name, assets; per asset name and type (uri for files).
		expect(registry).toMatchObject({
			$schema: 'https://developer.joomla.org/schemas/json-schema/web_assets.json',
			name: 'plg_system_vetrina',
			version: expect.any(String),
		});
		expect(registry.assets).toEqual([
			{ name: 'plg_system_vetrina.vetrina', type: 'script', uri: 'plg_system_vetrina/vetrina.js', attributes: { type: 'module' }, version: 'auto' },
			{ name: 'plg_system_vetrina.vetrina', type: 'style', uri: 'plg_system_vetrina/vetrina.css', version: 'auto' },
			{
				name: 'plg_system_vetrina.list-page',
				type: 'style',
				uri: 'plg_system_vetrina/vetrina-list-page.css',
				version: 'auto',
				dependencies: ['plg_system_vetrina.vetrina'],
			},
			{
				name: 'plg_system_vetrina.theme',
				type: 'style',
				uri: 'plg_system_vetrina/vetrina-theme.css',
				version: 'auto',
				dependencies: ['plg_system_vetrina.vetrina'],
			},
		]);
		// A relative uri `plg_system_vetrina/x.js` resolves to media/plg_system_vetrina/js/x.js (css/ for styles).
		for (const asset of registry.assets) {
			const file = `media/${asset.type === 'script' ? 'js' : 'css'}/${asset.uri.slice('plg_system_vetrina/'.length)}`;
			expect(files.has(file), file).toBe(true);
		}
	});

	it("ships every chunk the bundle imports, and the islands' stylesheet, beside vetrina.js", () => {
		const scripts = [...files.keys()].filter((n) => n.startsWith('media/js/'));
		const missing: string[] = [];
		let imports = 0;
		for (const name of scripts) {
			for (const [, spec] of text(name).matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)) {
				imports++;
				const target = new URL(spec!, `http://x/${name}`).pathname.slice(1);
				if (!files.has(target)) missing.push(`${name} → ${spec}`);
			}
		}
		// The bootstrap, the core, the three island groups and the islands with chunks of their own.
		expect(scripts.length).toBeGreaterThanOrEqual(8);
		expect(imports).toBeGreaterThan(scripts.length);
		expect(missing).toEqual([]);
		// The islands' stylesheet, which the bootstrap adds with the core (its manifest names it).
		const sheets = [...text('media/js/vetrina.js').matchAll(/chunks\/islands-\w+\.css/g)].map(([path]) => `media/js/${path}`);
		expect(sheets).toHaveLength(1);
		expect(files.has(sheets[0]!), sheets[0]).toBe(true);
	});

	it('passes php -l on every PHP file', () => {
		const php = [...files.keys()].filter((n) => n.endsWith('.php'));
		expect(php.sort()).toEqual([
			'script.php',
			'services/provider.php',
			'src/BadRequest.php',
			'src/Catalogue.php',
			'src/Consent.php',
			'src/ElementScanner.php',
			'src/Extension/Vetrina.php',
			'src/HeaderLists/CartForms.php',
			'src/HeaderLists/CompareList.php',
			'src/HeaderLists/Markup.php',
			'src/HeaderLists/ProductList.php',
			'src/HeaderLists/Products.php',
			'src/HeaderLists/Server.php',
			'src/HeaderLists/Wishlist.php',
			'src/JoomlaCore.php',
			'src/LibraryGate.php',
			'src/LiveSearch.php',
			'src/MissingImages.php',
			'src/Request.php',
			'src/Requirements.php',
			'src/ScriptElement.php',
			'src/ScriptOptions.php',
			'src/SearchField.php',
			'src/SearchRate.php',
			'src/SearchTerm.php',
			'src/VirtueMartLibraries.php',
			'src/VirtueMartScripts.php',
			'tmpl/consent.php',
			'tmpl/consentlink.php',
		]);
		for (const name of php) expect(execFileSync('php', ['-l', join(unpacked, name)], { encoding: 'utf8' })).toContain('No syntax errors detected');
	});

	it("names the overridable calls as the bundle does: the manifest's route fields and ScriptOptions' defaults", () => {
		const fields = text('vetrina.xml').match(/<fields name="routes">[\s\S]*?<\/fields>/)![0];
		expect([...fields.matchAll(/<field name="(\w+)"/g)].map((m) => m[1])).toEqual([...ROUTE_NAMES]);
		const defaults = text('src/ScriptOptions.php').match(/const ROUTES = \[([\s\S]*?)\];/)![1]!;
		expect([...defaults.matchAll(/'(\w+)'\s*=>/g)].map((m) => m[1])).toEqual([...ROUTE_NAMES]);
	});

	it('has a parameter for every config key, with every label in the it-IT and en-GB language files', () => {
		const manifest = text('vetrina.xml');
		const keys = Object.keys(parseConfig({}).config);
		expect(keys.filter((k) => !manifest.includes(`name="${k}"`))).toEqual([]);
		const used = new Set(manifest.match(/PLG_SYSTEM_VETRINA_[A-Z_]+/g));
		for (const tag of ['en-GB', 'it-IT']) {
			const ini = text(`language/${tag}/plg_system_vetrina.ini`);
			const sys = text(`language/${tag}/plg_system_vetrina.sys.ini`);
			expect(
				[...used].filter((key) => !ini.includes(`${key}=`)),
				tag,
			).toEqual([]);
			expect(sys).toMatch(/^PLG_SYSTEM_VETRINA="/m);
			expect(sys).toMatch(/^PLG_SYSTEM_VETRINA_XML_DESCRIPTION="/m);
		}
	});
});

interface PluginRun {
	registryFiles: string[];
	scripts: string[];
	styles: string[];
	options: { vetrina?: Record<string, unknown> };
	/** Attributes set on inline asset scripts, by name. */
	scriptAttributes: Record<string, Record<string, string>>;
	headScripts: string[];
	headStyles: string[];
	body: string;
	/** The component's output after onAfterDispatch. */
	component: string;
	/** Each wrapped HTMLHelper service: what a call from VirtueMart's code and from another extension's returned. */
	libraries: Record<string, { virtuemart: string | null; other: string | null }>;
	/** What the plugin wrote in Joomla's log. */
	log: string[];
}

const run = (scenario: object): PluginRun =>
	JSON.parse(execFileSync('php', ['test/php/run-plugin.php'], { input: JSON.stringify(scenario), encoding: 'utf8', maxBuffer: 1 << 26 })) as PluginRun;

const VM_HEAD = ['/media/system/js/core.js', '/components/com_virtuemart/assets/js/vmprices.js', '/components/com_virtuemart/assets/js/dynupdate.js'];
const VM_STYLES = [
	'/components/com_virtuemart/assets/css/jquery.fancybox-1.3.4.css?vmver=1',
	'/components/com_virtuemart/assets/css/vm-bs5-common.css?vmver=1',
];
const VM_BODY = `<main>x</main>
<script src="/modules/mod_virtuemart_cart/assets/js/update_cart.js?vmver=1" type="text/javascript"></script>
<script id="ready.vmprices-js" type="text/javascript">Virtuemart.product(jQuery("form.product"));</script>
<script   id="imagepopup-js" type="text/javascript" >jQuery("a[rel=vm-additional-images]").fancybox();</script>
<script defer id="cvselvars0a1b-js" type="text/javascript">//<![CDATA[ var x = 1; //]]></script>
<script id="vm-countryState-js" type="text/javascript">jQuery("#c").vm2front("list",{dest : "#s",ids : "7",prefiks : ""});</script>
<script type="application/ld+json">{"@type": "Product"}</script>
<script type="module" src="/media/plg_system_vetrina/js/vetrina.js?abc"></script>`;
/**
 * What VirtueMart's views print in the component's output: its own jQuery glue, with and without an id, the
 * order print view's plain JavaScript, and a payment plugin's form with VirtueMart's jQuery that sends it on.
 */
const VM_COMPONENT = `<div class="productdetails-view">x</div>
<script>jQuery('#checkoutFormSubmit').addClass('btn');</script>
<script type="text/javascript">jQuery('button.vm-login').click(function(){});</script>
<script>(function($){ $('.x').hide(); })(window.$);</script>
<script>Virtuemart.autocheck();</script>
<script id="vm-countryStateshipto_-js" type="text/javascript">jQuery("#s").vm2front("list",{});</script>
<script>
javascript:print();
</script>
<form action="https://www.paypal.com/cgi-bin/webscr" method="post" id="vmPaymentForm"><input type="submit" value="Please wait"></form>
<script   id="vm.paymentFormAutoSubmit-js" type="text/javascript" >//<![CDATA[ jQuery("#vmPaymentForm").submit(); //]]></script>
<script type="application/ld+json">{"@type": "Product"}</script>`;

describe('plg_system_vetrina as a Joomla extension: its range, update server, changelog and files', () => {
	const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; joomlaUpdates: string; supports: Record<string, string> };
	const { supports } = pkg;

	it("states package.json's range and update host in the manifest: update server, changelog, copyright, author, licence", () => {
		const manifest = text('vetrina.xml');
		const supported = Object.entries(supports)
			.map(([key, value]) => `${key}="${value}"`)
			.join(' ');
		expect(manifest).toContain(`<supports ${supported} />`);
		expect(manifest).toContain(
			`<updateservers>\n\t\t<server type="extension" priority="1" name="Vetrina">${pkg.joomlaUpdates}/updates.xml</server>\n\t</updateservers>`,
		);
		expect(manifest).toContain(`<changelogurl>${pkg.joomlaUpdates}/changelog.xml</changelogurl>`);
		expect(manifest).toMatch(/<copyright>\(C\) 20\d\d Vetrina<\/copyright>/);
		expect(manifest).toContain('<authorUrl>');
		expect(manifest).toContain('<license>GNU General Public License version 2 or later; see LICENSE.txt</license>');
		expect(manifest).toContain('<scriptfile>script.php</scriptfile>');
		expect(text('LICENSE.txt')).toContain('GNU GENERAL PUBLIC LICENSE');
	});

	it('carries the GPL header and the direct-access guard in every PHP file', () => {
		for (const name of [...files.keys()].filter((n) => n.endsWith('.php'))) {
			const php = text(name);
			expect(php.slice(0, 200), name).toMatch(
				/^<\?php\n\n\/\*\*\n \* @package {5}Vetrina\n \* @copyright {3}\(C\) 20\d\d Vetrina\n \* @license {5}GNU General Public License version 2 or later; see LICENSE\.txt\n \*\//,
			);
			expect(php, name).toContain("\\defined('_JEXEC') or die;");
		}
	});

	it("calls none of Joomla's deprecated API by name: the database, the document's head and HTMLHelper's function registry", () => {
		const forbidden = [
			// The database query builder's old way (Uri::getQuery(true) is not it).
			/(\$db|->db|getDatabase\(\))->getQuery\(/,
			/HTMLHelper::register\(/,
			/->_scripts\b/,
			/->_styleSheets\b/,
			/->_script\b/,
			/Factory::(getContainer|getDbo|getUser|getDocument|getSession|getLanguage|getConfig)\(/,
			/\bJ(Factory|Text|Uri|Route|Html|Plugin|Log|Table|Loader)\b/,
			/->quote\(/,
		];
		for (const name of [...files.keys()].filter((n) => n.endsWith('.php'))) {
			const php = text(name);
			for (const call of forbidden) expect(php, `${name}: ${call}`).not.toMatch(call);
		}
		// A plugin's `app` and `db` properties, which CMSPlugin still fills for old plugins.
		expect(text('src/Extension/Vetrina.php')).not.toMatch(/\$this->(app|db)\b|protected \$(app|db)\b/);
	});

	it("writes an update server file naming this release's zip, its checksum, the Joomla versions of the range and the lowest PHP", () => {
		const updates = readFileSync('dist/updates.xml', 'utf8');
		const zip = readFileSync(`dist/plg_system_vetrina-${pkg.version}.zip`);
		expect(zip.equals(readFileSync('dist/plg_system_vetrina.zip'))).toBe(true);
		expect(updates).toContain(`<version>${pkg.version}</version>`);
		expect(updates).toContain(`<downloadurl type="full" format="zip">${pkg.joomlaUpdates}/plg_system_vetrina-${pkg.version}.zip</downloadurl>`);
		expect(updates).toContain(`<sha512>${createHash('sha512').update(zip).digest('hex')}</sha512>`);
		expect(updates).toContain(`<php_minimum>${supports.php}</php_minimum>`);
		expect(updates).toMatch(/<element>vetrina<\/element>\s*<type>plugin<\/type>\s*<folder>system<\/folder>\s*<client>site<\/client>/);
		// Joomla matches the pattern against the start of its version.
		const platform = new RegExp(`^(${/<targetplatform name="joomla" version="([^"]+)"/.exec(updates)?.[1]})`);
		for (const joomla of ['5.1.0', '5.2.1', '5.4.3', '5.10.0']) expect(platform.test(joomla), joomla).toBe(true);
		for (const joomla of ['4.4.9', '5.0.3', '6.0.0', '15.1.0']) expect(platform.test(joomla), joomla).toBe(false);
	});

	it('writes a changelog with every release, this one included, by kind', () => {
		const changelog = readFileSync('dist/changelog.xml', 'utf8');
		const entries = JSON.parse(readFileSync('joomla/changelog.json', 'utf8')) as Record<string, Record<string, string[]>>;
		expect(Object.keys(entries)).toContain(pkg.version);
		for (const release of Object.keys(entries))
			expect(changelog).toContain(`<element>vetrina</element>\n\t\t<type>plugin</type>\n\t\t<version>${release}</version>`);
		for (const kind of Object.keys(entries[pkg.version] ?? {})) expect(['security', 'fix', 'language', 'addition', 'change', 'remove', 'note']).toContain(kind);
	});

	it('takes the update host given at packaging time', () => {
		const env = { ...process.env, VETRINA_UPDATES_URL: 'https://downloads.example.it/vetrina/' };
		try {
			execFileSync(process.execPath, ['scripts/package.mjs'], { stdio: 'pipe', env });
			const manifest =
				readZip(readFileSync('dist/plg_system_vetrina.zip'))
					.find((entry) => entry.name === 'vetrina.xml')
					?.data.toString('utf8') ?? '';
			expect(manifest).toContain('>https://downloads.example.it/vetrina/updates.xml</server>');
			expect(readFileSync('dist/updates.xml', 'utf8')).toContain(`https://downloads.example.it/vetrina/plg_system_vetrina-${pkg.version}.zip`);
		} finally {
			execFileSync(process.execPath, ['scripts/package.mjs'], { stdio: 'pipe' });
		}
	});

	it('states the same range in the README and the integrating guide', () => {
		const range = `Joomla ${supports.joomla} up to (not including) ${supports.joomlaBelow}, PHP ${supports.php} or newer, VirtueMart ${supports.virtuemart} up to (not including) ${supports.virtuemartBelow}`;
		for (const doc of ['README.md', 'docs/integrating.md']) expect(readFileSync(doc, 'utf8').replace(/\s+/g, ' '), doc).toContain(range);
	});
});

describe('plg_system_vetrina on onBeforeCompileHead and onAfterRender (php CLI, Joomla stand-ins)', () => {
	describe('the header lists (headerLists: auto by default, on, off)', () => {
		const PLUGIN_AJAX = '/negozio/index.php?option=com_ajax&plugin=vetrina&group=system&format=json';
		const THEME_AJAX = '/negozio/index.php?option=com_ajax&plugin=vpframework&format=json';
		// VirtueMart prints the name as stored, HTML included.
		const FORM = `<form method="post" class="product js-recalculate" action="/index.php"><input type="hidden" name="virtuemart_product_id[]" value="161"/><input type="hidden" name="pname" value="Cap &#34;Baseball&#34; &lt;b&gt;"/></form>`;
		const button = (list: string) => {
			const label = `PLG_SYSTEM_VETRINA_${list.toUpperCase()}_ADD`;
			return `<a class="vp-list-button btn btn-sm btn-outline-secondary" href="/negozio/index.php?option=com_ajax&amp;plugin=vetrina&amp;group=system&amp;format=html&amp;task=${list}&amp;action=add&amp;product_id=161" data-vetrina="list-button" data-list="${list}" data-action="add" data-product-id="161" data-product-name="Cap &quot;Baseball&quot; &lt;b&gt;" title="${label}">${label}</a>`;
		};
		const scenario = (params: object, enabledPlugins: string[]) => run({ params, enabledPlugins, root: '/negozio', body: `<main>${FORM}</main>` });

		it.each([
			['auto without the theme framework', {}, [], PLUGIN_AJAX],
			['on beside the theme framework', { headerLists: 'on' }, ['system/vpframework'], PLUGIN_AJAX],
		])('serves them when %s: its own com_ajax calls, list buttons at the end of each add-to-cart form', (_, params, plugins, ajaxUri) => {
			const out = scenario(params, plugins);
			expect(out.options.vetrina?.ajaxUri).toBe(ajaxUri);
			expect(out.body).toBe(
				`<main>${FORM.replace('</form>', '')}<div class="vetrina-list-buttons d-flex flex-wrap gap-2 mt-2">${button('compare')} ${button('wishlist')}</div></form></main>`,
			);
		});

		it.each([
			['auto beside the theme framework', {}, ['system/vpframework']],
			['auto beside the theme framework as an ajax plugin', {}, ['ajax/vpframework']],
			['off without the theme framework', { headerLists: 'off' }, []],
		])('leaves them to the theme when %s', (_, params, plugins) => {
			const out = scenario(params, plugins);
			expect(out.options.vetrina?.ajaxUri).toBe(THEME_AJAX);
			expect(out.body).toBe(`<main>${FORM}</main>`);
		});
	});

	it('uses the assets through the Web Asset Manager and builds the options from Joomla: root, menu item, language', () => {
		const out = run({
			params: {},
			root: '',
			languages: { 'it-IT': 'it' },
			tag: 'it-IT',
			activeItemid: 101,
			routes: { 'index.php?option=com_virtuemart&view=cart': '/index.php?option=com_virtuemart&view=cart' },
		});
		expect(out.registryFiles).toEqual(['plg_system_vetrina']);
		expect(out.scripts).toEqual(['plg_system_vetrina.vetrina']);
		expect(out.styles).toEqual(['plg_system_vetrina.vetrina']);
		expect(out.options.vetrina).toEqual({
			shopComponent: 'com_virtuemart',
			prefix: 'virtuemart',
			ajaxUri: '/index.php?option=com_ajax&plugin=vpframework&format=json',
			baseUri: '/',
			itemid: 101,
			langParam: '&lang=it',
			language: 'it-IT',
			addToCartPopup: 1,
			tokenUpdate: false,
			searchLimit: 10,
			stateLoader: true,
			timeout: 10000,
		});
	});

	it('in a sub-folder site with SEF URLs: root-relative URLs, routes where Joomla differs, Itemid from the request, English', () => {
		const out = run({
			params: {
				cartErrorText: 'Cart error',
				tokenUpdate: 1,
				stateLoader: 0,
				searchLimit: '5',
				timeout: '4000',
				addToCartPopup: '0',
				strings: '{"en": {"product-form.added": "In your basket"}}',
				routes: { states: 'https://api.example.it/states' },
			},
			root: '/negozio',
			languages: { 'it-IT': 'it', 'en-GB': 'en' },
			tag: 'en-GB',
			query: { Itemid: '230' },
			activeItemid: 101,
			routes: { 'index.php?option=com_virtuemart&view=cart': '/negozio/en/cart' },
		});
		expect(out.options.vetrina).toEqual({
			shopComponent: 'com_virtuemart',
			prefix: 'virtuemart',
			ajaxUri: '/negozio/index.php?option=com_ajax&plugin=vpframework&format=json',
			baseUri: '/negozio/',
			itemid: 230,
			langParam: '&lang=en',
			language: 'en-GB',
			addToCartPopup: 0,
			tokenUpdate: true,
			searchLimit: 5,
			stateLoader: false,
			timeout: 4000,
			cartErrorText: 'Cart error',
			strings: { en: { 'product-form.added': 'In your basket' } },
			// Unrouted calls are Vetrina's own `{baseUri}index.php?…`: only the SEF cart and the set states differ.
			routes: { states: 'https://api.example.it/states', cart: '/negozio/en/cart' },
		});
	});

	it('parameters win over Joomla: itemid, language, langParam, baseUri, shop component and prefix', () => {
		const out = run({
			params: {
				itemid: '7',
				language: 'it',
				langParam: '',
				baseUri: 'https://cdn.example.it/',
				shopComponent: 'com_shop',
				prefix: 'shop',
				ajaxUri: '/ajax.php',
			},
			languages: {},
			tag: 'de-DE',
			activeItemid: 101,
		});
		expect(out.options.vetrina).toMatchObject({
			itemid: 7,
			language: 'it',
			langParam: '',
			baseUri: 'https://cdn.example.it/',
			shopComponent: 'com_shop',
			prefix: 'shop',
			ajaxUri: '/ajax.php',
		});
		// The default cart URL of another shop component, unrouted here, is the same as Vetrina's default: no routes.
		expect(out.options.vetrina).not.toHaveProperty('routes');
	});

	it('prints the statistics scripts inert until the consent cookie says accepted, by address or inline code, data blocks and other scripts kept', () => {
		const body = `<script src="https://www.googletagmanager.com/gtag/js?id=G-1&amp;l=dl" async></script>
<script nonce="n">gtag('config', 'G-1');</script>
<script type="module" src="/media/stats.js"></script>
<script type="application/json">{"gtag": 1}</script>
<script src="/media/plg_system_vetrina/js/vetrina.js" type="module" nonce="n"></script>`;
		const params = { consentScripts: 'googletagmanager.com/gtag\n  \ngtag(\n/media/stats.js' };
		// The plugin's own shop (no theme framework), as the consent banner needs.
		const shop = (scenario: object = {}) => run({ params, body, enabledPlugins: [], ...scenario }).body;
		expect(
			shop(),
		).toBe(`<script type="text/plain" data-vetrina-consent="statistics" data-vetrina-src="https://www.googletagmanager.com/gtag/js?id=G-1&amp;l=dl" async></script>
<script type="text/plain" data-vetrina-consent="statistics" nonce="n">gtag('config', 'G-1');</script>
<script type="text/plain" data-vetrina-consent="statistics" data-vetrina-type="module" data-vetrina-src="/media/stats.js"></script>
<script type="application/json">{"gtag": 1}</script>
<script src="/media/plg_system_vetrina/js/vetrina.js" type="module" nonce="n"></script>`);
		for (const answer of ['refused', 'other']) expect(shop({ cookies: { vetrina_cookie_consent: answer } })).toContain('data-vetrina-consent');
		// Accepted; the banner off; the theme framework's shop (it prints its own banner).
		for (const scenario of [
			{ cookies: { vetrina_cookie_consent: 'accepted' } },
			{ params: { ...params, cookieBanner: 0 } },
			{ enabledPlugins: ['system/vpframework'] },
		])
			expect(shop(scenario)).toBe(body);
	});

	it("keeps VirtueMart's scripts and their inline callers off the page, its data blocks inert, other scripts kept", () => {
		const out = run({ params: {}, languages: {}, headScripts: VM_HEAD, headStyles: VM_STYLES, body: VM_BODY });
		expect(out.headScripts).toEqual(['/media/system/js/core.js']);
		expect(out.headStyles).toEqual(['/components/com_virtuemart/assets/css/vm-bs5-common.css?vmver=1']);
		expect(out.body).toBe(`<main>x</main>
<script id="cvselvars0a1b-js" type="text/plain">//<![CDATA[ var x = 1; //]]></script>
<script id="vm-countryState-js" type="text/plain">jQuery("#c").vm2front("list",{dest : "#s",ids : "7",prefiks : ""});</script>
<script type="application/ld+json">{"@type": "Product"}</script>
<script type="module" src="/media/plg_system_vetrina/js/vetrina.js?abc"></script>`);
		const kept = run({ params: { disableVmScripts: 0 }, languages: {}, headScripts: VM_HEAD, headStyles: VM_STYLES, body: VM_BODY });
		expect(kept.headScripts).toEqual(VM_HEAD);
		expect(kept.headStyles).toEqual(VM_STYLES);
		expect(kept.body).toBe(VM_BODY);
	});

	it("handles a page of any size whole: a 2 MB inline JSON block and a 1 MB add-to-cart form, VirtueMart's scripts stripped", () => {
		const json = `<script type="application/json" id="catalogue">${'{"name":"Casco","note":"</scr"},'.repeat(70_000)}</script>`;
		const form = `<form class="product js-recalculate" method="post"><input type="hidden" name="virtuemart_product_id[]" value="160"><input type="hidden" name="pname" value="Casco">${'<option>x</option>'.repeat(60_000)}</form>`;
		const body = `<main>${json}${form}</main>\n${VM_BODY}`;
		expect(json.length).toBeGreaterThan(2_000_000);
		const out = run({ params: {}, enabledPlugins: [], languages: {}, body });
		expect(out.body.startsWith(`<main>${json}${form.slice(0, -7)}<div class="vetrina-list-buttons`)).toBe(true);
		expect(out.body).not.toContain('update_cart.js');
		expect(out.body).not.toContain('ready.vmprices-js');
		expect(out.body).toContain('<script id="cvselvars0a1b-js" type="text/plain">');
		expect(out.log).toEqual([]);
	});

	it('sends a page whose pass PCRE gave up on as it was before that pass, never blank, and says so in the log', () => {
		const body = '<main><img src="/" alt="Print"></main>';
		const out = run({ params: {}, languages: {}, body, backtrackLimit: 1 });
		expect(out.body).toBe(body);
		expect(out.log).toEqual([
			expect.stringMatching(
				/^plg_system_vetrina: Vetrina: the missing images pass failed on .* \(Backtrack limit exhausted\); the page went out without it\.$/,
			),
		]);
	});

	it('keeps the card checks payment plugins call from their inline handlers, plain JavaScript among those files', () => {
		const cardChecks = '/components/com_virtuemart/assets/js/vmcreditcard.js';
		const body = `<form><input name="cc_number_1" onchange="ccError=razCCerror(1);"></form>\n<script src="/components/com_virtuemart/assets/js/vmcreditcard.js?vmver=1"></script>\n`;
		const out = run({ params: {}, languages: {}, headScripts: [...VM_HEAD, cardChecks], body });
		expect([out.headScripts, out.body]).toEqual([['/media/system/js/core.js', cardChecks], body]);
	});

	it("keeps the session alive with Joomla's own script where VirtueMart asked for its keep-alive, which goes with its files", () => {
		const keepAlive = '/components/com_virtuemart/assets/js/vmkeepalive.js?vmver=1';
		const out = run({ params: {}, languages: {}, headScripts: [...VM_HEAD, keepAlive] });
		expect([out.headScripts, out.scripts]).toEqual([['/media/system/js/core.js'], ['plg_system_vetrina.vetrina', 'keepalive']]);
		expect(run({ params: {}, languages: {}, headScripts: VM_HEAD }).scripts).toEqual(['plg_system_vetrina.vetrina']);
		const kept = run({ params: { disableVmScripts: 0 }, languages: {}, headScripts: [...VM_HEAD, keepAlive] });
		expect([kept.headScripts, kept.scripts]).toEqual([[...VM_HEAD, keepAlive], ['plg_system_vetrina.vetrina']]);
	});

	it("drops every inline script of VirtueMart's own output that calls jQuery or its scripts (with or without an id), on VirtueMart's pages only", () => {
		const stripped = run({ params: {}, languages: {}, query: { option: 'com_virtuemart' }, component: VM_COMPONENT });
		expect(stripped.component).toBe(`<div class="productdetails-view">x</div>
<script id="vm-countryStateshipto_-js" type="text/plain">jQuery("#s").vm2front("list",{});</script>
<script>
javascript:print();
</script>
<form action="https://www.paypal.com/cgi-bin/webscr" method="post" id="vmPaymentForm"><input type="submit" value="Please wait"></form>
<script id="vm.paymentFormAutoSubmit-js" type="text/plain">//<![CDATA[ jQuery("#vmPaymentForm").submit(); //]]></script>
<script type="application/ld+json">{"@type": "Product"}</script>`);
		expect(run({ params: {}, languages: {}, query: { option: 'com_content' }, component: VM_COMPONENT }).component).toBe(VM_COMPONENT);
		expect(run({ params: { disableVmScripts: 0 }, languages: {}, query: { option: 'com_virtuemart' }, component: VM_COMPONENT }).component).toBe(VM_COMPONENT);
	});

	it("replaces the images Joomla 5 no longer has (address the site's root, or empty without SEF): the help icon inline, the others by their text", () => {
		const page = (help: string, print: string) =>
			`<span class="hasTooltip" title="&lt;strong&gt;Size&lt;/strong&gt;&lt;br&gt;Pick one">${help}</span><a class="printModal" title="Print" href="/negozio/index.php/helmet?tmpl=component&amp;print=1">${print}</a><img src="/negozio/images/hat.png" alt="Tooltip"><img src="/" alt="Print">`;
		const icon = /^<svg [^>]*aria-hidden="true" focusable="false"><path d="M8 15A7[^"]*"\/><path d="[^"]*"\/><\/svg>$/;
		for (const params of [{}, { disableVmScripts: 0, headerLists: 'off', cookieBanner: 0 }]) {
			for (const src of ['/negozio/', '']) {
				const body = run({ params, languages: {}, root: '/negozio', body: page(`<img src="${src}" alt="Tooltip">`, `<img src="${src}" alt="Print">`) }).body;
				const [, printed] = /^<span[^>]*>(.*?)<\/span>/.exec(body) ?? [];
				expect(printed).toMatch(icon);
				// A real image of the site, and the root of another site (the shop in a sub-folder), are left as they are.
				expect(body).toBe(page(String(printed), 'Print'));
			}
		}
	});

	it("skips VirtueMart's calls for jQuery, chosen and Bootstrap's tooltips and passes everyone else's on", () => {
		const out = run({ params: {}, languages: {} });
		expect(out.libraries).toEqual({
			'jquery.framework': { virtuemart: null, other: 'jquery.framework(arg)' },
			'formbehavior.chosen': { virtuemart: null, other: 'formbehavior.chosen(arg)' },
			'bootstrap.tooltip': { virtuemart: null, other: 'bootstrap.tooltip(arg)' },
			'bootstrap.popover': { virtuemart: null, other: 'bootstrap.popover(arg)' },
		});
		for (const params of [{ dropVmLibraries: 0 }, { disableVmScripts: 0 }]) expect(run({ params, languages: {} }).libraries).toEqual([]);
	});

	it('makes the inline scripts calling jQuery inert text where nothing loads it, and only there', () => {
		const inlineScripts = { orderby: "jQuery(document).ready(function($){ $('#vm-orderby-select').change(); });", vars: 'var sessMin = 30;' };
		expect(run({ params: {}, languages: {}, inlineScripts }).scriptAttributes).toEqual({ orderby: { type: 'text/plain' } });
		expect(run({ params: { dropVmLibraries: 0 }, languages: {}, inlineScripts }).scriptAttributes).toEqual([]);
	});

	it('does nothing in the administrator or on non-HTML documents', () => {
		for (const scenario of [{ client: 'administrator' }, { docType: 'json' }]) {
			const out = run({ params: {}, languages: {}, headScripts: VM_HEAD, body: VM_BODY, ...scenario });
			expect(out).toEqual({
				registryFiles: [],
				scripts: [],
				styles: [],
				options: [],
				scriptAttributes: [],
				headScripts: VM_HEAD,
				headStyles: [],
				body: VM_BODY,
				component: '',
				libraries: scenario.client ? [] : expect.any(Object),
				log: [],
			});
		}
	});
});

describe("plg_system_vetrina's plain rules (php CLI)", () => {
	const call = (...calls: [string, unknown[]][]): unknown[] =>
		JSON.parse(execFileSync('php', ['test/php/run-rules.php'], { input: JSON.stringify(calls), encoding: 'utf8', maxBuffer: 1 << 26 }));

	it('searches one line of at most 64 characters and 5 words; shorter than 2 characters, nothing', () => {
		expect(call(['words', ['  Safety\t\u0000Helmet \u200d ']], ['words', [' h ']], ['words', [`${'Helmet '.repeat(9)}Zeppelin`]])).toEqual([
			['Safety', 'Helmet'],
			[],
			['Helmet', 'Helmet', 'Helmet', 'Helmet', 'Helmet'],
		]);
		expect(call(['words', [`${'x'.repeat(70)} Helmet`]])).toEqual([['x'.repeat(64)]]);
	});

	it("takes the term's own LIKE wildcards and backslashes literally", () => {
		expect(call(['like', ['50%_off\\']], ['like', ['Cap', '']], ['like', ['cap', '% ']])).toEqual(['%50\\%\\_off\\\\%', 'Cap%', '% cap%']);
	});

	it('admits a budget of searches in any window, counting only the searches of the last window', () => {
		const nine = Array.from({ length: 9 }, (_, i) => 100 + i / 10);
		const [tenth, eleventh, nextSecond, address, junk] = call(
			['admit', [nine, 100.95, 10, 1]],
			['admit', [[...nine, 100.95], 100.99, 10, 1]],
			['admit', [[...nine, 100.95], 101.05, 10, 1]],
			['admit', [[...nine, 100.95], 105, 10, 10]],
			['admit', [['x', null, 100.5], 101, 10, 1]],
		) as (number[] | null)[];
		expect(tenth).toEqual([...nine, 100.95]);
		expect(eleventh).toBeNull();
		// At 101.05 the search of 100.0 is more than a second old.
		expect(nextSecond).toEqual([...nine.slice(1), 100.95, 101.05]);
		// An address's budget counts ten seconds back.
		expect(address).toBeNull();
		// What a row holds that is not a time counts for nothing.
		expect(junk).toEqual([100.5, 101]);
	});

	it('reads each parameter with its type: an array, a sign, a fraction or a word where a number goes is a bad request', () => {
		const bad = { thrown: 'Vetrina\\Plugin\\System\\Vetrina\\BadRequest', message: 'Bad parameter: p' };
		expect(
			call(
				['request', [{ p: '161' }, 'id', 'p']],
				['request', [{ p: ['161'] }, 'id', 'p']],
				['request', [{}, 'id', 'p']],
				['request', [{ p: '0' }, 'id', 'p']],
				['request', [{ p: '-1' }, 'whole', 'p']],
				['request', [{ p: '1.5' }, 'whole', 'p']],
				['request', [{ p: '1e3' }, 'whole', 'p']],
				['request', [{ p: '' }, 'whole', 'p', 10]],
				['request', [{ p: '9999999999' }, 'whole', 'p']],
				['request', [{ p: 'addToCompare' }, 'word', 'p']],
				['request', [{ p: 'add-to' }, 'word', 'p']],
				['request', [{ p: ['x'] }, 'text', 'p']],
				['request', [{}, 'text', 'p', 'fallback']],
				['request', [{ p: ['x'] }, 'value', 'p']],
			),
		).toEqual([161, bad, bad, bad, bad, bad, bad, 10, bad, 'addToCompare', bad, bad, 'fallback', '']);
	});

	it("sends the consent form back only to a page of this site, else to the site's home page", () => {
		const hostile = [
			'',
			'/\\/evil.example',
			'//evil.example/negozio/',
			'https://evil.example/negozio/',
			'javascript:alert(1)',
			'/other-site/',
			'/negozio-not/',
			'http://shop.example.it:8080/negozio/',
			' /negozio/',
			'/negozio/\n',
			'http:///negozio',
		];
		const kept = ['/negozio/index.php/headpiece?x=1#top', 'https://shop.example.it/negozio/index.php/cart'];
		const back = call(...[...kept, ...hostile].map((asked): [string, unknown[]] => ['returnTo', [asked, '/negozio', 'shop.example.it']]));
		expect(back).toEqual(['/negozio/index.php/headpiece?x=1#top', '/negozio/index.php/cart', ...hostile.map(() => '/negozio/')]);
		expect(call(['returnTo', ['/index.php/cart', '', 'shop.example.it']])).toEqual(['/index.php/cart']);
	});

	it('finds the elements of a tag in linear time: any case, a longer tag name skipped, an unclosed one kept', () => {
		expect(call(['scan', ['<p><SCRIPT src=x>a</script> <scripts></scripts><script>b</script >c<script>d', 'script', '']])).toEqual([
			{
				seen: [
					[' src=x', 'a', '<SCRIPT src=x>a</script>'],
					['', 'b', '<script>b</script >'],
				],
				// A removed element takes the white space after it.
				page: '<p><scripts></scripts>c<script>d',
			},
		]);
		// A page of 4 MB with a 2 MB script and a thousand elements is read at once.
		const script = `<script type="application/json">${'{"a":"</scrip"},'.repeat(130_000)}</script>`;
		const page = `${'<p><script>x</script></p>'.repeat(1000)}${script}${'y'.repeat(2_000_000)}`;
		const started = performance.now();
		const [{ seen, page: kept }] = call(['scan', [page, 'script', 'Z']]) as [{ seen: string[][]; page: string }];
		// A scan started over at each element (a pattern that backtracks, stripos() on what is left) takes minutes here.
		expect(performance.now() - started).toBeLessThan(20_000);
		expect(seen).toHaveLength(1001);
		expect(seen[1000]?.[2]).toBe(script);
		expect(kept.length).toBe(page.length - 1000 * '<script>x</script>'.length + 1000 - script.length + 1);
	});

	it("reads an element's attributes: any quoting, bare ones, names in any case, the first of a name, entities decoded", () => {
		expect(call(['attributes', [` SRC='/a.js?x=1&amp;y=2' defer data-x="a defer b" type=module src="/b.js"`]])).toEqual([
			{ src: '/a.js?x=1&y=2', defer: '', 'data-x': 'a defer b', type: 'module' },
		]);
	});

	describe("Joomla's core script, deferred where nothing needs it while the page is parsed", () => {
		const CORE = '<script src="/negozio/media/system/js/core.min.js?2cb912"></script>';
		const DEFERRED = '<script src="/negozio/media/system/js/core.min.js?2cb912" defer></script>';
		// The real shop's head and body (bs5, Cassiopeia) with the plugin: Joomla's own scripts are modules or deferred.
		const page = (before: string, after: string, body = '') => `<head>
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error"}}</script>
${before}${CORE}
<script src="/negozio/media/templates/site/cassiopeia/js/template.min.js?69a9f1" type="module"></script>
<script src="/negozio/media/system/js/fields/validate.min.js?9c4b9d" defer></script>
<script src="/negozio/media/system/js/messages-es5.min.js" nomodule defer></script>
${after}</head><body>${body}<script>if (typeof Virtuemart === "undefined"){ var Virtuemart = {};} var vmSiteurl = '/';</script>
<script type="application/ld+json">{"@type": "BreadcrumbList"}</script><script type="text/plain">Joomla.x();</script></body>`;
		const deferred = (html: string) => call(['deferCore', [html]])[0] as string;

		it("defers it on the real shop's pages: the scripts after it deferred or modules, inline code not naming Joomla", () => {
			const html = page('', '');
			expect(deferred(html)).toBe(html.replace(CORE, DEFERRED));
			// A script before it that runs at once ran before it already; an inline module naming Joomla after it still runs after it.
			const around = page('<script src="/analytics.js"></script>\n', '<script type="module">Joomla.getOptions("x");</script>\n');
			expect(deferred(around)).toBe(around.replace(CORE, DEFERRED));
		});

		it.each([
			['a file after it that runs at once', '', '<script src="/media/mod_x/x.js"></script>', ''],
			['inline code after it naming Joomla', '', '', '<script>Joomla.submitbutton = function (task) {};</script>'],
			['a deferred file before it', '<script src="/x.js" defer></script>', '', ''],
			['a module before it', '<script type="module" src="/x.js"></script>', '', ''],
			['an async file anywhere', '', '<script async src="/x.js"></script>', ''],
			['a handler calling Joomla', '', '', '<button onclick="Joomla.submitbutton(\'save\')">Save</button>'],
			['an address calling Joomla', '', '', '<a href="javascript:Joomla.renderMessages({})">x</a>'],
		])('leaves it as printed with %s', (_, before, after, body) => {
			const html = page(before, after, body);
			expect(deferred(html)).toBe(html);
		});

		it('leaves a page without it, or with it deferred already, as it is', () => {
			for (const html of ['<p>x</p><script type="module" src="/v.js"></script>', DEFERRED, '<script src="/media/system/js/core.min.js" async></script>'])
				expect(deferred(html)).toBe(html);
		});
	});

	it('finds what a site lacks of the range its manifest states, each with its message and figures', () => {
		const manifest = '<extension><supports php="8.1.0" joomla="5.1.0" joomlaBelow="6.0.0" virtuemart="4.4.0" virtuemartBelow="5.0.0" /></extension>';
		const site = { php: '8.2.36', joomla: '5.2.1', virtuemart: '4.4.0', virtuemartEnabled: true };
		const [range, ...found] = call(
			['range', [manifest]],
			['missing', [site, manifest]],
			['missing', [{ ...site, php: '8.0.30', joomla: '5.0.3' }, manifest]],
			['missing', [{ ...site, joomla: '6.0.0', virtuemart: null }, manifest]],
			['missing', [{ ...site, virtuemart: '4.2.18' }, manifest]],
			['missing', [{ ...site, virtuemartEnabled: false }, manifest]],
		);
		expect(range).toEqual({ php: '8.1.0', joomla: '5.1.0', joomlaBelow: '6.0.0', virtuemart: '4.4.0', virtuemartBelow: '5.0.0' });
		expect(found).toEqual([
			[],
			[
				['PLG_SYSTEM_VETRINA_NEEDS_PHP', '8.1.0', '8.0.30'],
				['PLG_SYSTEM_VETRINA_NEEDS_JOOMLA', '5.1.0', '6.0.0', '5.0.3'],
			],
			[
				['PLG_SYSTEM_VETRINA_NEEDS_JOOMLA', '5.1.0', '6.0.0', '6.0.0'],
				['PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART', '4.4.0', '5.0.0'],
			],
			[['PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART_VERSION', '4.4.0', '5.0.0', '4.2.18']],
			[['PLG_SYSTEM_VETRINA_NEEDS_VIRTUEMART_ENABLED']],
		]);
	});

	it("lets the wishlist table's key decide a duplicate add, also one a parallel add made first", () => {
		expect(call(['wishlistAdd', [[160], 161, false]], ['wishlistAdd', [[160], 160, false]], ['wishlistAdd', [[], 161, true]])).toEqual([
			{ added: true, rows: [160, 161] },
			{ added: false, rows: [160] },
			{ added: false, rows: [161] },
		]);
	});

	it("makes VirtueMart's search module's form a live-search mount point, once", () => {
		const form = '<!--BEGIN Search Box --><form action="/index.php/results,1-24?search=true" method="get"><input name="keyword"></form>';
		const [enhanced, again] = call(['enhance', [form]], ['enhance', ['<form data-vetrina="live-search" action="/"></form><form></form>']]);
		expect(enhanced).toBe(form.replace('<form', '<form data-vetrina="live-search"'));
		expect(again).toBe('<form data-vetrina="live-search" action="/"></form><form data-vetrina="live-search"></form>');
	});
});
