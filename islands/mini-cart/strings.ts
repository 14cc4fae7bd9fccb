import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'mini-cart.count_one': 'Carrello: {{count}} articolo',
		'mini-cart.count_other': 'Carrello: {{count}} articoli',
	},
	en: {
		'mini-cart.count_one': 'Cart: {{count}} item',
		'mini-cart.count_other': 'Cart: {{count}} items',
	},
} satisfies StringTable;
