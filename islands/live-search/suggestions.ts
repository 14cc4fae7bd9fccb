import { getConfig } from '../../src/config.ts';
import { requestJson } from '../../src/http.ts';
import { safeUrl } from '../../src/safe-url.ts';

export interface Suggestion {
	/** Display text: rendered as text, never as HTML. */
	value: string;
	/** The product's URL. */
	data: string;
	/** A thumbnail's URL, when the answer has one (stock VirtueMart's has none): this site's only. */
	image?: string;
	/** The price as the shop formats it, shown as text. */
	price?: string;
}
export interface SearchAnswer {
	suggestions: Suggestion[];
	count: number;
}

/** Answers per scope (form action + category) and query, shared by every search form on the page. */
const answers = new Map<string, SearchAnswer>();
/** Queries that found nothing, per scope: longer queries starting with one of them are not sent. */
const fruitless = new Map<string, Set<string>>();

/** A query as the server reads it: the same for `livella`, `livella ` and `Livella`. */
export const norm = (keyword: string) => keyword.trim().toLowerCase();

/** A hostile or broken answer becomes an empty one instead of an exception. */
export function parseAnswer(raw: unknown): SearchAnswer {
	const body = (raw ?? {}) as { suggestions?: unknown; count?: unknown };
	const list = Array.isArray(body.suggestions) ? body.suggestions : [];
	const suggestions = list
		.filter((s): s is Suggestion => typeof s?.value === 'string' && typeof s?.data === 'string')
		.map(({ value, data, image, price }): Suggestion => {
			// Any other site, `javascript:` or `data:` is dropped: the option shows its text alone.
			const thumbnail = typeof image === 'string' ? safeUrl(image)?.href : undefined;
			const shown = typeof price === 'string' && price.trim() ? price.trim() : undefined;
			return { value, data, ...(thumbnail && { image: thumbnail }), ...(shown && { price: shown }) };
		});
	const count = Number(body.count);
	return { suggestions, count: Number.isFinite(count) && count >= suggestions.length ? count : suggestions.length };
}

/** The answer already known for this query, without asking the server; undefined when unknown. */
export function knownAnswer(scope: string, keyword: string): SearchAnswer | undefined {
	const query = norm(keyword);
	const cached = answers.get(`${scope}\n${query}`);
	if (cached) return cached;
	for (const prefix of fruitless.get(scope) ?? []) if (query.startsWith(prefix)) return { suggestions: [], count: 0 };
	return undefined;
}

export interface SearchRequest {
	action: string;
	keyword: string;
	categoryId: string;
	/** One in-flight search per form: a newer query aborts the older one. */
	key: string;
}

export const scopeOf = ({ action, categoryId }: Pick<SearchRequest, 'action' | 'categoryId'>) => `${action}\n${categoryId}`;

/** GET {form action} with keyword, view=ajaxsearch, {prefix}_category_id, limitstart=0, limit (docs/behaviour.md#live-search-call). */
export async function fetchSuggestions(request: SearchRequest): Promise<SearchAnswer> {
	const { prefix, searchLimit } = getConfig();
	const raw = await requestJson<unknown>({
		kind: 'search',
		key: request.key,
		url: request.action,
		params: new URLSearchParams([
			['keyword', request.keyword.trim()],
			['view', 'ajaxsearch'],
			[`${prefix}_category_id`, request.categoryId],
			['limitstart', '0'],
			['limit', String(searchLimit)],
		]),
		source: 'live-search',
	});
	const answer = parseAnswer(raw);
	const scope = scopeOf(request);
	const query = norm(request.keyword);
	answers.set(`${scope}\n${query}`, answer);
	if (answer.suggestions.length === 0) fruitless.set(scope, (fruitless.get(scope) ?? new Set()).add(query));
	return answer;
}

/** For tests: forget every cached answer. */
export function clearSearchCache(): void {
	answers.clear();
	fruitless.clear();
}
