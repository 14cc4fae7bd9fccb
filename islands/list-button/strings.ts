import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'list-button.added': 'Articolo aggiunto',
		'list-button.already': 'Già nella lista',
		'list-button.show.compare': 'Confronta',
		'list-button.show.wishlist': 'Mostra la lista dei desideri',
	},
	en: {
		'list-button.added': 'Item added',
		'list-button.already': 'Already in the list',
		'list-button.show.compare': 'Compare',
		'list-button.show.wishlist': 'Show wishlist',
	},
} satisfies StringTable;
