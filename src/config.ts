import { ConfigError } from './errors/config-error.ts';

import { ROUTE_NAMES, type RouteName } from './route-names.ts';

/** A BCP-47 language tag, e.g. `it`, `de-DE`. */
export type Language = string;

export interface VetrinaConfig {
	/** `{shop_component}`, e.g. `com_virtuemart`. Required. */
	shopComponent: string;
	/** `{prefix}`, the shop's field-name prefix, e.g. `virtuemart`. Required. */
	prefix: string;
	/** `{ajax_uri}` of the theme calls. Required. */
	ajaxUri: string;
	/** `{base_uri}`: the site root, sub-folder included (`/negozio/`); every shop call is built from it. Required. */
	baseUri: string;
	/** Menu item id sent as `Itemid`. Required. */
	itemid: number;
	/** @default "" */
	langParam: string;
	/** Any BCP-47 tag; strings fall back to its base language, then to Italian. @default "it" */
	language: Language;
	/** `1` adds to cart in the background and opens the dialog. @default 1 */
	addToCartPopup: number;
	/** Fetch the form token with `getToken` instead of reading it from the page. @default false */
	tokenUpdate: boolean;
	/** @default "" */
	cartErrorText: string;
	/** `limit` of live search. @default 10 */
	searchLimit: number;
	/** @default true */
	stateLoader: boolean;
	/** Milliseconds before a call counts as timed out. @default 10000 */
	timeout: number;
	/** String overrides keyed by language, then by string key. @default {} */
	strings: Record<Language, Record<string, string>>;
	/** Addresses printed by the integrator that replace a call's default `{baseUri}index.php?…`. @default {} */
	routes: Partial<Record<RouteName, string>>;
}

export type ConfigKey = keyof VetrinaConfig;

type Check = (value: unknown) => boolean;
const isText: Check = (v) => typeof v === 'string' && v.trim() !== '';
const isString: Check = (v) => typeof v === 'string';
const isCount: Check = (v) => Number.isInteger(v) && (v as number) > 0;
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isBoolean: Check = (v) => typeof v === 'boolean';
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLanguageTag: Check = (v) => typeof v === 'string' && /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(v);
const isRouteTable: Check = (v) =>
	isObject(v) && Object.entries(v as object).every(([name, url]) => (ROUTE_NAMES as readonly string[]).includes(name) && isText(url));
const isStringTable: Check = (v) =>
	isObject(v) && Object.values(v as object).every((table) => isObject(table) && Object.values(table as object).every(isString));

const schema: { [K in ConfigKey]: [check: Check, expected: string, fallback?: VetrinaConfig[K]] } = {
	shopComponent: [isText, 'a non-empty string'],
	prefix: [isText, 'a non-empty string'],
	ajaxUri: [isText, 'a non-empty string'],
	baseUri: [isText, 'a non-empty string'],
	itemid: [isCount, 'a positive whole number'],
	langParam: [isString, 'a string', ''],
	language: [isLanguageTag, 'a language tag such as "it" or "de-DE"', 'it'],
	addToCartPopup: [isNumber, 'a number', 1],
	tokenUpdate: [isBoolean, 'true or false', false],
	cartErrorText: [isString, 'a string', ''],
	searchLimit: [isCount, 'a positive whole number', 10],
	stateLoader: [isBoolean, 'true or false', true],
	timeout: [isCount, 'a positive whole number of milliseconds', 10_000],
	strings: [isStringTable, 'an object of string tables keyed by language', {}],
	routes: [isRouteTable, `an object of addresses keyed by ${ROUTE_NAMES.join(', ')}`, {}],
};

/** Numbers often arrive as strings from PHP templates: accept `"101"` where a number is due. */
const coerce = (value: unknown): unknown => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

export interface ParsedConfig {
	config: VetrinaConfig;
	/** Keys that were missing or wrong; islands that need one of them stay off. */
	invalid: Set<ConfigKey>;
	errors: ConfigError[];
}

export function parseConfig(raw: unknown): ParsedConfig {
	const source = isObject(raw) ? (raw as Record<string, unknown>) : {};
	const config = {} as Record<string, unknown>;
	const invalid = new Set<ConfigKey>();
	const errors: ConfigError[] = [];
	for (const key of Object.keys(schema) as ConfigKey[]) {
		const [check, expected, fallback] = schema[key];
		let value = source[key];
		if (typeof fallback === 'number' || key === 'itemid') value = coerce(value);
		if (value === undefined && fallback !== undefined) value = fallback;
		if (!check(value)) {
			invalid.add(key);
			errors.push(new ConfigError(key, value === undefined ? `is missing: expected ${expected}` : `is ${JSON.stringify(value)}: expected ${expected}`));
			value = fallback;
		}
		config[key] = value;
	}
	return { config: config as unknown as VetrinaConfig, invalid, errors };
}

/** Joomla's script options (key `vetrina`) first, then our own `#vetrina-config` block. */
export function readConfigSource(doc: Document = document): unknown {
	const joomla = json(doc.querySelector('script.joomla-script-options')) as Record<string, unknown> | undefined;
	return joomla?.vetrina ?? json(doc.querySelector('script#vetrina-config'));
}

function json(script: Element | null): unknown {
	try {
		return script ? JSON.parse(script.textContent ?? '') : undefined;
	} catch {
		return undefined; // A broken block is reported as missing keys.
	}
}

let current: ParsedConfig | undefined;

/** Reads, validates and caches the page's config; every error names its key, once. */
export function loadConfig(doc: Document = document): ParsedConfig {
	current = parseConfig(readConfigSource(doc));
	for (const error of current.errors) console.error(error.message);
	return current;
}

export function getConfig(): VetrinaConfig {
	return (current ?? loadConfig()).config;
}

export function isConfigUsable(keys: readonly ConfigKey[] = []): boolean {
	const { invalid } = current ?? loadConfig();
	return keys.every((key) => !invalid.has(key));
}
