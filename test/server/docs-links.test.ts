/**
 * The docs hold together: every relative link in README.md and docs/ points at a file that exists and,
 * with a `#anchor`, at a heading of that file (GitHub's slugs); every docs page named with an anchor in a
 * code comment exists and has that heading. A renamed heading or a moved page fails here, not in a reader's
 * browser.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CODE_DIRS = ['src', 'islands', 'test', 'tools', 'bench', 'fixtures', 'joomla'];
const CODE_FILE = /\.(ts|tsx|mjs|js|php|css)$/;

function walk(dir: string, keep: (path: string) => boolean): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path, keep);
		return keep(path) ? [path] : [];
	});
}

const markdownFiles = [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'), (path) => path.endsWith('.md'))];
const codeFiles = CODE_DIRS.flatMap((dir) => walk(join(ROOT, dir), (path) => CODE_FILE.test(path)));
const name = (path: string) => relative(ROOT, path);

/** The text outside fenced code blocks, line by line (links and headings in code are not links or headings). */
function proseLines(text: string): string[] {
	let fenced = false;
	return text.split('\n').map((line) => {
		if (/^\s*(```|~~~)/.test(line)) {
			fenced = !fenced;
			return '';
		}
		return fenced ? '' : line;
	});
}

/** GitHub's heading anchor: the rendered text, lower-cased, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
	return heading
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/<[^>]+>/g, '')
		.replace(/[`*]/g, '')
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
		.replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** Every anchor a Markdown file's headings make, duplicates numbered as GitHub numbers them. */
function anchorsOf(file: string): Set<string> {
	const cached = anchorCache.get(file);
	if (cached) return cached;
	const anchors = new Set<string>();
	const seen = new Map<string, number>();
	for (const line of proseLines(readFileSync(file, 'utf8'))) {
		const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
		if (!heading) continue;
		const base = slug(heading[1]!);
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		anchors.add(count ? `${base}-${count}` : base);
	}
	anchorCache.set(file, anchors);
	return anchors;
}

/** What is wrong with a link from `from` to `target` (`path`, `path#anchor` or `#anchor`), if anything. */
function brokenLink(from: string, target: string): string | undefined {
	const [path = '', anchor] = target.split('#');
	const file = path ? resolve(dirname(from), decodeURI(path)) : from;
	if (!existsSync(file)) return `${name(from)} → ${target}: no such file`;
	if (anchor === undefined) return undefined;
	if (statSync(file).isDirectory() || !file.endsWith('.md')) return `${name(from)} → ${target}: an anchor in a file that is not Markdown`;
	if (!anchorsOf(file).has(anchor)) return `${name(from)} → ${target}: no heading makes #${anchor} in ${name(file)}`;
	return undefined;
}

describe('links in README.md and docs/', () => {
	it('should find the pages', () => {
		expect(markdownFiles.map(name)).toEqual(expect.arrayContaining(['README.md', 'docs/behaviour.md', 'docs/integrating.md']));
	});

	it('should resolve every relative link and anchor', () => {
		const broken: string[] = [];
		for (const file of markdownFiles) {
			const prose = proseLines(readFileSync(file, 'utf8'))
				.join('\n')
				.replace(/`[^`\n]*`/g, '');
			for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
				if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
				const problem = brokenLink(file, target!);
				if (problem) broken.push(problem);
			}
		}
		expect(broken).toEqual([]);
	});

	it('should keep the README a front door of at most 12 KB', () => {
		expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
	});

	it('should keep the markers the bench writes its latest results between', () => {
		const performance = readFileSync(join(ROOT, 'docs/performance.md'), 'utf8');
		expect(performance.indexOf('<!-- bench:results -->')).toBeGreaterThan(-1);
		expect(performance.indexOf('<!-- /bench:results -->')).toBeGreaterThan(performance.indexOf('<!-- bench:results -->'));
	});
});

describe('docs pages named in code', () => {
	it('should point only at pages and anchors that exist', () => {
		const broken: string[] = [];
		const pointer = /\bdocs\/[\w./-]+?\.md(#[\w-]+)?/g;
		for (const file of codeFiles) {
			for (const [found] of readFileSync(file, 'utf8').matchAll(pointer)) {
				const problem = brokenLink(join(ROOT, 'README.md'), found);
				if (problem) broken.push(`${name(file)}: ${problem.replace(/^README\.md → /, '')}`);
			}
		}
		expect(broken).toEqual([]);
	});

	it('should name the behaviour contract by its anchors, not by a numbered section of the old spec', () => {
		const numbered = [...codeFiles, ...markdownFiles].filter((file) => readFileSync(file, 'utf8').includes('\u00a7')).map(name);
		expect(numbered).toEqual([]);
	});
});
