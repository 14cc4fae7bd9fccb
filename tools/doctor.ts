/**
 * `npm run doctor -- <url | saved page.html> [--json]`: opens a shop page in Chromium with the Vetrina
 * bundle and reports what Vetrina found there: each island (found, mounted, failed and why, off and why),
 * config problems, stock VirtueMart parts seen but not enhanced, VirtueMart's own scripts still loaded,
 * CSP violations, console errors and an axe summary. Exit code 1 when something is broken (for CI), 2 on
 * a usage error. A saved page is served by the demo shop in QA mode (strict CSP, this session's token).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startShop, type RunningShop } from '../fixtures/server/index.ts';
import { islands } from '../src/islands.ts';
import { axe, type AxeViolation } from '../test/e2e/axe.ts';
import { chromiumArgs, executablePath } from '../test/chromium.ts';

export interface IslandReport {
	name: string;
	found: number;
	mounted: number;
	failed: number;
	/** Mount points left alone: a config key the island needs is missing or wrong. */
	off: number;
	/** Mount points whose trigger has not fired (e.g. `data-on="interaction"`): not a problem. */
	waiting: number;
	why: string[];
}

export interface StockPart {
	part: string;
	selector: string;
	count: number;
	enhanced: number;
}

export interface DoctorReport {
	url: string;
	/** `page`: the page loads the bundle itself; `injected`: the doctor added it. */
	bundle: 'page' | 'injected';
	islands: IslandReport[];
	config: { key: string; message: string }[];
	markup: string[];
	stockParts: StockPart[];
	vmScripts: string[];
	csp: string[];
	consoleErrors: string[];
	axe: { violations: number; byImpact: Record<string, number>; rules: { id: string; impact: string | null; nodes: number; help: string }[] };
	problems: string[];
}

/** VirtueMart's front-end script folders and inline glue: the same list the Joomla plugin keeps off (VirtueMartScripts.php). */
const VM_FILES = /\/(components\/com_virtuemart\/assets\/js|modules\/mod_virtuemart_cart\/assets\/js)\//;
const VM_INLINE = ['vm-vars', 'vmPreloader-js', 'ready.vmprices-js', 'updateChosen-js', 'updDynamicListeners-js', 'sendFormChange-js'];

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const DOCTOR_MEDIA = '/__vetrina-doctor/';

/** The stock VirtueMart parts: every island of the table whose mount point is stock markup. */
function stockParts(): Record<string, string> {
	const parts: Record<string, string> = {};
	for (const [name, spec] of Object.entries(islands)) if (!spec.selector.includes('data-vetrina')) parts[`${name} (${spec.selector})`] = spec.selector;
	return parts;
}

/** Serves the bundle from dist/ to a page that lacks it (a live shop without the plugin). */
async function injectBundle(page: Page, url: string): Promise<() => boolean> {
	let injected = false;
	await page.route(`**${DOCTOR_MEDIA}**`, (route) => {
		const file = join(DIST, new URL(route.request().url()).pathname.slice(DOCTOR_MEDIA.length));
		if (!file.startsWith(DIST) || !existsSync(file)) return route.fulfill({ status: 404 });
		return route.fulfill({ body: readFileSync(file), contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript' });
	});
	await page.route(url, async (route) => {
		const response = await route.fetch();
		const body = await response.text();
		if (body.includes('/vetrina.js')) return route.fulfill({ response, body });
		injected = true;
		const tags = `<link rel="stylesheet" href="${DOCTOR_MEDIA}vetrina.css"><script type="module" src="${DOCTOR_MEDIA}vetrina.js"></script>`;
		return route.fulfill({ response, body: body.replace(/<\/head>/i, `${tags}</head>`) });
	});
	return () => injected;
}

/** Lets every trigger fire: brings each unmounted mount point into view (visible), then waits for the network and the islands to rest. */
async function settle(page: Page): Promise<void> {
	await page.waitForLoadState('networkidle');
	const selector = Object.values(islands)
		.map((spec) => spec.selector)
		.join(', ');
	// No named functions inside: tsx (esbuild keepNames) would wrap them in a helper the page lacks.
	await page.evaluate(async (selector) => {
		for (const el of document.querySelectorAll(selector)) {
			if (el.hasAttribute('data-island-state')) continue;
			el.scrollIntoView({ block: 'center', behavior: 'instant' }); // the theme may scroll smoothly
			await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
		}
		scrollTo({ top: 0, behavior: 'instant' });
	}, selector);
	await page.waitForLoadState('networkidle');
	await page.waitForFunction(() => [...document.querySelectorAll('[data-island-state]')].every((el) => el.getAttribute('data-island-state') !== 'loading'));
}

export async function diagnose(url: string): Promise<DoctorReport> {
	const browser = await chromium.launch({ executablePath, args: chromiumArgs });
	try {
		const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
		const consoleErrors: string[] = [];
		const warnings: string[] = [];
		const csp: string[] = [];
		const scripts: string[] = [];
		page.on('console', (m) => {
			const text = m.text();
			if (text.includes('Content Security Policy')) csp.push(text);
			else if (m.type() === 'error') consoleErrors.push(text);
			else if (m.type() === 'warning') warnings.push(text);
		});
		page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
		page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
		const wasInjected = await injectBundle(page, url);
		await page.goto(url);
		await settle(page);

		const config = consoleErrors.flatMap((text) => {
			const m = /^\[vetrina\] config key `([^`]+)` (.*)$/.exec(text);
			return m ? [{ key: m[1]!, message: m[2]! }] : [];
		});
		const invalid = new Set(config.map((c) => c.key));
		const specs = Object.entries(islands).map(([name, spec]) => ({ name, selector: spec.selector, needs: spec.needs }));
		const seen = await page.evaluate(
			({ specs, parts, inline }) => ({
				islands: specs.map(({ name, selector }) => ({
					name,
					states: [...document.querySelectorAll(selector)].map((el) => el.getAttribute('data-island-state') ?? ''),
				})),
				parts: Object.entries(parts).map(([part, selector]) => {
					const els = [...document.querySelectorAll(selector)];
					return { part, selector, count: els.length, enhanced: els.filter((el) => el.getAttribute('data-island-state') === 'ready').length };
				}),
				scripts: [...document.querySelectorAll('script')].map((s) => s.src || (inline.includes(s.id) ? `inline #${s.id}` : '')),
				hasConfig: !!document.querySelector('script.joomla-script-options, script#vetrina-config'),
			}),
			{ specs, parts: stockParts(), inline: VM_INLINE },
		);

		const report: DoctorReport = {
			url,
			bundle: wasInjected() ? 'injected' : 'page',
			islands: seen.islands
				.filter((i) => i.states.length)
				.map(({ name, states }) => {
					const spec = specs.find((s) => s.name === name)!;
					const missing = (spec.needs ?? []).filter((k) => invalid.has(k));
					const count = (state: string) => states.filter((s) => s === state).length;
					const off = missing.length ? count('') : 0;
					const why = [
						...warnings.filter((w) => w.startsWith(`[vetrina] island \`${name}\` failed to mount`)).map((w) => w.replace(/^\[vetrina\] island `[^`]+` /, '')),
						...(off ? [`off: config key ${missing.map((k) => `\`${k}\``).join(', ')} missing or wrong`] : []),
					];
					return { name, found: states.length, mounted: count('ready'), failed: count('error'), off, waiting: missing.length ? 0 : count(''), why };
				}),
			config,
			markup: warnings.filter((w) => w.startsWith('[vetrina] unknown island')),
			stockParts: seen.parts.filter((p) => p.count),
			vmScripts: [...new Set([...scripts, ...seen.scripts].filter((s) => VM_FILES.test(s) || s.startsWith('inline #')))],
			csp,
			consoleErrors: consoleErrors.filter((text) => !text.startsWith('[vetrina] config key')),
			axe: summarise(await axe(page)),
			problems: [],
		};
		if (!seen.hasConfig) report.problems.push('no config block: neither Joomla script options (key `vetrina`) nor script#vetrina-config');
		report.problems.push(...problems(report));
		return report;
	} finally {
		await browser.close();
	}
}

function summarise(violations: AxeViolation[]): DoctorReport['axe'] {
	const byImpact: Record<string, number> = {};
	for (const v of violations) byImpact[v.impact ?? 'unknown'] = (byImpact[v.impact ?? 'unknown'] ?? 0) + 1;
	return { violations: violations.length, byImpact, rules: violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help })) };
}

/** What makes the exit code non-zero, one sentence each. */
function problems(r: DoctorReport): string[] {
	return [
		...r.islands.filter((i) => i.failed).map((i) => `island \`${i.name}\` failed on ${i.failed} of ${i.found} mount point(s): ${i.why.join('; ')}`),
		...r.islands.filter((i) => i.off).map((i) => `island \`${i.name}\` is off on ${i.off} mount point(s): ${i.why.join('; ')}`),
		...r.config.map((c) => `config key \`${c.key}\` ${c.message}`),
		...r.markup,
		...r.stockParts.filter((p) => p.enhanced < p.count).map((p) => `stock VirtueMart part not enhanced: ${p.part}, ${p.count - p.enhanced} of ${p.count}`),
		...r.vmScripts.map((s) => `VirtueMart's own script still loaded: ${s}`),
		...r.csp.map((c) => `CSP violation: ${c}`),
		...r.consoleErrors.map((e) => `console error: ${e}`),
		...r.axe.rules
			.filter((v) => v.impact === 'critical' || v.impact === 'serious')
			.map((v) => `accessibility (${v.impact}): ${v.id}, ${v.nodes} element(s): ${v.help}`),
	];
}

/** The report in words, for a terminal. */
export function describeReport(r: DoctorReport): string {
	const lines = [`Vetrina doctor: ${r.url}${r.bundle === 'injected' ? ' (bundle injected by the doctor)' : ''}`, '', 'Islands:'];
	for (const i of r.islands) {
		const parts = [
			`${i.mounted}/${i.found} mounted`,
			i.failed && `${i.failed} failed`,
			i.off && `${i.off} off`,
			i.waiting && `${i.waiting} waiting for their trigger`,
		].filter(Boolean);
		lines.push(`  ${i.failed || i.off ? '✗' : '✓'} ${i.name}: ${parts.join(', ')}${i.why.length ? ` (${i.why.join('; ')})` : ''}`);
	}
	if (!r.islands.length) lines.push('  none found');
	lines.push(
		'',
		`Accessibility (axe): ${
			r.axe.violations
				? Object.entries(r.axe.byImpact)
						.map(([k, n]) => `${n} ${k}`)
						.join(', ')
				: 'no violations'
		}`,
	);
	for (const v of r.axe.rules) lines.push(`  ${v.id} (${v.impact}): ${v.nodes} element(s), ${v.help}`);
	lines.push('', r.problems.length ? `${r.problems.length} problem(s):` : 'No problems found.');
	for (const p of r.problems) lines.push(`  ✗ ${p}`);
	return lines.join('\n');
}

/** A saved page is served by the demo shop in QA mode from its own folder (with a `.har` beside it, if any). */
async function open(target: string): Promise<{ url: string; shop?: RunningShop }> {
	if (/^https?:\/\//.test(target)) return { url: target };
	const file = resolve(target);
	if (!existsSync(file) || extname(file) !== '.html') throw new Error(`not a URL or a saved .html page: ${target}`);
	const shop = await startShop({ port: 0, csp: true, qaDir: dirname(file) });
	return { url: `${shop.url}/pages/${basename(file, '.html')}`, shop };
}

async function main(argv: string[]): Promise<number> {
	const json = argv.includes('--json');
	const target = argv.find((a) => !a.startsWith('--'));
	if (!target) {
		console.error('usage: npm run doctor -- <url | saved page.html> [--json]');
		return 2;
	}
	const { url, shop } = await open(target);
	try {
		const report = await diagnose(url);
		console.log(json ? JSON.stringify(report, null, 2) : describeReport(report));
		return report.problems.length ? 1 : 0;
	} finally {
		await shop?.close();
	}
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	main(process.argv.slice(2)).then(
		(code) => process.exit(code),
		(error: unknown) => {
			console.error(error instanceof Error ? error.message : error);
			process.exit(2);
		},
	);
}
