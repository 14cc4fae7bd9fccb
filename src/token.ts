import { getConfig } from './config.ts';
import { requestJson } from './http.ts';

/** Joomla's form token: a hidden input whose name is 32 hex characters and whose value is 1. */
const TOKEN_NAME = /^[0-9a-f]{32}$/i;

const tokenInputs = (root: ParentNode = document) =>
	[...root.querySelectorAll<HTMLInputElement>('input[type="hidden"][value="1"]')].filter((input) => TOKEN_NAME.test(input.name));

export const readPageToken = (root: ParentNode = document): string | null => tokenInputs(root)[0]?.name ?? null;

/** Renames every hidden token input, so plain form submits carry the fresh token too. */
export function writeToken(token: string, root: ParentNode = document): void {
	for (const input of tokenInputs(root)) input.name = token;
}

/** The token fetched last: asked again, it is not fetched again. */
let fetched: string | null = null;
let pending: Promise<string | null> | undefined;

/**
 * The session form token: read from the page, or, with token updating on (or `refresh` after the
 * server refused a stale one), fetched with `getToken`, kept here and written into the page.
 */
export function getToken({ refresh = false } = {}): Promise<string | null> {
	// Islands asking together share one call rather than superseding each other.
	pending ??= resolveToken(refresh).finally(() => (pending = undefined));
	return pending;
}

async function resolveToken(refresh: boolean): Promise<string | null> {
	const config = getConfig();
	if (fetched && !refresh) return fetched;
	if (!config.tokenUpdate && !refresh) return readPageToken();
	const answer = await requestJson<{ token?: unknown }>({
		kind: 'token',
		source: 'token',
		url: config.ajaxUri,
		params: { vpfmethod: 'getToken', Itemid: String(config.itemid) },
	});
	const token = typeof answer.token === 'string' && TOKEN_NAME.test(answer.token) ? answer.token : null;
	if (token) {
		fetched = token;
		writeToken(token);
	}
	return token;
}
