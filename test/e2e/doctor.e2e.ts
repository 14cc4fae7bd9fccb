/**
 * `npm run doctor`: the CLI, run as integrators run it (a child process, its exit code and its JSON),
 * on the demo shop's product page, on a saved page with a broken config key, a stock mini-cart and
 * VirtueMart's scripts, and on one whose only faults are the shop's own markup's (counted with --strict).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type RunningShop } from '../../fixtures/server/index.ts';
import { describeReport, type DoctorReport } from '../../tools/doctor.ts';

const DRILL = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';

function doctor(...args: string[]): Promise<{ code: number; report: DoctorReport }> {
	return new Promise((resolve, reject) => {
		execFile(process.execPath, ['--import', 'tsx', 'tools/doctor.ts', ...args, '--json'], { timeout: 60_000 }, (error, stdout, stderr) => {
			const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
			try {
				resolve({ code, report: JSON.parse(stdout) as DoctorReport });
			} catch {
				reject(new Error(`doctor exited ${code} without a report: ${stderr}`));
			}
		});
	});
}

let shop: RunningShop;
const dir = mkdtempSync(join(tmpdir(), 'vetrina-doctor-'));
beforeAll(async () => {
	shop = await startShop({ port: 0, csp: true });
});
afterAll(async () => {
	await shop?.close();
	rmSync(dir, { recursive: true, force: true });
});

describe('npm run doctor', () => {
	it('reports every island of the demo product page mounted and exits 0', { timeout: 90_000 }, async () => {
		const { code, report } = await doctor(shop.url + DRILL);
		expect(report.problems).toEqual([]);
		expect(code).toBe(0);
		expect(report.bundle).toBe('page');
		const table = Object.fromEntries(report.islands.map((i) => [i.name, [i.mounted, i.found, i.failed, i.off, i.waiting]]));
		expect(table).toEqual({
			'product-form': [1, 1, 0, 0, 0],
			'product-details': [1, 1, 0, 0, 0],
			'mini-cart': [1, 1, 0, 0, 0],
			compare: [1, 1, 0, 0, 0],
			wishlist: [1, 1, 0, 0, 0],
			'list-button': [2, 2, 0, 0, 0],
			login: [1, 1, 0, 0, 0],
			'cookie-banner': [1, 1, 0, 0, 0],
			// Live search waits for the shopper to reach for the field.
			'live-search': [0, 1, 0, 0, 1],
			'search-overlay': [1, 1, 0, 0, 0],
			offcanvas: [1, 1, 0, 0, 0],
			'mega-menu': [1, 1, 0, 0, 0],
			'sticky-header': [1, 1, 0, 0, 0],
			'scroll-buttons': [1, 1, 0, 0, 0],
			switcher: [2, 2, 0, 0, 0],
			'frame-modal': [1, 1, 0, 0, 0],
			'enhanced-select': [1, 1, 0, 0, 0],
			// The second rating sits in the hidden reviews tab: it mounts when the tab is shown.
			rating: [1, 2, 0, 0, 1],
		});
		expect(report.stockParts.every((p) => p.enhanced === p.count)).toBe(true);
		expect([report.config, report.vmScripts, report.csp, report.consoleErrors, report.axe.violations]).toEqual([[], [], [], [], 0]);
		expect(report.shop).toEqual({ csp: [], consoleErrors: [], axe: { violations: 0, byImpact: {}, rules: [] }, problems: [] });
	});

	it("names a broken config key, a stock .vmCartModule and VirtueMart's scripts on a saved page, and exits 1", { timeout: 90_000 }, async () => {
		const page = (await (await fetch(shop.url + DRILL)).text())
			.replace('"shopComponent":"com_virtuemart"', '"shopComponent":""')
			.replace(
				'</head>',
				'<script src="/components/com_virtuemart/assets/js/vmprices.js"></script>\n<script id="ready.vmprices-js">Virtuemart.product(jQuery("form.product"));</script>\n</head>',
			)
			.replace(
				'<main id="vp-main" class="container vp-main">',
				'<main id="vp-main" class="container vp-main"><div class="vmCartModule" id="vmCartModule"><div class="total_products">Carrello vuoto</div><div class="show_cart"><a href="/index.php?option=com_virtuemart&amp;view=cart">Mostra carrello</a></div></div>',
			);
		writeFileSync(join(dir, 'broken.html'), page);
		const { code, report } = await doctor(join(dir, 'broken.html'));
		expect(code).toBe(1);
		expect(report.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pages\/broken$/);
		expect(report.config).toEqual([{ key: 'shopComponent', message: 'is "": expected a non-empty string' }]);
		const off = report.islands.filter((i) => i.off).map((i) => [i.name, i.why]);
		expect(off).toEqual([
			['product-form', ['off: config key `shopComponent` missing or wrong']],
			['vm-cart-module', ['off: config key `shopComponent` missing or wrong']],
		]);
		const origin = new URL(report.url).origin;
		expect(report.vmScripts).toEqual([
			{ src: `${origin}/components/com_virtuemart/assets/js/vmprices.js`, from: 'virtuemart' },
			{ src: 'inline #ready.vmprices-js', from: 'inline' },
		]);
		expect(report.stockParts).toContainEqual({ part: 'vm-cart-module (.vmCartModule)', selector: '.vmCartModule', count: 1, enhanced: 0 });
		// VirtueMart's inline script and its missing file are the shop's: listed apart, not counted.
		expect([report.csp, report.consoleErrors]).toEqual([[], []]);
		expect(report.shop.csp).toEqual([
			expect.stringMatching(/^Executing inline script violates the following Content Security Policy directive 'script-src 'self''/),
		]);
		expect(report.shop.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
		expect(report.problems).toEqual([
			'island `product-form` is off on 1 mount point(s): off: config key `shopComponent` missing or wrong',
			'island `vm-cart-module` is off on 1 mount point(s): off: config key `shopComponent` missing or wrong',
			'config key `shopComponent` is "": expected a non-empty string',
			'stock VirtueMart part not enhanced: product-form (form.product), 1 of 1',
			'stock VirtueMart part not enhanced: vm-cart-module (.vmCartModule), 1 of 1',
			`VirtueMart's script still loaded (VirtueMart's own): ${origin}/components/com_virtuemart/assets/js/vmprices.js`,
			"VirtueMart's script still loaded (inline): inline #ready.vmprices-js",
		]);
		expect(report.shop.problems).toEqual([
			`CSP violation: ${report.shop.csp[0]}`,
			'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
		]);
		// In words, for a terminal: the same problems, one per line, the shop's apart.
		const words = describeReport(report);
		expect(words).toContain('  ✗ product-form: 0/1 mounted, 1 off (off: config key `shopComponent` missing or wrong)');
		for (const problem of [...report.problems, ...report.shop.problems]) expect(words).toContain(`  ✗ ${problem}`);
		expect(words.indexOf(`  ✗ ${report.shop.problems[0]}`)).toBeGreaterThan(words.indexOf("problem(s) of the shop's own markup"));
	});

	it("lists a fault of the shop's own markup apart and exits 0, and 1 with --strict", { timeout: 90_000 }, async () => {
		// An image and a field the theme prints without a name, in no island's markup, at the end of the page's main.
		const page = (await (await fetch(shop.url + DRILL)).text()).replace(
			'</main>',
			'<p><img src="/favicon.ico" class="shop-banner"><input type="text" class="shop-note"></p></main>',
		);
		writeFileSync(join(dir, 'shop-faults.html'), page);
		const { code, report } = await doctor(join(dir, 'shop-faults.html'));
		expect(report.problems).toEqual([]);
		expect(report.axe.violations).toBe(0);
		expect(report.shop.axe.rules.map((rule) => [rule.id, rule.targets])).toEqual([
			['image-alt', ['.shop-banner']],
			['label', ['.shop-note']],
		]);
		expect(report.shop.problems).toEqual([
			'accessibility (critical): image-alt, 1 element(s): Images must have alternative text',
			'accessibility (critical): label, 1 element(s): Form elements must have labels',
		]);
		expect(code).toBe(0);
		expect((await doctor(join(dir, 'shop-faults.html'), '--strict')).code).toBe(1);
	});
});
