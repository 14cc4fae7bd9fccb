import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'rating.none': 'Nessuna valutazione',
		'rating.decimal': ',',
		'rating.label': 'Valutazione: {{score}} su 5',
		'rating.hint_one': '{{count}} Stella',
		'rating.hint_other': '{{count}} Stelle',
	},
	en: {
		'rating.none': 'No rating',
		'rating.decimal': '.',
		'rating.label': 'Rating: {{score}} out of 5',
		'rating.hint_one': '{{count}} Star',
		'rating.hint_other': '{{count}} Stars',
	},
} satisfies StringTable;
