// Builds dist/: the bootstrap `vetrina.js` (fixed name, short cache), one content-hashed chunk per
// island and per shared module (long cache), and `vetrina.css` from src/styles and every island.
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dev = process.env.NODE_ENV === 'development';
const outdir = 'dist';

async function cssSources() {
	const files = (await readdir('src/styles'))
		.filter((f) => f.endsWith('.css'))
		.sort()
		.map((f) => join('src/styles', f));
	for (const island of (await readdir('islands', { withFileTypes: true })).filter((d) => d.isDirectory())) {
		const dir = join('islands', island.name);
		files.push(
			...(await readdir(dir))
				.filter((f) => f.endsWith('.css'))
				.sort()
				.map((f) => join(dir, f)),
		);
	}
	return files;
}

await mkdir(outdir, { recursive: true });
const islandNames = (await readdir('islands', { withFileTypes: true }))
	.filter((d) => d.isDirectory())
	.map((d) => d.name)
	.sort();

const js = await build({
	entryPoints: { vetrina: 'src/bootstrap.ts', vendor: 'src/vendor.ts' },
	outdir,
	bundle: true,
	splitting: true,
	format: 'esm',
	target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
	minify: !dev,
	sourcemap: dev ? 'inline' : false,
	chunkNames: 'chunks/[name]-[hash]',
	entryNames: '[name]',
	define: {
		__DEV__: String(dev),
		__ISLAND_NAMES__: JSON.stringify(islandNames.join(',')),
		'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
	},
	jsx: 'automatic',
	legalComments: 'none',
	metafile: true,
	logLevel: 'warning',
});

const css = (await Promise.all((await cssSources()).map((f) => readFile(f, 'utf8')))).join('\n');
await writeFile(join(outdir, 'vetrina.src.css'), css);
await build({
	entryPoints: [join(outdir, 'vetrina.src.css')],
	outfile: join(outdir, 'vetrina.css'),
	minify: !dev,
	logLevel: 'warning',
});
await rm(join(outdir, 'vetrina.src.css'));
await writeFile(join(outdir, 'meta.json'), JSON.stringify(js.metafile));

// Stale chunks stay for ten minutes: a page that loaded the previous vetrina.js a moment ago (a test
// run in another shell, a shopper mid-deploy) still finds the chunks it imports lazily.
const fresh = new Set(Object.keys(js.metafile.outputs));
for (const file of await readdir(join(outdir, 'chunks'))) {
	const path = `${outdir}/chunks/${file}`;
	if (!fresh.has(path) && Date.now() - (await stat(path)).mtimeMs > 10 * 60_000) await rm(path);
}
console.log(`[build] ${Object.keys(js.metafile.outputs).length} files in ${outdir}/`);
