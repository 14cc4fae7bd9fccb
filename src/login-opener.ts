/**
 * Opens the login modal with the server's message (wishlist error 2, docs/behaviour.md#header-lists):
 * the login island registers its opener while it is mounted; list buttons call it.
 *
 * A list add refused for a guest is resumed after the login it asked for: while its modal is open the add
 * waits here; a granted login hands it to the next page (sessionStorage, keyed by the page it was pressed
 * on), where the list store sends it once with the new session's token.
 */
import type { ListCall } from './lists/calls.ts';
import { PageName } from './page-names.ts';

type Opener = (message?: string) => boolean;

let opener: Opener | null = null;

/** The add waiting for the open modal's login. */
let waiting: ListCall | null = null;

/** A handed-over add older than this is dropped: the shopper has moved on (an abandoned second step). */
const MAX_AGE = 10 * 60 * 1000;

/** The page an add is resumed on: the one it was pressed on, its fragment aside. */
const pageKey = (href: string) => href.split('#')[0];

/** Called once by the next opener to register. */
let registered: (() => void) | undefined;

/** Registers the login island's opener; the returned function takes it back. */
export function registerLoginOpener(open: Opener): () => void {
	opener = open;
	registered?.();
	return () => {
		if (opener === open) opener = null;
	};
}

/**
 * The login island may still be on its way: it waits for the shopper or for the browser's idle moment after
 * the core arrived (`shared`, src/triggers.ts), and a list call can be answered before. Resolves once it has
 * registered its opener, or after `limit` ms; at once when it is ready, failed or not on the page.
 */
function loginIslandMounted(limit: number): Promise<void> {
	// Found by the registry (`data-island`), not yet mounted nor failed.
	const coming = '[data-vetrina="login"][data-island]:not([data-island-state="ready"], [data-island-state="error"])';
	if (opener || !document.querySelector(coming)) return Promise.resolve();
	return new Promise((resolve) => {
		const done = () => {
			if (registered === done) registered = undefined;
			resolve();
		};
		registered = done;
		setTimeout(done, limit);
	});
}

/**
 * False when nothing can open it (no login island, or no login form on the page): the caller then goes to the login page.
 * `resume`: the add to send once the shopper has logged in through this modal.
 */
export async function openLogin(message?: string, resume?: ListCall): Promise<boolean> {
	await loginIslandMounted(3000);
	const opened = opener?.(message) ?? false;
	waiting = opened ? (resume ?? null) : null;
	return opened;
}

/** The modal closed without a granted login: the add waits no more. */
export function loginDismissed(): void {
	waiting = null;
}

/** A granted login is loading its page: the waiting add goes with it. */
export function loginGranted(): void {
	if (!waiting) return;
	try {
		sessionStorage.setItem(PageName.ResumedAdd, JSON.stringify({ call: waiting, page: pageKey(location.href), at: Date.now() }));
	} catch {
		// Storage refused (private mode, full): the shopper presses again.
	}
	waiting = null;
}

const isCall = (value: unknown): value is ListCall => {
	const call = value as Partial<ListCall> | null;
	return (
		typeof call === 'object' &&
		call !== null &&
		(call.list === 'compare' || call.list === 'wishlist') &&
		call.action === 'add' &&
		typeof call.productId === 'string' &&
		typeof call.productName === 'string'
	);
};

/**
 * The add handed over by a granted login, taken once: it is removed whatever it holds, and given only on the
 * page it was pressed on, not too long after.
 */
export function takeResumedAdd(): ListCall | null {
	let raw: string | null = null;
	try {
		raw = sessionStorage.getItem(PageName.ResumedAdd);
		sessionStorage.removeItem(PageName.ResumedAdd);
	} catch {
		return null;
	}
	if (!raw) return null;
	try {
		const { call, page, at } = JSON.parse(raw) as { call?: unknown; page?: unknown; at?: unknown };
		if (!isCall(call) || page !== pageKey(location.href) || typeof at !== 'number' || Date.now() - at > MAX_AGE || Date.now() < at) return null;
		return { list: call.list, action: 'add', productId: call.productId, productName: call.productName, source: 'login' };
	} catch {
		return null;
	}
}
