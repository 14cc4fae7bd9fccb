import i18next from 'i18next';
import { getConfig, type Language } from './config.ts';
import { coreStrings, type StringTable } from './locales/core.ts';
import { isRequestError } from './errors/RequestError.ts';

const i18n = i18next.createInstance();
const languages: Language[] = ['it', 'en'];

void i18n.init({
	lng: getConfig().language,
	fallbackLng: 'it',
	// Keys are flat ('cart.added'): dots are part of the name, not a path.
	keySeparator: false,
	nsSeparator: false,
	interpolation: { escapeValue: false },
	initAsync: false,
	resources: {},
});

/** Adds an island's strings; the integrator's overrides from config always win. */
export function registerStrings(table: StringTable): void {
	const overrides = getConfig().strings;
	for (const lng of languages) {
		i18n.addResources(lng, 'translation', table[lng]);
		i18n.addResources(lng, 'translation', pick(overrides[lng], Object.keys(table[lng])));
	}
}

const pick = (source: Record<string, string> = {}, keys: string[]) =>
	Object.fromEntries(keys.filter((key) => typeof source[key] === 'string').map((key) => [key, source[key]]));

registerStrings(coreStrings);

export const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values ?? {});

/** The generic platform message for a failed call (spec §8). */
export const failureMessage = (error: unknown): string =>
	isRequestError(error) ? t(`error.${error.reason}`, { status: error.status }) : t('error.aborted');
