import { getConfig } from '../../src/config.ts';
import { requestJson, shopRoute, type SlotKey } from '../../src/http.ts';

export const STATES_KIND = 'state-list';

export interface State {
	id: string;
	name: string;
}

/** States by country id; a country without states has an empty list. */
export type StatesByCountry = Map<string, State[]>;

/** Answers per id set; only answers are kept, so a failed load is tried again (an old bug). */
const cache = new Map<string, StatesByCountry>();
const setKey = (ids: string[]) => [...ids].sort().join(',');

export const cachedStates = (ids: string[]): StatesByCountry | undefined => cache.get(setKey(ids));

/** For tests: every page load starts with an empty cache. */
export const clearStateCache = (): void => cache.clear();

/**
 * VirtueMart answers `{"105": [{virtuemart_state_id, state_name}, …]}`, or `[]` when no chosen
 * country has states. Anything else is malformed.
 */
export function parseStates(answer: unknown, ids: string[], prefix: string): StatesByCountry {
	const byCountry: StatesByCountry = new Map(ids.map((id) => [id, []]));
	if (Array.isArray(answer) && answer.length === 0) return byCountry;
	if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new TypeError('state list: expected an object of countries');
	for (const [country, rows] of Object.entries(answer as Record<string, unknown>)) {
		if (!Array.isArray(rows)) continue;
		byCountry.set(
			country,
			rows.flatMap((row: Record<string, unknown> | null) => {
				const id = row?.[`${prefix}_state_id`];
				const name = row?.state_name;
				return (typeof id === 'string' || typeof id === 'number') && typeof name === 'string' ? [{ id: String(id), name }] : [];
			}),
		);
	}
	return byCountry;
}

/** GET {baseUri}index.php?option={shop}&view=state&format=json&{prefix}_country_id={ids} (docs/behaviour.md#states-of-a-country), cached per id set. */
export async function loadStates(ids: string[], key: SlotKey): Promise<StatesByCountry> {
	const cached = cachedStates(ids);
	if (cached) return cached;
	const { prefix } = getConfig();
	// The commas travel as %2C, which PHP decodes before VirtueMart splits the ids.
	const params = { [`${prefix}_country_id`]: ids.join(',') };
	const answer = await requestJson<unknown>({ kind: STATES_KIND, key, url: shopRoute('states'), params, source: 'state-select' });
	const states = parseStates(answer, ids, prefix);
	cache.set(setKey(ids), states);
	return states;
}
