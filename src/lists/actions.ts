/**
 * The compare list's and the wishlist's actions: the only writers of the store's `compare` and `wishlist`
 * (src/lists/state.ts). A change refreshes the list's header module once when one is on the page, and is
 * published as `compare:updated` / `wishlist:updated`.
 */
import { plainText, readAnswer, type ReadAnswer } from '../action-answer.ts';
import { takeResumedAdd } from '../login-opener.ts';
import { type CountWords, fetchModule, parse, productIds, serverOwnedViews, shownCount, syncedEvents } from '../server-state/views.ts';
import { store, writeShared } from '../store.ts';
import { sendListAction, type ListCall } from './calls.ts';
import type { List } from './state.ts';
import { announce } from '../i18n.ts';

const countOf = (html: string | null) => (html === null ? null : shownCount(parse(html)));

/**
 * Fetches the list's module into the store; a changed count is announced once, however many dropdowns show
 * it, unless `quiet` (the list as the page loads is no change).
 */
async function refreshList(list: List, quiet = false): Promise<void> {
	const html = await fetchModule(list, list);
	if (html === null) return;
	const before = countOf(store.getState()[list].html);
	writeShared({ [list]: { html, ids: productIds(parse(html)) } });
	if (!quiet) views[list].announceCount(before, countOf(html));
}

/** The header dropdowns showing each list (their only view). */
const views = {
	compare: serverOwnedViews<'dropdown'>(syncedEvents.compare, () => void refreshList('compare')),
	wishlist: serverOwnedViews<'dropdown'>(syncedEvents.wishlist, () => void refreshList('wishlist')),
};
/** Lists already fetched as the page loaded: once per list, however many dropdowns ask. */
const loaded = new Set<List>();

/**
 * A header dropdown shows the list: the first one tells the store the list's ids (from its items) until
 * a refresh brings the module; the list is followed while shown. A dropdown printed the same for every
 * shopper (`data-refresh="load"`: Joomla's page cache keeps the page, or the back/forward cache brought it
 * back) has the session's list fetched now, as has one that shows after the list changed on this page.
 */
export function showList(list: List, el: Element, countWords: CountWords): () => void {
	const state = store.getState()[list];
	if (state.html === null && state.ids.length === 0) writeShared({ [list]: { html: null, ids: productIds(el) } });
	const { behind } = views[list];
	if (el.getAttribute('data-refresh') === 'load' && !loaded.has(list)) {
		loaded.add(list);
		behind.delete('dropdown');
		void refreshList(list, true);
	} else if (behind.delete('dropdown')) void refreshList(list);
	const leave = views[list].show('dropdown', countWords);
	resumeAdd();
	return leave;
}

/**
 * Adds a product to a list or removes it (docs/behaviour.md#theme-calls). On success the list's module,
 * when shown, is refreshed. Resolves with the answer read, rejects as the request layer does.
 */
export async function toggleList(call: ListCall): Promise<ReadAnswer> {
	const answer = readAnswer(await sendListAction(call));
	if (!answer.error) {
		const shown = views[call.list];
		shown.changed(call.source);
		if (shown.showing('dropdown')) void refreshList(call.list);
		else shown.behind.add('dropdown');
	}
	return answer;
}

/**
 * Sends the add a granted login handed over (a guest's wishlist add, src/login-opener.ts), once: the first
 * list island to mount on the page it was pressed on takes it. Its success is said like a press's and shown
 * by the list's count; a refusal (still a guest) says nothing more.
 */
export function resumeAdd(): void {
	const call = takeResumedAdd();
	if (!call) return;
	toggleList(call).then(
		({ error, msg }) => {
			if (!error && msg) announce(plainText(msg), 'polite');
		},
		() => {
			// Failed or superseded: logged by the request layer; the shopper presses again.
		},
	);
}
