import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { islands } from '../../src/islands.ts';
import { controlledFetch } from './fetch.ts';
import { drawAsInPage } from './outside-act.ts';
import { loadSavedPage, useConfig } from './page.ts';

// The pages the shop prints (fixtures/pages/, kept current by test/server/saved-pages.test.ts): every
// island whose mount point a page has mounts on it and tears down without throwing or logging an error.
// Tracked files only: the server tests drop a QA page there for a moment, in parallel with these.
const pages = execFileSync('git', ['ls-files', 'fixtures/pages'], { encoding: 'utf8' })
	.split('\n')
	.filter((path) => path.endsWith('.html'))
	.map((path) => path.slice('fixtures/pages/'.length, -'.html'.length));

describe('saved pages in happy-dom', () => {
	drawAsInPage();

	it.each(pages)('%s: every island with a mount point mounts and tears down', { timeout: 20_000 }, async (name) => {
		// Calls the islands make on mount stay unanswered, and are aborted by their teardown (logged, as http.ts does).
		controlledFetch();
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		loadSavedPage(name);
		// A fragment (the in-place content answer) has no config block: the page it goes into has.
		if (document.querySelector('script.joomla-script-options, #vetrina-config')) loadConfig();
		else useConfig();
		const teardowns: (() => void)[] = [];
		let mounted = 0;
		for (const spec of Object.values(islands)) {
			const points = [...document.querySelectorAll<HTMLElement>(spec.selector)];
			if (points.length === 0) continue;
			const island = await spec.load();
			for (const el of points) {
				const teardown = island.mount(el);
				mounted++;
				if (teardown) teardowns.push(teardown);
			}
		}
		expect(mounted).toBeGreaterThan(0);
		for (const teardown of teardowns.reverse()) teardown();
		const aborted = /^\[vetrina:[\w-]+\] Request failed with reason: aborted/;
		expect(logged.mock.calls.map((args) => String(args[0])).filter((text) => !aborted.test(text))).toEqual([]);
	});
});
