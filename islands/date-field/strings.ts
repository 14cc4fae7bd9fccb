import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'date-field.clear': 'Cancella la data',
	},
	en: {
		'date-field.clear': 'Clear the date',
	},
} satisfies StringTable;
