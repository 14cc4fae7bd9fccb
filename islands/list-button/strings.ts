import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'list-button.added': 'Articolo aggiunto',
		'list-button.already': 'Già nella lista',
		'list-button.show.compare': 'Confronta',
		'list-button.show.wishlist': 'Mostra la lista dei desideri',
		'list-button.in.compare': 'Nella lista da confrontare: premi per toglierlo',
		'list-button.in.wishlist': 'Nella lista dei desideri: premi per toglierlo',
	},
	en: {
		'list-button.added': 'Item added',
		'list-button.already': 'Already in the list',
		'list-button.show.compare': 'Compare',
		'list-button.show.wishlist': 'Show wishlist',
		'list-button.in.compare': 'In the compare list: press to take it out',
		'list-button.in.wishlist': 'In the wishlist: press to take it out',
	},
} satisfies StringTable;
