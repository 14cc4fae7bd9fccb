import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'compare.count_one': 'Confronto: {{count}} prodotto',
		'compare.count_other': 'Confronto: {{count}} prodotti',
	},
	en: {
		'compare.count_one': 'Compare: {{count}} product',
		'compare.count_other': 'Compare: {{count}} products',
	},
} satisfies StringTable;
