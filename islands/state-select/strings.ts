import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'state-select.updated': 'Elenco delle province aggiornato',
	},
	en: {
		'state-select.updated': 'State list updated',
	},
} satisfies StringTable;
