import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'wishlist.count_one': 'Lista dei desideri: {{count}} prodotto',
		'wishlist.count_other': 'Lista dei desideri: {{count}} prodotti',
	},
	en: {
		'wishlist.count_one': 'Wishlist: {{count}} product',
		'wishlist.count_other': 'Wishlist: {{count}} products',
	},
} satisfies StringTable;
