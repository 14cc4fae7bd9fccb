import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'rating-picker.label': 'Il tuo voto',
		'rating-picker.value': '{{value}} su {{max}}',
	},
	en: {
		'rating-picker.label': 'Your rating',
		'rating-picker.value': '{{value}} out of {{max}}',
	},
} satisfies StringTable;
