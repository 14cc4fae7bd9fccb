import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'list-button.added': 'Articolo aggiunto',
		'list-button.show.compare': 'Confronta',
		'list-button.show.wishlist': 'Mostra lista desideri',
	},
	en: {
		'list-button.added': 'Item added',
		'list-button.show.compare': 'Compare',
		'list-button.show.wishlist': 'Show wishlist',
	},
} satisfies StringTable;
