// `npm run package`: dist/plg_system_vetrina.zip, the installable Joomla 4/5 system plugin. The plugin's
// PHP, manifest and language files come from joomla/plg_system_vetrina/; its media from this build:
// media/js/vetrina.js with chunks/ beside it (loaded relative to vetrina.js), media/css/vetrina.css.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeZip } from './zip.mjs';

const PLUGIN = 'joomla/plg_system_vetrina';
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

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
		.filter((path) => path.endsWith('.js'))
		.sort();
}

const stamp = (text) => text.replace(/<version>[^<]*<\/version>/, `<version>${version}</version>`).replace(/"version": "[^"]*"/, `"version": "${version}"`);

const entries = walk(PLUGIN)
	.sort()
	.map((path) => {
		const name = relative(PLUGIN, path);
		const data = readFileSync(path);
		return { name, data: name === 'vetrina.xml' || name === 'media/joomla.asset.json' ? Buffer.from(stamp(data.toString('utf8'))) : data };
	});
for (const file of bundleFiles()) entries.push({ name: `media/js/${file}`, data: readFileSync(join('dist', file)) });
entries.push({ name: 'media/css/vetrina.css', data: readFileSync('dist/vetrina.css') });

const out = 'dist/plg_system_vetrina.zip';
const zip = writeZip(entries);
writeFileSync(out, zip);
console.log(`[package] ${out}: ${entries.length} files, ${(zip.length / 1024).toFixed(1)} KB`);
