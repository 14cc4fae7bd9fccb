/** The theme's header modules (mini-cart, compare, wishlist): their com_ajax call and what their HTML shows. */
import { getConfig } from '../config.ts';
import { requestJson } from '../http.ts';
import { sanitizeHtml, stripBoms } from '../sanitize.ts';

const modules = { cart: 'vp_mini_cart', compare: 'vp_compare', wishlist: 'vp_wishlist' } as const;
export type HeaderList = keyof typeof modules;

interface ModuleAnswer {
	html?: unknown;
	success?: unknown;
	message?: unknown;
}

/** Parses sanitized module HTML inertly, to read what it shows. */
export function parse(html: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.content;
}

/** The count badge the module prints (`[data-count]`), null when it prints none. */
export function shownCount(el: ParentNode): number | null {
	const count = Number.parseInt(el.querySelector<HTMLElement>('[data-count]')?.dataset.count ?? '', 10);
	return Number.isFinite(count) ? count : null;
}

/** The products a list's module shows (its `[data-product-id]` items). */
export const productIds = (root: ParentNode): string[] => [
	...new Set([...root.querySelectorAll<HTMLElement>('[data-product-id]')].map((item) => item.dataset.productId!)),
];

/**
 * Fetches a module's fresh HTML, sanitized, without byte-order marks (docs/behaviour.md#module-refresh).
 * Null when the call failed (already logged by http.ts) or com_ajax answered `{success:false}`: keep
 * what is shown.
 */
export async function fetchModule(list: HeaderList, source: string): Promise<string | null> {
	const config = getConfig();
	const module = modules[list];
	try {
		const answer = await requestJson<ModuleAnswer>({
			kind: 'module',
			key: list,
			source,
			url: config.baseUri,
			params: { option: 'com_ajax', module, method: 'get', format: 'json', Itemid: String(config.itemid) },
		});
		if (typeof answer?.html === 'string') return sanitizeHtml(stripBoms(answer.html));
		console.error(`[vetrina:${source}] module ${module} not refreshed:`, String(answer?.message ?? 'no html'));
	} catch {
		// Superseded by a newer refresh, or failed: http.ts has logged and published it.
	}
	return null;
}
