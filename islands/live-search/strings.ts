import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'live-search.label': 'Suggerimenti di ricerca',
		'live-search.noResults': 'Nessun risultato',
		'live-search.count_one': '{{count}} risultato, usa le frecce per sceglierlo',
		'live-search.count_other': '{{count}} risultati, usa le frecce per sceglierne uno',
	},
	en: {
		'live-search.label': 'Search suggestions',
		'live-search.noResults': 'No results',
		'live-search.count_one': '{{count}} result, use the arrow keys to choose it',
		'live-search.count_other': '{{count}} results, use the arrow keys to choose one',
	},
} satisfies StringTable;
