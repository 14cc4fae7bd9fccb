import { readFileSync } from 'node:fs';

interface Output {
	entryPoint?: string;
	inputs: Record<string, unknown>;
}
const { outputs } = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, Output> };

/** The chunk (path under dist/, e.g. `chunks/catalogue-AB12.js`) that carries an island's code: its own or its group's. */
export function chunkOf(island: string): string {
	const found = Object.entries(outputs).find(([, out]) => out.entryPoint?.startsWith('islands/') && `islands/${island}/index.ts` in out.inputs);
	if (!found) throw new Error(`no chunk carries the island ${island}`);
	return found[0].replace(/^dist\//, '');
}

/** Every chunk that carries islands (an island's own, or a group's). */
export const islandChunks = new Set(
	Object.entries(outputs)
		.filter(([, out]) => out.entryPoint?.startsWith('islands/'))
		.map(([file]) => file.replace(/^dist\//, '')),
);
