import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'vm-cart-module.count_one': 'Carrello: {{count}} articolo',
		'vm-cart-module.count_other': 'Carrello: {{count}} articoli',
	},
	en: {
		'vm-cart-module.count_one': 'Cart: {{count}} item',
		'vm-cart-module.count_other': 'Cart: {{count}} items',
	},
} satisfies StringTable;
