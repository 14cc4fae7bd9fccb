import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'enhanced-select.placeholder': "Seleziona un'opzione",
		'enhanced-select.placeholderMultiple': 'Scrivi o seleziona alcune opzioni',
		'enhanced-select.noMatch': 'Nessun risultato corrispondente',
		'enhanced-select.search': 'Cerca tra le opzioni',
		'enhanced-select.remove': 'Rimuovi {{name}}',
	},
	en: {
		'enhanced-select.placeholder': 'Select an option',
		'enhanced-select.placeholderMultiple': 'Select some options',
		'enhanced-select.noMatch': 'No results match',
		'enhanced-select.search': 'Search the options',
		'enhanced-select.remove': 'Remove {{name}}',
	},
} satisfies StringTable;
