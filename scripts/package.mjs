// `npm run package`: the installable Joomla 5 system plugin and what its update server serves, all in dist/:
// plg_system_vetrina.zip (and the same as plg_system_vetrina-<version>.zip, the name the update names),
// updates.xml and changelog.xml. One version number and one supported range, package.json's, are written into
// the manifest; the update host is package.json's `joomlaUpdates` unless VETRINA_UPDATES_URL gives the real one.
// The plugin's PHP, manifest and language files come from joomla/plg_system_vetrina/; its media from this
// build: media/js/vetrina.js with chunks/ beside it (loaded relative to vetrina.js, the islands' stylesheet among
// them), media/css/ the first-paint stylesheets.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeZip } from './zip.mjs';

const PLUGIN = 'joomla/plg_system_vetrina';
const NAME = 'plg_system_vetrina';
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const { version, supports } = pkg;
const host = (process.env.VETRINA_UPDATES_URL || pkg.joomlaUpdates).replace(/\/+$/, '');
const PLACEHOLDER = 'https://vetrina.example';

const walk = (dir) =>
	readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? walk(path) : [path];
	});

/** The current build's files only: dist/chunks keeps stale chunks for a few minutes (see build.mjs). */
function bundleFiles() {
	const { outputs } = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
	return Object.keys(outputs)
		.map((path) => relative('dist', path))
		.filter((path) => /\.(js|css)$/.test(path))
		.sort();
}

const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const supported = Object.entries(supports)
	.map(([key, value]) => `${key}="${xml(value)}"`)
	.join(' ');

/** The manifest with package.json's version and range, and the update host's addresses. */
const stampManifest = (text) =>
	text
		.replace(/<version>[^<]*<\/version>/, `<version>${version}</version>`)
		.replace(/<supports [^>]*\/>/, `<supports ${supported} />`)
		.replaceAll(`${PLACEHOLDER}/`, `${host}/`);
const stampAssets = (text) => text.replace(/"version": "[^"]*"/, `"version": "${version}"`);

const entries = walk(PLUGIN)
	.sort()
	.map((path) => {
		const name = relative(PLUGIN, path);
		const data = readFileSync(path);
		if (name === 'vetrina.xml') return { name, data: Buffer.from(stampManifest(data.toString('utf8'))) };
		if (name === 'media/joomla.asset.json') return { name, data: Buffer.from(stampAssets(data.toString('utf8'))) };
		return { name, data };
	});
for (const file of bundleFiles()) entries.push({ name: `media/js/${file}`, data: readFileSync(join('dist', file)) });
// The first-paint stylesheets, by the names build.mjs gives them (`firstPaintSheets`): dist/'s own .css files.
for (const sheet of readdirSync('dist')
	.filter((name) => name.endsWith('.css'))
	.sort())
	entries.push({ name: `media/css/${sheet}`, data: readFileSync(join('dist', sheet)) });

const zip = writeZip(entries);
const versioned = `${NAME}-${version}.zip`;
writeFileSync(`dist/${NAME}.zip`, zip);
writeFileSync(`dist/${versioned}`, zip);

// Joomla's update server: this release, for the Joomla versions of the supported range.
const [major, minor] = supports.joomla.split('.').map(Number);
const below = Number(supports.joomlaBelow.split('.')[0]);
const platforms = Array.from({ length: below - major }, (_, i) => (i === 0 && minor > 0 ? `${major}\\.([${minor}-9]|[1-9][0-9])` : `${major + i}\\..*`)).join(
	'|',
);
writeFileSync(
	'dist/updates.xml',
	`<?xml version="1.0" encoding="utf-8"?>
<updates>
	<update>
		<name>System - Vetrina</name>
		<description>${xml(pkg.description)}</description>
		<element>vetrina</element>
		<type>plugin</type>
		<folder>system</folder>
		<client>site</client>
		<version>${xml(version)}</version>
		<infourl title="Vetrina">${xml(host)}/</infourl>
		<downloads>
			<downloadurl type="full" format="zip">${xml(`${host}/${versioned}`)}</downloadurl>
		</downloads>
		<sha512>${createHash('sha512').update(zip).digest('hex')}</sha512>
		<targetplatform name="joomla" version="${xml(platforms)}" />
		<php_minimum>${xml(supports.php)}</php_minimum>
		<maintainer>Vetrina</maintainer>
		<maintainerurl>${xml(host)}/</maintainerurl>
	</update>
</updates>
`,
);

// Joomla's changelog (the manifest's changelogurl): every release, newest first, from joomla/changelog.json.
const changelog = JSON.parse(readFileSync('joomla/changelog.json', 'utf8'));
const releases = Object.entries(changelog).map(
	([release, kinds]) =>
		`\t<changelog>\n\t\t<element>vetrina</element>\n\t\t<type>plugin</type>\n\t\t<version>${xml(release)}</version>\n${Object.entries(kinds)
			.map(([kind, items]) => `\t\t<${kind}>\n${items.map((item) => `\t\t\t<item>${xml(item)}</item>`).join('\n')}\n\t\t</${kind}>`)
			.join('\n')}\n\t</changelog>`,
);
if (!changelog[version]) throw new Error(`joomla/changelog.json has no entry for ${version}`);
writeFileSync('dist/changelog.xml', `<?xml version="1.0" encoding="utf-8"?>\n<changelogs>\n${releases.join('\n')}\n</changelogs>\n`);

console.log(`[package] dist/${NAME}.zip (${versioned}): ${entries.length} files, ${(zip.length / 1024).toFixed(1)} KB; updates.xml, changelog.xml for ${host}`);
