import type { ConfigKey } from './config.ts';
import type { Trigger } from './triggers.ts';

/** What an island's `index.ts` exports: mount enhances the element and returns its teardown. */
export interface IslandModule {
	mount(el: HTMLElement): (() => void) | void;
}

export interface IslandSpec {
	/** Stock VirtueMart markup where it exists, `[data-vetrina="<name>"]` for theme parts. */
	selector: string;
	/** Default load trigger; `data-on` on the mount point overrides it. */
	on: Trigger | ((el: Element) => Trigger);
	/** Config keys the island cannot work without. */
	needs: ConfigKey[];
	load: () => Promise<IslandModule>;
}

const theme = (name: string) => `[data-vetrina="${name}"]`;
const shop: ConfigKey[] = ['shopComponent', 'prefix'];
const themeCalls: ConfigKey[] = ['ajaxUri', 'baseUri', 'itemid'];

/** One entry per island; each `import()` becomes its own chunk, fetched only when needed. */
export const islands: Record<string, IslandSpec> = {
	rating: { selector: theme('rating'), on: 'visible', needs: [], load: () => import('../islands/rating/index.ts') },
};
