import { announce } from './announce.ts';
import { subscribe } from './bus.ts';
import { getConfig } from './config.ts';
import { disclosure } from './disclosure.ts';
import { cancel, requestJson } from './http.ts';
import { stripBoms } from './json.ts';
import { sanitizeToFragment } from './sanitize.ts';
import { useSync } from './sync.ts';

/** The header dropdown modules (mini-cart, compare, wishlist) and the bus event that makes each stale. */
export const headerModules = {
	vp_mini_cart: 'cart:updated',
	vp_compare: 'compare:updated',
	vp_wishlist: 'wishlist:updated',
} as const;
export type ModuleName = keyof typeof headerModules;

interface ModuleAnswer {
	html?: unknown;
	success?: unknown;
	message?: unknown;
}

/**
 * Fetches a module's fresh HTML (spec §7, module refresh), byte-order marks stripped. Null when the
 * call failed (already logged by http.ts) or com_ajax answered `{success:false}`: keep what is shown.
 */
export async function fetchModule(module: ModuleName, source: string, slot: Element): Promise<string | null> {
	const config = getConfig();
	try {
		const answer = await requestJson<ModuleAnswer>({
			kind: 'module',
			key: slot,
			source,
			url: config.baseUri,
			params: { option: 'com_ajax', module, method: 'get', format: 'json', Itemid: String(config.itemid) },
		});
		if (typeof answer?.html === 'string') return stripBoms(answer.html);
		console.error(`[vetrina:${source}] module ${module} not refreshed:`, String(answer?.message ?? 'no html'));
	} catch {
		// Superseded by a newer refresh, or failed: http.ts has logged and published it.
	}
	return null;
}

export interface HeaderModuleOptions {
	module: ModuleName;
	source: string;
	/** What a screen reader hears when the count the module shows changes. */
	countText: (count: number) => string;
	/** Called after each render, e.g. to copy the count into the store. */
	onRender?: (el: HTMLElement) => void;
}

export interface HeaderModule {
	refresh(): Promise<boolean>;
	teardown(): void;
}

/** The count badge the module prints (`[data-count]`), null when it prints none. */
export function shownCount(el: ParentNode): number | null {
	const count = Number.parseInt(el.querySelector<HTMLElement>('[data-count]')?.dataset.count ?? '', 10);
	return Number.isFinite(count) ? count : null;
}

/**
 * Enhances a header dropdown: disclosure toggle, re-fetch after each change of its list (in this tab
 * or, through the sync, in another), and a fresh copy when the page comes back from the back/forward
 * cache, marked busy until it arrives so nobody acts on a stale one.
 */
export function mountHeaderModule(el: HTMLElement, options: HeaderModuleOptions): HeaderModule {
	const dropdown = disclosure(el);
	let count = shownCount(el);
	options.onRender?.(el);

	async function refresh(): Promise<boolean> {
		const html = await fetchModule(options.module, options.source, el);
		if (html === null || !el.isConnected) return false;
		const hadFocus = el.contains(document.activeElement);
		el.replaceChildren(sanitizeToFragment(html));
		dropdown.restore();
		if (hadFocus && !el.contains(document.activeElement)) el.querySelector<HTMLElement>('[aria-controls]')?.focus();
		const next = shownCount(el);
		if (next !== null && next !== count) announce(options.countText(next), 'polite');
		count = next;
		options.onRender?.(el);
		return true;
	}

	const onPageshow = (event: PageTransitionEvent) => {
		if (!event.persisted) return;
		el.setAttribute('aria-busy', 'true');
		el.dataset.stale = '';
		void refresh().finally(() => {
			el.removeAttribute('aria-busy');
			delete el.dataset.stale;
		});
	};

	const unsubscribe = subscribe(headerModules[options.module], () => void refresh());
	const leaveSync = useSync();
	window.addEventListener('pageshow', onPageshow);
	return {
		refresh,
		teardown() {
			unsubscribe();
			leaveSync();
			window.removeEventListener('pageshow', onPageshow);
			cancel('module', el);
			dropdown.teardown();
		},
	};
}
