import { announce } from '../announce.ts';
import { publish, subscribe } from '../bus.ts';
import { listen } from '../listen.ts';
import { refCounted } from '../ref-counted.ts';
import { joinSync, type SyncedEvent } from './sync.ts';

/** What a screen reader hears when a shown count changes. */
export type CountText = (count: number) => string;

export interface Views<View extends string> {
	/**
	 * One more view of the state on the page (a mini-cart, a stock cart module, a header dropdown): the state is
	 * followed while any is shown. Returns the function that takes it away.
	 */
	show(view: View, countText: CountText): () => void;
	showing(view: View): boolean;
	/** Says a changed count once, however many views show it (the first shown's words); nothing without a view. */
	announceCount(before: number | null, after: number | null): void;
	/** Publishes a change this page's own action made, and refreshed already: for theme scripts, other islands and other tabs. */
	changed(source: string): void;
	/** Views a change on this page did not refresh, as nothing showed them yet: the first to show asks. */
	behind: Set<View>;
}

/**
 * The views of one piece of server-owned state (the cart, a list) on the page, kept fresh while any is shown:
 * `refresh` runs after a change someone else published (another tab, through the sync) and when the page comes
 * back from the back/forward cache. A change this page's action made is refreshed by the action: its event is
 * not refreshed again, so one change makes one refresh.
 */
export function serverOwnedViews<View extends string>(event: SyncedEvent, refresh: () => void): Views<View> {
	const shown = new Set<{ view: View; countText: CountText }>();
	const own = new WeakSet<object>();
	const follow = refCounted(() => {
		const stops = [
			subscribe(event, (detail) => {
				if (!own.has(detail)) refresh();
			}),
			joinSync(),
			listen(window, { pageshow: (pageEvent) => pageEvent.persisted && refresh() }),
		];
		return () => stops.forEach((each) => each());
	});
	const showing = (view: View) => [...shown].some((each) => each.view === view);
	return {
		show(view, countText) {
			const entry = { view, countText };
			shown.add(entry);
			const unfollow = follow();
			return () => {
				shown.delete(entry);
				unfollow();
			};
		},
		showing,
		announceCount(before, after) {
			const [first] = shown;
			if (first && after !== null && after !== before) announce(first.countText(after), 'polite');
		},
		changed(source) {
			const detail = { source };
			own.add(detail);
			void publish(event, detail);
		},
		behind: new Set(),
	};
}
