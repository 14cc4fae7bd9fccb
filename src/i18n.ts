/**
 * What the shopper is told: Vetrina's strings in the shop's language (i18next, Italian by default, the
 * integrator's overrides from config) and the live regions that say a result to screen readers (`announce`).
 */
import i18next from 'i18next';
import { getConfig } from './config.ts';
import { coreStrings, type StringTable } from './locales/core.ts';
import { isRequestError } from './errors/request-error.ts';

const i18n = i18next.createInstance();
const builtIn = ['it', 'en'] as const;

void i18n.init({
	// Any BCP-47 tag: `de-DE` looks in `de-DE`, then `de`, then Italian.
	lng: getConfig().language,
	fallbackLng: 'it',
	load: 'all',
	// Keys are flat ('cart.added'): dots are part of the name, not a path.
	keySeparator: false,
	nsSeparator: false,
	interpolation: { escapeValue: false },
	initAsync: false,
	resources: {},
});

/** An island's keys start with its name (`mini-cart.count`); core keys are the core table's. */
const namespaceOf = (key: string) => key.split('.')[0]!;
/** One console warning naming every override key that has no string. */
function warnUnknown(keys: string[]): void {
	if (keys.length) console.warn(`[vetrina] config "strings": no such string, ignored: ${keys.join(', ')}`);
}
/** `mini-cart.count_one` is a plural form of `mini-cart.count`: an override may give either. */
const withBaseKeys = (keys: string[]) => new Set([...keys, ...keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))]);
const coreKeys = new Set(Object.keys(coreStrings.it));

/**
 * Adds an island's strings; the integrator's overrides from config always win. An override of a key
 * this island does not have is named once in the console, so a typo is not dropped silently.
 */
export function registerStrings(table: StringTable): void {
	const overrides = getConfig().strings;
	const keys = Object.keys(table.it);
	const known = withBaseKeys(keys);
	const namespaces = new Set(keys.map(namespaceOf));
	for (const lng of builtIn) i18n.addResources(lng, 'translation', table[lng]);
	const unknown: string[] = [];
	for (const [lng, strings] of Object.entries(overrides)) {
		for (const [key, text] of Object.entries(strings)) {
			if (known.has(key)) i18n.addResource(lng, 'translation', key, text);
			else if (table !== coreStrings && namespaces.has(namespaceOf(key))) unknown.push(`${lng}: ${key}`);
		}
	}
	warnUnknown(unknown);
}

/** Override keys that belong to no island of the bundle nor to the core table: reported once, at start. */
function reportStrayOverrides(): void {
	const islands = new Set(__ISLAND_NAMES__.split(','));
	const stray = Object.entries(getConfig().strings).flatMap(([lng, strings]) =>
		Object.keys(strings)
			.filter((key) => !coreKeys.has(key) && !islands.has(namespaceOf(key)))
			.map((key) => `${lng}: ${key}`),
	);
	warnUnknown(stray);
}

registerStrings(coreStrings);
reportStrayOverrides();

export const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {});

/** The generic platform message for a failed call (docs/behaviour.md#request-failures). */
export const failureMessage = (error: unknown): string => (isRequestError(error) ? t(`error.${error.reason}`, { status: error.status }) : t('error.aborted'));

export type Politeness = 'polite' | 'assertive';

const regions = new Map<Politeness, HTMLElement>();

function region(politeness: Politeness): HTMLElement {
	let el = regions.get(politeness);
	if (!el?.isConnected) {
		el = document.createElement('div');
		el.className = 'vetrina-sr-only';
		el.setAttribute('aria-live', politeness);
		el.setAttribute('aria-atomic', 'true');
		el.dataset.vetrinaAnnouncer = politeness;
		document.body.append(el);
		regions.set(politeness, el);
	}
	return el;
}

/**
 * Tells screen-reader users about an asynchronous result, in the live region of its politeness. The
 * text is cleared first and set on the next frame, so the same message said twice is announced twice.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
	const el = region(politeness);
	el.textContent = '';
	requestAnimationFrame(() => (el.textContent = text));
}
