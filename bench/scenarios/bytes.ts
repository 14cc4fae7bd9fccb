/** Scenario 1: bytes of every file in dist/, and JavaScript bytes per page type. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Bench } from '../browser.ts';
import { pageTypes } from '../pages.ts';
import type { Table } from '../report.ts';
import { visit, type Snapshot } from '../visit.ts';

const DIST = 'dist';

interface Sizes {
	raw: number;
	gzip: number;
	brotli: number;
}

const sizesOf = (bytes: Buffer): Sizes => ({
	raw: bytes.length,
	gzip: gzipSync(bytes, { level: 9 }).length,
	brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const sizes = (file: string): Sizes => sizesOf(readFileSync(file));

function files(dir: string): string[] {
	return readdirSync(dir)
		.sort()
		.flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
}

function distTable(): Table {
	// The build keeps the previous build's chunks for a while (pages in flight): only this build's count.
	const built = new Set(Object.keys((JSON.parse(readFileSync(join(DIST, 'meta.json'), 'utf8')) as { outputs: object }).outputs));
	const shipped = files(DIST)
		.filter((file) => !file.endsWith('meta.json') && (!file.endsWith('.js') || built.has(file)))
		.map((file) => ({ file, ...sizes(file) }));
	const rows = shipped.map((s) => [relative(DIST, s.file), s.raw, s.gzip, s.brotli]);
	const sum = (key: keyof Sizes) => shipped.reduce((total, s) => total + s[key], 0);
	const total = { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
	return {
		id: 'dist',
		title: '1a. Files in dist/ (bytes)',
		columns: [
			{ label: 'file', unit: 'text' },
			{ label: 'minified', unit: 'B' },
			{ label: 'gzip -9', unit: 'B' },
			{ label: 'brotli 11', unit: 'B' },
		],
		rows: [...rows, ['**total**', total.raw, total.gzip, total.brotli]],
		notes: [
			'Left out: `dist/meta.json` (build metadata, not served to shoppers) and chunks of an earlier build that the build keeps for a while for pages in flight.',
		],
	};
}

/** Sizes of the scripts as downloaded (each URL once), and how many there were. */
export function jsBytes(scripts: Snapshot['scripts']): Sizes & { files: number } {
	const unique = new Map(scripts.map((s) => [s.url, s.body]));
	const total = { files: 0, raw: 0, gzip: 0, brotli: 0 };
	for (const s of [...unique.values()].map(sizesOf))
		Object.assign(total, { files: total.files + 1, raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli });
	return total;
}

export async function bytes(bench: Bench): Promise<Table[]> {
	// dist/ first: another build may replace it while the pages load.
	const dist = distTable();
	const rows = [];
	for (const type of pageTypes) {
		const { before, after } = await visit(bench, type);
		const b = jsBytes(before.scripts);
		const a = jsBytes(after.scripts);
		rows.push([type.label, b.files, b.raw, b.gzip, a.files, a.raw, a.gzip]);
	}
	return [
		dist,
		{
			id: 'js-per-page',
			title: '1b. JavaScript downloaded per page type',
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'files before interaction', unit: 'count' },
				{ label: 'minified', unit: 'B' },
				{ label: 'gzip', unit: 'B' },
				{ label: 'files, every island loaded', unit: 'count' },
				{ label: 'minified', unit: 'B' },
				{ label: 'gzip', unit: 'B' },
			],
			rows,
			notes: [
				'"Before interaction": loaded, network idle, no island left loading. "Every island loaded": after scrolling through the page in steps of 0.8 viewport and settling again. Viewport 1280×900. Sizes of the bodies as downloaded (the demo server sends them uncompressed; gzip -9 computed here).',
			],
		},
	];
}
