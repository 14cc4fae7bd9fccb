/**
 * `npm run doctor -- <url | saved page.html> [--json] [--strict]`: opens a shop page in Chromium with the
 * Vetrina bundle and reports what Vetrina found there: each island (found, mounted, failed and why, off and
 * why), config problems, stock VirtueMart parts seen but not enhanced, VirtueMart's own scripts still loaded,
 * CSP violations, console errors and an axe summary. A saved page is served by the demo shop in QA mode
 * (strict CSP, this session's token).
 *
 * Vetrina's findings and the shop's own are listed apart, and only Vetrina's set the exit code: a shop's
 * template problems are not Vetrina's to fix, and must not hide whether Vetrina works. The rule:
 * - an axe finding is Vetrina's when its element was created by Vetrina's code (or lies inside one that was:
 *   React's roots, a dialog), or had an attribute set or removed by it (`aria-label`, `role="tab"`), its own
 *   mount point markers (`data-island`, `data-island-state`) aside. "Vetrina's code" is what the call stack
 *   says: the doctor wraps the DOM's element-creating and attribute-setting calls before any page script runs,
 *   and credits a call to Vetrina when its caller's frame is a file of the bundle's folder (vetrina.js and its
 *   chunks);
 * - a console error, uncaught exception or CSP violation is Vetrina's when it comes from (or names) a file
 *   of the bundle's folder, or is one of Vetrina's own `[vetrina]` messages;
 * - what the islands, the config, the stock parts and VirtueMart's scripts say is always Vetrina's.
 * Exit code 1 when Vetrina's findings hold a problem (with `--strict`, the shop's too), 2 on a usage error.
 */
import { scriptOrigin, type VmScript } from './script-origin.ts';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContextOptions, chromium, type Page } from 'playwright-core';
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

export interface AxeSummary {
	violations: number;
	byImpact: Record<string, number>;
	rules: { id: string; impact: string | null; nodes: number; help: string; targets: string[] }[];
}

/** What the shop's own markup and scripts do wrong: listed, counted in the exit code only with `--strict`. */
export interface ShopFindings {
	csp: string[];
	consoleErrors: string[];
	axe: AxeSummary;
	problems: string[];
}

export interface DoctorReport {
	url: string;
	/** `page`: the page loads the bundle itself; `injected`: the doctor added it. */
	bundle: 'page' | 'injected';
	islands: IslandReport[];
	config: { key: string; message: string }[];
	markup: string[];
	stockParts: StockPart[];
	/** VirtueMart's or jQuery's scripts left on the page, by where they come from. */
	vmScripts: VmScript[];
	csp: string[];
	consoleErrors: string[];
	/** Vetrina's CSP violations, console errors and axe findings; the shop's are in `shop`. */
	axe: AxeSummary;
	/** Vetrina's problems: what makes the exit code non-zero. */
	problems: string[];
	shop: ShopFindings;
}

const VM_INLINE = ['vm-vars', 'vmPreloader-js', 'ready.vmprices-js', 'updateChosen-js', 'updDynamicListeners-js', 'sendFormChange-js'];

/**
 * Run before any page script: records in the page every element Vetrina's code creates (its subtree with it)
 * or sets an attribute on. A string, not a function: tsx (esbuild keepNames) would wrap a function's named
 * inner functions in a helper the page lacks.
 */
const MARK_VETRINAS_WORK = `(() => {
	const created = new WeakSet();
	const changed = new WeakSet();
	window.__vetrinaDoctor = { created, changed };
	let folder = '';
	// The caller's frame: the stack's fourth line (the message, this function, the wrapper, its caller).
	const byVetrina = () => {
		folder ||= (document.querySelector('script[src*="/vetrina.js"]')?.src ?? '').replace(/vetrina\\.js.*$/, '');
		return !!folder && (new Error().stack ?? '').split('\\n')[3]?.includes(folder) === true;
	};
	const markTree = (node) => {
		if (!(node instanceof Element || node instanceof DocumentFragment)) return node;
		if (node instanceof Element) created.add(node);
		for (const el of node.querySelectorAll('*')) created.add(el);
		return node;
	};
	const wrap = (proto, name, after) => {
		const original = proto[name];
		proto[name] = function (...args) {
			const result = original.apply(this, args);
			if (byVetrina()) after(this, result, args);
			return result;
		};
	};
	for (const name of ['createElement', 'createElementNS', 'importNode']) wrap(Document.prototype, name, (doc, node) => markTree(node));
	wrap(Node.prototype, 'cloneNode', (node, clone) => markTree(clone));
	for (const name of ['setAttribute', 'setAttributeNS', 'removeAttribute', 'toggleAttribute'])
		wrap(Element.prototype, name, (el, result, args) => !['data-island', 'data-island-state'].includes(args[name === 'setAttributeNS' ? 1 : 0]) && changed.add(el));
	// Markup parsed for Vetrina (a template's content too): all of it is Vetrina's.
	const property = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
	Object.defineProperty(Element.prototype, 'innerHTML', {
		...property,
		set(value) {
			property.set.call(this, value);
			if (byVetrina()) markTree(this instanceof HTMLTemplateElement ? this.content : this);
		},
	});
})();`;

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
		// Two idle moments, each bounded as the registry's idle trigger is: what seeing a card or the page's idle
		// moment starts (the core, and with it every island waiting to share it) is marked loading by then.
		// The page's network went idle before the scrolling: Playwright's `networkidle` would not wait again.
		await new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 2000 }), { timeout: 2000 }));
	}, selector);
	await page.waitForFunction(() => [...document.querySelectorAll('[data-island-state]')].every((el) => el.getAttribute('data-island-state') !== 'loading'));
}

/** `storageState`: the cookies of a session to look with (a cart with an item), as Playwright saves them. */
export async function diagnose(url: string, { storageState }: Pick<BrowserContextOptions, 'storageState'> = {}): Promise<DoctorReport> {
	const browser = await chromium.launch({ executablePath, args: chromiumArgs });
	try {
		const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState })).newPage();
		/** Each message with where it came from: the script that logged or threw it, or the resource it is about. */
		const consoleErrors: Sourced[] = [];
		const warnings: string[] = [];
		const csp: Sourced[] = [];
		const scripts: string[] = [];
		page.on('console', (m) => {
			const text = m.text();
			if (text.includes('Content Security Policy')) csp.push({ text, from: m.location().url });
			else if (m.type() === 'error') consoleErrors.push({ text, from: m.location().url });
			else if (m.type() === 'warning') warnings.push(text);
		});
		page.on('pageerror', (error) =>
			consoleErrors.push({ text: `uncaught: ${error.message}`, from: /\bat .*?\(?(\w+:\/\/[^\s)]+)/.exec(error.stack ?? '')?.[1] ?? '' }),
		);
		page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
		await page.addInitScript(MARK_VETRINAS_WORK);
		const wasInjected = await injectBundle(page, url);
		await page.goto(url);
		await settle(page);
		const folder = await page.evaluate(() =>
			(document.querySelector<HTMLScriptElement>('script[src*="/vetrina.js"]')?.src ?? '').replace(/vetrina\.js.*$/, ''),
		);
		const isVetrinas = ({ text, from }: Sourced) => text.startsWith('[vetrina]') || (!!folder && (from.startsWith(folder) || text.includes(folder)));
		const split = (found: Sourced[]) => ({
			vetrina: found.filter(isVetrinas).map((f) => f.text),
			shop: found.filter((f) => !isVetrinas(f)).map((f) => f.text),
		});

		const config = consoleErrors.flatMap(({ text }) => {
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

		const errors = split(consoleErrors.filter(({ text }) => !text.startsWith('[vetrina] config key')));
		const blocked = split(csp);
		const violations = await ownedViolations(page);
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
			vmScripts: [...new Set([...scripts, ...seen.scripts])].flatMap((src) => {
				const from = scriptOrigin(src);
				return from ? [{ src, from }] : [];
			}),
			csp: blocked.vetrina,
			consoleErrors: errors.vetrina,
			axe: summarise(violations.vetrina),
			problems: [],
			shop: { csp: blocked.shop, consoleErrors: errors.shop, axe: summarise(violations.shop), problems: [] },
		};
		if (!seen.hasConfig) report.problems.push('no config block: neither Joomla script options (key `vetrina`) nor script#vetrina-config');
		report.problems.push(...problems(report));
		report.shop.problems.push(
			...findingProblems(report.shop),
			...report.vmScripts.filter((s) => s.from === 'another extension').map((s) => `jQuery or a jQuery plugin loaded by another extension: ${s.src}`),
		);
		return report;
	} finally {
		await browser.close();
	}
}

interface Sourced {
	text: string;
	/** The URL of the script it came from, or of the resource it is about; '' when unknown. */
	from: string;
}

/** Axe's violations, each rule's elements split between Vetrina's and the shop's (the header comment's rule). */
async function ownedViolations(page: Page): Promise<{ vetrina: AxeViolation[]; shop: AxeViolation[] }> {
	const violations = await axe(page);
	const targets = violations.flatMap((v) => v.nodes.map((n) => n.target));
	const owned = await page.evaluate((targets) => {
		const { created, changed } = (window as unknown as { __vetrinaDoctor: { created: WeakSet<Element>; changed: WeakSet<Element> } }).__vetrinaDoctor;
		return targets.map((target) => {
			let el: Element | null = null;
			try {
				el = document.querySelector(target);
			} catch {
				// A target in a frame or a shadow root: not one query; the shop's, as nothing says otherwise.
			}
			if (el && changed.has(el)) return true;
			for (; el; el = el.parentElement) if (created.has(el)) return true;
			return false;
		});
	}, targets);
	const ours = new Set(targets.filter((_, i) => owned[i]));
	const part = (mine: boolean) => violations.map((v) => ({ ...v, nodes: v.nodes.filter((n) => ours.has(n.target) === mine) })).filter((v) => v.nodes.length);
	return { vetrina: part(true), shop: part(false) };
}

function summarise(violations: AxeViolation[]): AxeSummary {
	const byImpact: Record<string, number> = {};
	for (const v of violations) byImpact[v.impact ?? 'unknown'] = (byImpact[v.impact ?? 'unknown'] ?? 0) + 1;
	return {
		violations: violations.length,
		byImpact,
		rules: violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help, targets: v.nodes.map((n) => n.target) })),
	};
}

/** The CSP violations, console errors and serious axe findings of one side, one sentence each. */
function findingProblems(f: Pick<DoctorReport, 'csp' | 'consoleErrors' | 'axe'>): string[] {
	return [
		...f.csp.map((c) => `CSP violation: ${c}`),
		...f.consoleErrors.map((e) => `console error: ${e}`),
		...f.axe.rules
			.filter((v) => v.impact === 'critical' || v.impact === 'serious')
			.map((v) => `accessibility (${v.impact}): ${v.id}, ${v.nodes} element(s): ${v.help}`),
	];
}

/** Vetrina's problems, one sentence each: what makes the exit code non-zero. */
function problems(r: DoctorReport): string[] {
	return [
		...r.islands.filter((i) => i.failed).map((i) => `island \`${i.name}\` failed on ${i.failed} of ${i.found} mount point(s): ${i.why.join('; ')}`),
		...r.islands.filter((i) => i.off).map((i) => `island \`${i.name}\` is off on ${i.off} mount point(s): ${i.why.join('; ')}`),
		...r.config.map((c) => `config key \`${c.key}\` ${c.message}`),
		...r.markup,
		...r.stockParts.flatMap((p) => {
			// Waiting for its trigger (a press, for `interaction`) is as meant, not a part left alone.
			const left = p.count - p.enhanced - (r.islands.find((i) => p.part.startsWith(`${i.name} (`))?.waiting ?? 0);
			return left > 0 ? [`stock VirtueMart part not enhanced: ${p.part}, ${left} of ${p.count}`] : [];
		}),
		...r.vmScripts
			.filter((s) => s.from !== 'another extension')
			.map((s) => `VirtueMart's script still loaded (${s.from === 'virtuemart' ? "VirtueMart's own" : s.from}): ${s.src}`),
		...findingProblems(r),
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
	const axeLines = (title: string, summary: AxeSummary) => {
		const counts = Object.entries(summary.byImpact).map(([k, n]) => `${n} ${k}`);
		lines.push('', `${title}: ${summary.violations ? counts.join(', ') : 'no violations'}`);
		for (const v of summary.rules) lines.push(`  ${v.id} (${v.impact}): ${v.nodes} element(s), ${v.help}`);
	};
	axeLines('Accessibility (axe), Vetrina’s markup', r.axe);
	axeLines('Accessibility (axe), the shop’s own markup', r.shop.axe);
	lines.push('', r.problems.length ? `${r.problems.length} problem(s) of Vetrina:` : 'No problems found in what Vetrina does.');
	for (const p of r.problems) lines.push(`  ✗ ${p}`);
	if (r.shop.problems.length) {
		lines.push('', `${r.shop.problems.length} problem(s) of the shop's own markup and scripts (counted with --strict):`);
		for (const p of r.shop.problems) lines.push(`  ✗ ${p}`);
	}
	return lines.join('\n');
}

/** The exit code: 1 when Vetrina has a problem (with `strict`, when the shop has one too), else 0. */
export const exitCode = (r: DoctorReport, strict = false): number => (r.problems.length || (strict && r.shop.problems.length) ? 1 : 0);

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
	const strict = argv.includes('--strict');
	const target = argv.find((a) => !a.startsWith('--'));
	if (!target) {
		console.error('usage: npm run doctor -- <url | saved page.html> [--json] [--strict]');
		return 2;
	}
	const { url, shop } = await open(target);
	try {
		const report = await diagnose(url);
		console.log(json ? JSON.stringify(report, null, 2) : describeReport(report));
		return exitCode(report, strict);
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
