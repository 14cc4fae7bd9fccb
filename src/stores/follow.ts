import { publish, subscribe } from '../bus.ts';
import { listen } from '../listen.ts';
import { refCounted } from '../ref-counted.ts';
import { joinSync } from '../sync.ts';

type ChangeEvent = 'cart:updated' | 'compare:updated' | 'wishlist:updated';

export interface Follower {
	/** Follows the server's changes while the page shows the state; the returned function stops (the last one to stop ends it). */
	join(): () => void;
	/** Publishes a change the store's own action made (and refreshed already), for theme scripts, other islands and other tabs. */
	changed(source: string): void;
}

/**
 * Keeps server-owned state fresh while something on the page shows it: refreshed after a change
 * someone else published (another tab, through the sync) and when the page comes back from the
 * back/forward cache. A change made by the store's own action is refreshed by the action: its event
 * is not refreshed again, so one change makes one refresh.
 */
export function follower(event: ChangeEvent, refresh: () => void): Follower {
	const own = new WeakSet<object>();
	const start = () => {
		const stops = [
			subscribe(event, (detail) => {
				if (!own.has(detail)) refresh();
			}),
			joinSync(),
			listen(window, { pageshow: (pageEvent) => pageEvent.persisted && refresh() }),
		];
		return () => stops.forEach((each) => each());
	};
	return {
		join: refCounted(start),
		changed(source) {
			const detail = { source };
			own.add(detail);
			void publish(event, detail);
		},
	};
}
