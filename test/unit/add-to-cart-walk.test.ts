/**
 * docs/architecture.md walks an add to cart from a category card file by file: this measures the walk. V8's
 * precise coverage is reset at the press and read when the mini-cart shows the new count; every file of
 * `src/` and `islands/` with a function run in between is in the walk, and the docs list exactly those.
 */
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { Profiler } from 'node:inspector';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it, vi } from 'vitest';
import { mount as mountMiniCart } from '../../islands/mini-cart/index.ts';
import { mount as mountForm } from '../../islands/product-form/index.ts';
import { controlledFetch, flush } from './fetch.ts';
import { drawAsInPage } from './outside-act.ts';
import { loadSavedPage } from './page.ts';
import { resetShared } from './shared-state.ts';

// A path from a string: happy-dom's global URL is not one Node takes.
const root = fileURLToPath(import.meta.resolve('../../'));

/** The inspector's answer, at once: a session in the same thread answers before `post` returns. */
function post<T>(session: Session, method: string, params?: object): T {
	let answer: T | undefined;
	session.post(method, params, (error, result) => {
		if (error) throw error;
		answer = result as T;
	});
	return answer!;
}

/**
 * Our files with a function run in `coverage`, by path from the repository. Vitest reads a module's exports
 * through getters of its own (`() => { try { return name } catch {} }`): reading a constant runs none of our code.
 */
function filesRun(session: Session, coverage: Profiler.ScriptCoverage[]): string[] {
	const ours = coverage.filter((script) => script.url.startsWith(`file://${root}`) && /^(src|islands)\//.test(script.url.slice(`file://${root}`.length)));
	return ours
		.filter((script) => {
			const { scriptSource } = post<{ scriptSource: string }>(session, 'Debugger.getScriptSource', { scriptId: script.scriptId });
			return script.functions.some(({ ranges: [whole] }) => whole!.count > 0 && !scriptSource.startsWith('() => { try { return ', whole!.startOffset));
		})
		.map((script) => script.url.slice(`file://${root}`.length))
		.sort();
}

/** The files docs/architecture.md's walk lists: its table's file column. */
function filesListed(): string[] {
	const docs = readFileSync(`${root}docs/architecture.md`, 'utf8');
	const walk = docs.slice(docs.indexOf('## Walk: Add to cart on a category card'), docs.indexOf('\n## ', docs.indexOf('## Walk:') + 1));
	return [...walk.matchAll(/^\| \d+ \| `([^`]+)`/gm)].map((match) => match[1]!).sort();
}

drawAsInPage();
let teardown: (() => void)[] = [];
afterEach(() => {
	for (const down of teardown) down();
	teardown = [];
	resetShared();
});

it('runs the files docs/architecture.md lists, from the press on a card to the mini-cart showing the new count', async () => {
	vi.spyOn(console, 'error').mockImplementation(() => {});
	loadSavedPage('category-48');
	const { calls } = controlledFetch();
	const cart = document.querySelector<HTMLElement>('[data-vetrina="mini-cart"]')!;
	const printed = cart.innerHTML;
	teardown.push(mountMiniCart(cart));
	await flush();
	calls[0]!.respond(JSON.stringify({ html: printed }));
	await vi.waitFor(() => expect(cart.getAttribute('aria-busy')).toBeNull());
	const form = document.querySelector<HTMLFormElement>('form.product')!;
	teardown.push(mountForm(form));
	await flush();

	const session = new Session();
	session.connect();
	post(session, 'Profiler.enable');
	post(session, 'Debugger.enable');
	post(session, 'Profiler.startPreciseCoverage', { callCount: true, detailed: false });
	let walk: Profiler.ScriptCoverage[] | undefined;
	const shown = new MutationObserver(() => {
		if (cart.querySelector('[data-count]')?.getAttribute('data-count') === '1')
			walk ??= post<Profiler.TakePreciseCoverageReturnType>(session, 'Profiler.takePreciseCoverage').result;
	});
	shown.observe(cart, { subtree: true, childList: true, attributes: true });
	try {
		// Counting starts with the press: what ran before it (the mounts) is dropped.
		const at = calls.length;
		post(session, 'Profiler.takePreciseCoverage');
		form.querySelector<HTMLElement>('[name="addtocart"]')!.click();
		await vi.waitFor(() => expect(calls[at]?.url.searchParams.get('task')).toBe('addJS'));
		calls[at]!.respond(JSON.stringify({ msg: '<p>1 x Vite per legno</p>', stat: '1' }));
		await vi.waitFor(() => expect(calls.length).toBe(at + 3));
		const module = calls.find((call) => call.url.searchParams.get('module') === 'vp_mini_cart' && calls.indexOf(call) > at)!;
		const viewJS = calls.find((call) => call.url.searchParams.get('task') === 'viewJS')!;
		module.respond(JSON.stringify({ html: printed.replace('data-count="0"', 'data-count="1"') }));
		viewJS.respond(
			JSON.stringify({ products: [{ product_name: 'Vite per legno', quantity: 1 }], totalProduct: 1, billTotal: '', totalProductTxt: '', cart_show: '' }),
		);
		await vi.waitFor(() => expect(walk).toBeDefined());
		expect(filesRun(session, walk!)).toEqual(filesListed());
	} finally {
		shown.disconnect();
		post(session, 'Profiler.stopPreciseCoverage');
		session.disconnect();
	}
});
