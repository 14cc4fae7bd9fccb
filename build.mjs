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

/**
 * esbuild imports its shared runtime chunk (CommonJS interop helpers, for React) into every entry point,
 * even one that uses none of it (evanw/esbuild#1892): a bare import of a chunk made of runtime code only
 * is dropped from the bootstrap, which saves every page a request and 400 B of its 3 KB budget.
 */
async function dropUnusedRuntime(entry) {
	const out = js.metafile.outputs[entry];
	const unused = out.imports.filter((dep) => dep.kind === 'import-statement' && Object.keys(js.metafile.outputs[dep.path].inputs).length === 0);
	let code = await readFile(entry, 'utf8');
	for (const dep of unused) {
		const bare = `import"./${dep.path.slice(outdir.length + 1)}";`;
		if (!code.includes(bare)) continue;
		code = code.replace(bare, '');
		out.imports = out.imports.filter((i) => i !== dep);
	}
	await writeFile(entry, code);
}
if (!dev) await dropUnusedRuntime(join(outdir, 'vetrina.js'));

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
