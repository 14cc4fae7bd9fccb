/**
 * What a real shop says, in its language (English, or Italian on the Italian shop): read from the files the
 * shop speaks from (VirtueMart's and Joomla's language files in its site folder, the plugin's language files)
 * and from Vetrina's own string tables, so that a journey asserts the same words on every shop.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreStrings } from '../../src/locales/core.ts';
import type { RealShopInfo } from './shop.ts';

type Table = Record<string, string>;

/** Vetrina's strings, every island's: the tables its islands register. */
const ISLANDS = join(import.meta.dirname, '../../islands');
const tables = await Promise.all(
	readdirSync(ISLANDS)
		.filter((island) => existsSync(join(ISLANDS, island, 'strings.ts')))
		.map(async (island) => ((await import(`../../islands/${island}/strings.ts`)) as { strings: Record<'it' | 'en', Table> }).strings),
);

/** A Joomla language file's strings (`KEY="value"`); a file that is not there has none. */
function ini(path: string): Table {
	let text: string;
	try {
		text = readFileSync(path, 'utf8');
	} catch {
		return {};
	}
	const strings: Table = {};
	for (const [, key, value] of text.matchAll(/^([A-Z0-9_.]+)="(.*)"\s*$/gm)) strings[key!] = value!.replaceAll('"_QQ_"', '"').replaceAll('\\"', '"');
	return strings;
}

/** Joomla's Text::sprintf: `%s` in turn, `%1$s` by position, `%d` as a number. */
function sprintf(format: string, args: (string | number)[]): string {
	let next = 0;
	return format.replace(/%(?:(\d+)\$)?([sd])/g, (_, position: string | undefined) => String(args[position ? Number(position) - 1 : next++] ?? ''));
}

export interface Words {
	/** `en` or `it`: the language of the shop and of Vetrina's islands on it. */
	language: 'en' | 'it';
	/** A string of VirtueMart's (`COM_VIRTUEMART_CART_SHOW`), its `%s` filled in. */
	vm(key: string, ...args: (string | number)[]): string;
	/** A string of Joomla's site language (`JLIB_LOGIN_AUTHENTICATE`, com_users' own). */
	joomla(key: string, ...args: (string | number)[]): string;
	/** A string of the plugin's (`PLG_SYSTEM_VETRINA_CONSENT_ACCEPT`). */
	plugin(key: string, ...args: (string | number)[]): string;
	/** A string of Vetrina's islands (`list-button.added`), `{{name}}` filled in from `values`. */
	vetrina(key: string, values?: Record<string, string | number>): string;
}

export function wordsOf(shop: Pick<RealShopInfo, 'root' | 'language'>): Words {
	const language = shop.language ?? 'en';
	const tag = language === 'it' ? 'it-IT' : 'en-GB';
	const site = readFileSync(join(shop.root, 'run/site'), 'utf8').trim();
	// VirtueMart loads English first, then the shop's language over it (its Italian pack lacks some strings).
	const vm = {
		...ini(join(site, 'components/com_virtuemart/language/en-GB/en-GB.com_virtuemart.ini')),
		...ini(join(site, `language/${tag}/${tag}.com_virtuemart.ini`)),
	};
	const joomla: Table = Object.assign({}, ...['joomla', 'lib_joomla', 'com_users', 'mod_login'].map((file) => ini(join(site, `language/${tag}/${file}.ini`))));
	const plugin = ini(join(import.meta.dirname, `../../joomla/plg_system_vetrina/language/${tag}/plg_system_vetrina.ini`));
	const vetrina: Table = Object.assign({}, coreStrings[language], ...tables.map((table) => table[language]));
	const found = (table: Table, key: string, what: string) => {
		const text = table[key];
		if (text === undefined) throw new Error(`${what} has no string ${key} in ${tag}`);
		return text;
	};
	return {
		language,
		vm: (key, ...args) => sprintf(found(vm, key, 'VirtueMart'), args),
		joomla: (key, ...args) => sprintf(found(joomla, key, 'Joomla'), args),
		plugin: (key, ...args) => sprintf(found(plugin, key, 'the plugin'), args),
		vetrina: (key, values = {}) => found(vetrina, key, 'Vetrina').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
	};
}
