/**
 * The compare list and the wishlist (`compare`, `wishlist` of src/store.ts): what the server last said
 * of each, and the actions that change them. A change refreshes the list's header module once when one
 * is on the page, and is published as `compare:updated` / `wishlist:updated`.
 */
import { plainText, readAnswer, type ReadAnswer } from '../action-answer.ts';
import { announce } from '../announce.ts';
import { fetchModule, parse, productIds, shownCount } from '../header-module.ts';
import { listEvent, sendListAction, type List, type ListCall } from '../lists.ts';
import { takeResumedAdd } from '../login-opener.ts';
import { store, type SharedState } from '../store.ts';
import { follower } from './follow.ts';

/** What a screen reader hears when a shown list's count changes, one per dropdown showing it. */
const shown: Record<List, Set<{ countText: (count: number) => string }>> = { compare: new Set(), wishlist: new Set() };

const countOf = (html: string | null) => (html === null ? null : shownCount(parse(html)));

/**
 * Fetches the list's module into the store; a changed count is announced once, however many dropdowns show
 * it, unless `quiet` (the list as the page loads is no change).
 */
async function refreshList(list: List, quiet = false): Promise<void> {
	const html = await fetchModule(list, list);
	if (html === null) return;
	const before = countOf(store.getState()[list].html);
	store.setState({ [list]: { html, ids: productIds(parse(html)) } });
	const after = countOf(html);
	const [first] = shown[list];
	if (!quiet && first && after !== null && after !== before) announce(first.countText(after), 'polite');
}

/** Lists already fetched as the page loaded: once per list, however many dropdowns ask. */
const loaded = new Set<List>();
/** Lists changed on this page before a dropdown showed them: the first to show fetches them. */
const behind = new Set<List>();

const followers = {
	compare: follower(listEvent('compare'), () => void refreshList('compare')),
	wishlist: follower(listEvent('wishlist'), () => void refreshList('wishlist')),
};

/**
 * A header dropdown shows the list: the first one tells the store the list's ids (from its items) until
 * a refresh brings the module; the list is followed while shown. A dropdown printed the same for every
 * shopper (`data-refresh="load"`: Joomla's page cache keeps the page, or the back/forward cache brought it
 * back) has the session's list fetched now, as has one that shows after the list changed on this page.
 */
export function showList(list: List, el: Element, countText: (count: number) => string): () => void {
	const state = store.getState()[list];
	if (state.html === null && state.ids.length === 0) store.setState({ [list]: { html: null, ids: productIds(el) } });
	if (el.getAttribute('data-refresh') === 'load' && !loaded.has(list)) {
		loaded.add(list);
		behind.delete(list);
		void refreshList(list, true);
	} else if (behind.delete(list)) void refreshList(list);
	const entry = { countText };
	shown[list].add(entry);
	const leave = followers[list].join();
	resumeAdd();
	return () => {
		shown[list].delete(entry);
		leave();
	};
}

/** Picks whether the list holds the product. */
export const inList =
	(list: List, productId: string) =>
	(state: SharedState): boolean =>
		state[list].ids.includes(productId);

/**
 * Adds a product to a list or removes it (docs/behaviour.md#theme-calls). On success the list's module,
 * when shown, is refreshed. Resolves with the answer read, rejects as the request layer does.
 */
export async function toggleList(call: ListCall): Promise<ReadAnswer> {
	const answer = readAnswer(await sendListAction(call));
	if (!answer.error) {
		followers[call.list].changed(call.source);
		if (shown[call.list].size > 0) void refreshList(call.list);
		else behind.add(call.list);
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
