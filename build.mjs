// Builds dist/: the bootstrap `vetrina.js` (one file, fixed name, short cache), the island chunks and the core
// they share (content-hashed, long cache), and the stylesheets from src/styles and every island (firstPaintSheets).
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';

const dev = process.env.NODE_ENV === 'development';
const outdir = 'dist';

/**
 * Vetrina's stylesheets, named by how a source's name ends. What keeps the server's page still and right before
 * the islands come blocks the first paint, and is kept that small; every other rule loads with the islands
 * (`chunks/islands-<hash>.css`, which the bootstrap adds with the core and islands wait for).
 */
const firstPaintSheets = [
	// Every page, in the head.
	{ ends: '.first-paint.css', file: 'vetrina.css' },
	// The head of a Vetrina theme: its product cards, carousels and switchers, markup stock VirtueMart lacks.
	{ ends: '.theme.css', file: 'vetrina-theme.css' },
	// The plugin's compare and wishlist pages.
	{ ends: '.list-page.css', file: 'vetrina-list-page.css' },
];

/** The stylesheets' sources, src/styles first, then each island's, in name order. */
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

/** Concatenates `sources` into one minified stylesheet: `name` under `entryNames`; its build's outputs. */
async function buildCss(sources, name, entryNames) {
	const source = join(outdir, `${name}.src.css`);
	await writeFile(source, (await Promise.all(sources.map((f) => readFile(f, 'utf8')))).join('\n'));
	const result = await build({ entryPoints: { [name]: source }, outdir, entryNames, minify: !dev, metafile: true, logLevel: 'warning' });
	await rm(source);
	return result.metafile.outputs;
}

await mkdir(outdir, { recursive: true });
const islandNames = (await readdir('islands', { withFileTypes: true }))
	.filter((d) => d.isDirectory())
	.map((d) => d.name)
	.sort();

const options = {
	bundle: true,
	format: 'esm',
	target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
	minify: !dev,
	sourcemap: dev ? 'inline' : false,
	jsx: 'automatic',
	legalComments: 'none',
	metafile: true,
	logLevel: 'warning',
};
const define = {
	__ISLAND_NAMES__: JSON.stringify(islandNames.join(',')),
	'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
};

/** A chunk is named for its module, an island's `index.ts` for the island's folder. */
const chunkName = (path) => (basename(path, extname(path)) === 'index' ? basename(dirname(path)) : basename(path, extname(path)));

/** Leaves the bootstrap's `import()`s out of its bundle, each one's path mapped by `to` (a module under the project). */
const lazyImports = (to) => ({
	name: 'lazy-imports',
	setup(build) {
		build.onResolve({ filter: /.*/ }, (args) =>
			args.kind === 'dynamic-import' ? { path: to(relative('.', resolve(args.resolveDir, args.path))), external: true } : undefined,
		);
	},
});

// 1. What the bootstrap loads lazily (src/core.ts, the island groups, islands of their own): the chunks to build.
const chunks = new Map();
await build({
	...options,
	entryPoints: ['src/bootstrap.ts'],
	define: { ...define, __CHUNKS__: '"{}"' },
	write: false,
	plugins: [
		lazyImports((path) => {
			const name = chunkName(path);
			if (chunks.has(name) && chunks.get(name) !== path) throw new Error(`[build] two lazy imports make a chunk named ${name}: ${chunks.get(name)}, ${path}`);
			chunks.set(name, path);
			return path;
		}),
	],
});

/**
 * Libraries the core imports on first use, not at load: the sanitizer (`src/server-markup.tsx`), fetched when the
 * first server call starts. Each is one file of its own, built alone: split with the chunks, it would share
 * esbuild's helpers with them through one more file every page fetches.
 */
const lazyLibraries = ['dompurify'];
const libraryBuild = await build({
	...options,
	entryPoints: Object.fromEntries(lazyLibraries.map((name) => [name, name])),
	define,
	outdir,
	entryNames: 'chunks/[name]-[hash]',
	banner: { js: '//# allFunctionsCalledOnLoad' },
});
const libraryFiles = Object.fromEntries(
	Object.entries(libraryBuild.metafile.outputs).map(([file, out]) => [lazyLibraries.find((name) => out.entryPoint?.includes(`node_modules/${name}/`)), file]),
);
/** The core's `import()` of a lazy library points at its file, beside the chunks. */
const lazyLibraryImports = {
	name: 'lazy-libraries',
	setup(build) {
		build.onResolve({ filter: new RegExp(`^(${lazyLibraries.join('|')})$`) }, (args) =>
			args.kind === 'dynamic-import' ? { path: `./${basename(libraryFiles[args.path])}`, external: true } : undefined,
		);
	},
};

/**
 * Every island chunk imports the core first, so each module the core holds is reached from the same entry
 * points (esbuild makes one shared chunk per set of entry points reaching a module): the core is one file,
 * whichever islands of a page use which of its modules.
 */
const core = resolve('src/core.ts');
const coreFirst = {
	name: 'core-first',
	setup(build) {
		const islandEntries = new Set([...chunks.values()].map((path) => resolve(path)).filter((path) => path !== core));
		build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
			if (!islandEntries.has(args.path)) return undefined;
			// On the first line: source positions stay where they were.
			const contents = `import ${JSON.stringify(core)};${await readFile(args.path, 'utf8')}`;
			return { contents, loader: extname(args.path).slice(1), resolveDir: dirname(args.path) };
		});
	},
};

// 2. The chunks, with the core they share.
const islandsBuild = await build({
	...options,
	entryPoints: Object.fromEntries(chunks),
	define,
	outdir,
	splitting: true,
	entryNames: 'chunks/[name]-[hash]',
	chunkNames: 'chunks/[name]-[hash]',
	// V8's explicit compile hint: compile every function while the file streams in, off the main thread.
	// Without it React's functions compile lazily on the main thread, first when the core runs, then each
	// on its first call while islands render.
	banner: { js: '//# allFunctionsCalledOnLoad' },
	plugins: [coreFirst, lazyLibraryImports],
});
const outputs = islandsBuild.metafile.outputs;
const shared = Object.entries(outputs).filter(([, out]) => !out.entryPoint);
if (shared.length > 1)
	throw new Error(
		`[build] ${shared.length} shared chunks, not one: add what they hold to src/core.ts\n${shared.map(([file, out]) => `${file}: ${Object.keys(out.inputs).join(', ')}`).join('\n')}`,
	);
for (const [file, out] of Object.entries(outputs))
	if (out.imports.some((dep) => dep.kind === 'dynamic-import' && !dep.external))
		throw new Error(`[build] ${file} imports a module lazily: that module would be a chunk of its own and split the core; import it statically`);

/** Each chunk's file and what it imports, relative to vetrina.js: what the bootstrap preloads for it. */
const fileOf = (path) => Object.keys(outputs).find((file) => outputs[file].entryPoint === path);
function closure(file, files = new Set()) {
	if (files.has(file)) return files;
	files.add(file);
	for (const dep of outputs[file].imports) if (dep.kind === 'import-statement') closure(dep.path, files);
	return files;
}
const underOutdir = (file) => relative(outdir, file);
// The registry preloads the core with every island's chunk: an island's list leaves out what the core's has.
const coreFiles = closure(fileOf(chunks.get('core')));
const manifest = Object.fromEntries(
	[...chunks].map(([name, path]) => [name, [...closure(fileOf(path))].filter((file) => name === 'core' || !coreFiles.has(file)).map(underOutdir)]),
);

// The stylesheets: the first-paint ones by their fixed names, the islands' one hashed, loaded with the core.
const sources = await cssSources();
const sheetOf = (source) => firstPaintSheets.find((sheet) => source.endsWith(sheet.ends));
for (const sheet of firstPaintSheets)
	await buildCss(
		sources.filter((source) => sheetOf(source) === sheet),
		basename(sheet.file, '.css'),
		'[name]',
	);
const islandsCss = await buildCss(
	sources.filter((source) => !sheetOf(source)),
	'islands',
	'chunks/[name]-[hash]',
);
manifest.core.push(...Object.keys(islandsCss).map(underOutdir));

// 3. The bootstrap, one file: its `import()`s point at the chunks, and it carries the manifest.
const bootstrapBuild = await build({
	...options,
	entryPoints: { vetrina: 'src/bootstrap.ts' },
	define: { ...define, __CHUNKS__: JSON.stringify(JSON.stringify(manifest)) },
	outdir,
	entryNames: '[name]',
	plugins: [lazyImports((path) => `./${underOutdir(fileOf(path))}`)],
});
const meta = {
	inputs: { ...libraryBuild.metafile.inputs, ...islandsBuild.metafile.inputs, ...bootstrapBuild.metafile.inputs },
	outputs: { ...libraryBuild.metafile.outputs, ...outputs, ...islandsCss, ...bootstrapBuild.metafile.outputs },
};

await writeFile(join(outdir, 'meta.json'), JSON.stringify(meta));

// Stale chunks stay for ten minutes: a page that loaded the previous vetrina.js a moment ago (a test
// run in another shell, a shopper mid-deploy) still finds the chunks it imports lazily.
const fresh = new Set(Object.keys(meta.outputs));
for (const file of await readdir(join(outdir, 'chunks'))) {
	const path = `${outdir}/chunks/${file}`;
	if (!fresh.has(path) && Date.now() - (await stat(path)).mtimeMs > 10 * 60_000) await rm(path);
}
console.log(`[build] ${Object.keys(meta.outputs).length} files in ${outdir}/`);
