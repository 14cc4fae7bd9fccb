/** Scenario 6: Lighthouse performance, accessibility and best-practices scores, once per page type. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouseRun from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, executablePath } from '../../test/chromium.ts';
import { bootRealShop, freePort, type RealShop } from '../../test/real/shop.ts';
import { fillCart, type Bench } from '../browser.ts';
import { type CompressingProxy, compressingProxy } from '../compressing-proxy.ts';
import { pageTypes } from '../pages.ts';
import { bootAll, HELMET, MULTIPLE_PRICE_RANGES, PAGINATION, packagePlugin } from '../real-stacks.ts';
import type { Table, Value } from '../report.ts';
import { summarize } from '../stats.ts';

const categories = ['performance', 'accessibility', 'best-practices'] as const;

/** What one Lighthouse run measured of a page. */
interface LighthouseRun {
	scores: Record<(typeof categories)[number], number | null>;
	/** FCP, LCP, TBT, CLS and Speed Index (ms, CLS unitless). */
	metrics: Record<(typeof metrics)[number], number | null>;
	/** Lighthouse's estimate of what the render-blocking resources cost the first paint (ms). */
	renderBlockingMs: number;
	/** Main-thread work by kind (ms), and its total. */
	mainThread: Record<string, number>;
	version: string;
	cpuSlowdown: number;
}

const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

/**
 * Our own Chromium with a debugging port for Lighthouse (no chrome-launcher), on a persistent profile so that
 * the cart line added in its context is in the default context Lighthouse's tab opens in.
 */
async function lighthouseBrowser() {
	const port = await freePort();
	const profile = mkdtempSync(join(tmpdir(), 'vetrina-lh-'));
	const context = await chromium.launchPersistentContext(profile, { executablePath, args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
	return {
		context,
		async run(url: string): Promise<LighthouseRun> {
			// A first visit's cold cache, as PageSpeed measures; the cookies stay (storage reset is off for them).
			const tab = context.pages()[0] ?? (await context.newPage());
			const cdp = await context.newCDPSession(tab);
			await cdp.send('Network.clearBrowserCache');
			await cdp.detach();
			const result = await lighthouseRun(url, {
				port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [...categories],
				// Keep the session cookie: the cart page needs its line (the cache is cleared above).
				disableStorageReset: true,
			});
			const lhr = result?.lhr;
			if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
			const score = (id: string) => {
				const value = lhr.categories[id]?.score;
				return typeof value === 'number' ? Math.round(value * 100) : null;
			};
			const items = (id: string) => (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
			return {
				scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as LighthouseRun['scores'],
				metrics: Object.fromEntries(metrics.map((id) => [id, lhr.audits[id]?.numericValue ?? null])) as LighthouseRun['metrics'],
				renderBlockingMs: lhr.audits['render-blocking-resources']?.numericValue ?? 0,
				mainThread: {
					...Object.fromEntries(items('mainthread-work-breakdown').map((item) => [String(item.groupLabel ?? item.group), Number(item.duration)])),
					total: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
				},
				version: lhr.lighthouseVersion,
				cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
			};
		},
		/**
		 * What blocked the page's first render, as the browser itself reports it (Resource Timing's
		 * `renderBlockingStatus`): each URL with the bytes that came over the wire. One plain load, unthrottled.
		 */
		async renderBlocking(url: string): Promise<{ url: string; bytes: number }[]> {
			const page = await context.newPage();
			try {
				await page.goto(url, { waitUntil: 'load' });
				return await page.evaluate(() =>
					(performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
						.filter((entry) => entry.renderBlockingStatus === 'blocking')
						.map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
				);
			} finally {
				await page.close();
			}
		},
		async close() {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		},
	};
}

export async function lighthouse(bench: Bench): Promise<Table[]> {
	const browser = await lighthouseBrowser();
	const rows: Value[][] = [];
	try {
		await fillCart(browser.context, bench.shopUrl);
		for (const type of pageTypes) {
			const run = await browser.run(new URL(type.path, bench.shopUrl).href);
			rows.push([type.label, ...categories.map((id) => run.scores[id] ?? 'n/a'), ...metrics.slice(0, 4).map((id) => run.metrics[id])]);
		}
	} finally {
		await browser.close();
	}
	return [
		{
			id: 'lighthouse',
			title: '6. Lighthouse',
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'performance', unit: 'score' },
				{ label: 'accessibility', unit: 'score' },
				{ label: 'best practices', unit: 'score' },
				{ label: 'FCP', unit: 'ms' },
				{ label: 'LCP', unit: 'ms' },
				{ label: 'TBT', unit: 'ms' },
				{ label: 'CLS', unit: 'cls' },
			],
			rows,
			notes: [
				'Lighthouse defaults (mobile form factor, simulated throttling: 4× CPU, slow 4G), one run per page (Lighthouse on 2 cores is slow). The cart holds one line (storage reset disabled so the session survives).',
			],
		},
	];
}

/** The real shop's pages; `vetrinaAlone` for a page of the plugin's, measured on Vetrina only. */
const REAL_PAGES = [
	{ label: 'home', path: '/' },
	{ label: 'category (pagination, 24 of 33)', path: PAGINATION },
	{ label: 'product (safety helmet)', path: HELMET },
	{ label: 'product, price by quantity', path: MULTIPLE_PRICE_RANGES },
	{ label: 'cart with a line', path: '/index.php/cart' },
	{ label: 'address form', path: '/index.php/account/editaddresscartBT' },
	{ label: 'compare page (Vetrina alone)', path: '/index.php/component/ajax?plugin=vetrina&group=system&format=html&task=compare', vetrinaAlone: true },
] as const;

const MAIN_THREAD = [
	'total',
	'Script Evaluation',
	'Style & Layout',
	'Rendering',
	'Parse HTML & CSS',
	'Script Parsing & Compilation',
	'Garbage Collection',
	'Other',
];

interface RealStack {
	label: string;
	shop: RealShop;
	/** The shop through a compressing proxy, as a production server sends it: what the runs visit. */
	proxy: CompressingProxy;
	ours: boolean;
	browser: Awaited<ReturnType<typeof lighthouseBrowser>>;
}

/** The shop's cart gets the helmet; on a shop with the plugin, its compare list too (the list's own call, with the token). */
async function fillLists(stack: RealStack): Promise<void> {
	const { request } = stack.browser.context;
	const at = (path: string) => `${stack.proxy.url}${path}`;
	await request.post(at('/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json'), {
		form: { 'quantity[]': '1', 'virtuemart_product_id[]': '160' },
	});
	if (!stack.ours) return;
	const ajax = '/index.php?option=com_ajax&plugin=vetrina&group=system&format=json';
	const { token } = (await (await request.get(at(`${ajax}&vpfmethod=getToken`))).json()) as { token: string };
	await request.get(at(`${ajax}&vpfmethod=addToCompare&product_id=160&${token}=1`));
}

/**
 * `--lighthouse --real`: Lighthouse's mobile run (PageSpeed Insights' settings) on the real shop, three front ends
 * in interleaved rounds: VirtueMart's own stack (the shop without the plugin), the floor (the plugin's page with
 * Vetrina's files emptied: what the page costs without a front end of Vetrina's) and Vetrina. Per page the
 * score and its five metrics, the render-blocking resources and the main thread's work by kind, medians and
 * min–max.
 */
export async function realLighthouse(rounds: number): Promise<Table[]> {
	packagePlugin();
	process.stderr.write('[bench] booting three real shops…\n');
	const [vetrina, stock, floor] = await bootAll([() => bootRealShop(), () => bootRealShop({ plugin: false }), () => bootRealShop()]);
	emptyVetrinaFiles(floor!);
	const stacks: RealStack[] = [];
	try {
		for (const [label, shop, ours] of [
			["VirtueMart's own", stock!, false],
			['floor (Vetrina emptied)', floor!, true],
			['Vetrina', vetrina!, true],
		] as const) {
			const stack = { label, shop, ours, proxy: await compressingProxy(shop.url), browser: await lighthouseBrowser() };
			stacks.push(stack);
			await fillLists(stack);
		}
		// Each page on each front end that has it, in the order of a round.
		const visits = REAL_PAGES.flatMap((page) =>
			stacks
				.filter((stack) => !('vetrinaAlone' in page) || stack.label === 'Vetrina')
				.map((stack) => ({ key: `${page.label}\n${stack.label}`, stack, url: `${stack.proxy.url}${page.path}` })),
		);
		const blocking = new Map<string, { url: string; bytes: number }[]>();
		for (const { key, stack, url } of visits) blocking.set(key, await stack.browser.renderBlocking(url));
		const runs = new Map<string, LighthouseRun[]>();
		for (let round = 0; round < rounds; round++)
			for (const { key, stack, url } of visits) {
				process.stderr.write(`[bench] Lighthouse round ${round + 1}/${rounds}: ${key.replace('\n', ', ')}\n`);
				runs.set(key, [...(runs.get(key) ?? []), await stack.browser.run(url)]);
			}
		return realTables(runs, blocking, rounds);
	} finally {
		await Promise.all(stacks.flatMap((stack) => [stack.browser.close(), stack.proxy.close()]));
		await Promise.all([vetrina!, stock!, floor!].map((shop) => shop.stop()));
	}
}

/** Every file of Vetrina's emptied on the shop: the plugin prints its page as ever, and nothing of Vetrina's runs or styles it. */
function emptyVetrinaFiles(shop: RealShop): void {
	const media = join(readFileSync(join(shop.root, 'run/site'), 'utf8').trim(), 'media/plg_system_vetrina');
	for (const entry of readdirSync(media, { recursive: true, withFileTypes: true }))
		if (entry.isFile() && /\.(js|css)$/.test(entry.name)) writeFileSync(join(entry.parentPath, entry.name), '');
}

function realTables(runs: Map<string, LighthouseRun[]>, blocking: Map<string, { url: string; bytes: number }[]>, rounds: number): Table[] {
	const first = [...runs.values()][0]![0]!;
	const setting = `Lighthouse ${first.version}, mobile, simulated throttling (slow 4G, ${first.cpuSlowdown}× CPU), ${rounds} interleaved rounds: median (min–max).`;
	const summary = (values: (number | null)[]) => summarize(values.filter((v): v is number => v !== null));
	const rows: Value[][] = [];
	const threads: Value[][] = [];
	const blockers: string[] = [];
	for (const [key, measured] of runs) {
		const [page, stack] = key.split('\n') as [string, string];
		rows.push([page, stack, summary(measured.map((run) => run.scores.performance)), ...metrics.map((id) => summary(measured.map((run) => run.metrics[id])))]);
		threads.push([page, stack, ...MAIN_THREAD.map((group) => summary(measured.map((run) => run.mainThread[group] ?? 0)))]);
		const files = (blocking.get(key) ?? []).map(
			({ url, bytes }) => `${new URL(url).pathname.replace(/^.*\/(media|templates)\//, '$1/')} (${(bytes / 1024).toFixed(1)} KB)`,
		);
		const estimate = summary(measured.map((run) => run.renderBlockingMs));
		blockers.push(
			`- ${page}, ${stack}: ${files.join('; ') || 'none'}; Lighthouse's estimate of what they cost the first paint: ${Math.round(estimate?.median ?? 0)} ms`,
		);
	}
	return [
		{
			id: 'lighthouse-real',
			title: 'Lighthouse on the real shop (Joomla 5.2.1 + VirtueMart 4.4.0, Cassiopeia, bs5)',
			columns: [
				{ label: 'page', unit: 'text' },
				{ label: 'front end', unit: 'text' },
				{ label: 'performance', unit: 'score' },
				{ label: 'FCP', unit: 'ms' },
				{ label: 'LCP', unit: 'ms' },
				{ label: 'TBT', unit: 'ms' },
				{ label: 'CLS', unit: 'cls' },
				{ label: 'Speed Index', unit: 'ms' },
			],
			rows,
			notes: [
				setting,
				'',
				"Every shop is read through a proxy that gzips text as a production server does (PHP's built-in server sends it uncompressed).",
				'',
				'Render-blocking resources (Resource Timing of one plain load; bytes as sent, gzipped):',
				'',
				...blockers,
			],
		},
		{
			id: 'lighthouse-real-main-thread',
			title: "Lighthouse's main-thread work on the real shop, by kind (ms)",
			columns: [{ label: 'page', unit: 'text' }, { label: 'front end', unit: 'text' }, ...MAIN_THREAD.map((label) => ({ label, unit: 'ms' as const }))],
			rows: threads,
			notes: [setting],
		},
	];
}
