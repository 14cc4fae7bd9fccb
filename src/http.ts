import ky, { HTTPError, TimeoutError } from 'ky';
import { getConfig } from './config.ts';
import { publish } from './bus.ts';
import { RequestError, isSuperseded, type RequestFailure } from './errors/request-error.ts';
import { buildUrl, type Params } from './routes.ts';
import { busySlot, setBusy, type SlotKey } from './busy.ts';
import { loadSanitizer } from './sanitize.ts';

export interface CallOptions {
	/** Calls of one kind (and key) supersede each other: a new one aborts the one in flight. */
	kind: string;
	/**
	 * Narrows the kind to one slot per mount point: pass the element (two mini-carts, or two forms of
	 * one product, each keep their own call), or a string naming the slot.
	 */
	key?: SlotKey;
	method?: 'GET' | 'POST';
	url: string | URL;
	/** The call's own parameters, appended to the url's query, keeping its parameters and their order. */
	params?: Params;
	/**
	 * A serialized form sent in the query (VirtueMart's GET calls). A field never overrides the call:
	 * one named like a parameter of the url or of `params` (a form's `task=add`, `view=cart`) is left out.
	 */
	form?: URLSearchParams;
	body?: URLSearchParams | FormData;
	/**
	 * The call changes what the shopper's session holds (the cart, the compare list, the login): it is sent
	 * once the changes asked for before it have ended, and calls asked for after it wait for it (`inSessionTurn`).
	 */
	changesSession?: boolean;
	/** Who asked, for the `error` bus event and the console. */
	source: string;
}

/** PHP templates often print byte-order marks or blank lines before the JSON, which JSON.parse refuses. */
const leadingNoise = /^[\uFEFF\s]+/;

export const stripLeadingNoise = (text: string): string => text.replace(leadingNoise, '');

/** The one ky instance every call goes through: its address comes from `buildUrl`, never glued by hand. */
const shopClient = ky.create({
	retry: 0,
	// Support: VirtueMart answers GETs without cache headers; a cached price or list is a stale one.
	cache: 'no-store',
	credentials: 'same-origin',
	headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

const inflight = new Map<string, AbortController>();

/**
 * Joomla keeps a shopper's session in the database without a lock: each request reads the whole session as
 * it starts and writes it back as it ends. Two calls of one page that overlap can undo each other's change:
 * three products added to the compare list at once leave one there, and two adds to cart at once one line
 * (the cart refresh that follows the first add writes the cart back without the second). So a call that
 * changes what the session holds is sent once the changes asked for before it have ended, and any other
 * call asked for meanwhile waits for them too. A reading call already in flight does not hold a change:
 * that would hold every change behind a slow search, for a race that needs a press within one answer's time.
 */

const ended = (call: Promise<unknown>): Promise<void> =>
	call.then(
		() => undefined,
		() => undefined,
	);

/** The end of the last change asked for, until it has ended: every call after it waits for it. */
let changing: Promise<void> | null = null;

/** Runs `send` once the changes asked for before it have ended; at once, in the same task, when there are none. */
export function inSessionTurn<T>(changesSession: boolean, send: () => Promise<T>): Promise<T> {
	const sent = changing ? changing.then(send) : send();
	if (!changesSession) return sent;
	const end = ended(sent);
	changing = end;
	void end.then(() => {
		if (changing === end) changing = null;
	});
	return sent;
}

/** Aborts the call of this kind (and key) in flight, if any: for unmounting islands. */
export function cancel(kind: string, key?: SlotKey): void {
	const slot = busySlot(kind, key);
	inflight.get(slot)?.abort();
	inflight.delete(slot);
	setBusy(slot, false);
}

/**
 * Sends a call and resolves with the body text of the newest call of its kind. A call that a newer
 * one replaced rejects as `superseded`, even when its answer had already arrived, so a late answer
 * is never applied. Every other failure is classified, logged and published once here.
 */
export const requestText = async (options: CallOptions): Promise<string> => (await requestPage(options)).text;

/** Like requestText, with the URL the answer came from after the redirects it followed (a form post's answer page). */
export async function requestPage(options: CallOptions): Promise<{ text: string; url: string }> {
	const slot = busySlot(options.kind, options.key);
	const method = options.method ?? 'GET';
	const url = buildUrl(options.url, options.params, options.form);
	inflight.get(slot)?.abort();
	const controller = new AbortController();
	inflight.set(slot, controller);
	setBusy(slot, true);
	const fail = (reason: RequestFailure, status = 0, cause?: unknown, answer = '') =>
		new RequestError(reason, method, url.pathname + url.search, status, { cause }, answer);
	// Answers carry server HTML: the sanitizer comes with the first call, and no answer is handed over before it.
	const sanitizerFailed = loadSanitizer().then(
		() => null,
		(error: unknown) => ({ error }),
	);
	try {
		// The session is written as the answer ends: the turn lasts until the whole body is in.
		const answer = await inSessionTurn(options.changesSession === true, async () => {
			if (controller.signal.aborted) throw fail('superseded');
			const response = await shopClient(url, { method, body: options.body, signal: controller.signal, timeout: getConfig().timeout }).catch(
				async (error: unknown) => {
					if (controller.signal.aborted) throw fail('superseded', 0, error);
					if (error instanceof TimeoutError) throw fail('timeout', 0, error);
					if (error instanceof HTTPError) throw fail('http', error.response.status, error, await error.response.text().catch(() => ''));
					throw fail('aborted', 0, error);
				},
			);
			const text = await response.text().catch((error: unknown) => {
				throw fail(controller.signal.aborted ? 'superseded' : 'aborted', 0, error);
			});
			return { text, url: response.url };
		});
		const unsafe = await sanitizerFailed;
		if (unsafe) throw fail('aborted', 0, unsafe.error);
		if (inflight.get(slot) !== controller) throw fail('superseded');
		return answer;
	} catch (error) {
		if (!isSuperseded(error)) {
			console.error(`[vetrina:${options.source}]`, (error as Error).message);
			void publish('error', { source: options.source, error });
		}
		throw error;
	} finally {
		if (inflight.get(slot) === controller) {
			inflight.delete(slot);
			setBusy(slot, false);
		}
	}
}

/** Like requestText, then strips leading byte-order marks and whitespace and parses the JSON. */
export async function requestJson<T>(options: CallOptions): Promise<T> {
	const text = stripLeadingNoise(await requestText(options));
	const where = (): [string, string] => {
		const url = buildUrl(options.url, options.params, options.form);
		return [options.method ?? 'GET', url.pathname + url.search];
	};
	let error: RequestError;
	if (text === '') {
		error = new RequestError('empty', ...where());
	} else {
		try {
			return JSON.parse(text) as T;
		} catch (cause) {
			error = new RequestError('parse', ...where(), 0, { cause });
		}
	}
	console.error(`[vetrina:${options.source}]`, error.message);
	void publish('error', { source: options.source, error });
	throw error;
}
