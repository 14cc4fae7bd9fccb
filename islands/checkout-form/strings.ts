import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'checkout-form.error': "Errore durante l'aggiornamento del carrello",
		'checkout-form.notFound': 'Pagina non trovata',
		'checkout-form.updated': 'Carrello aggiornato',
		'checkout-form.quantity': 'Quantità',
		'checkout-form.plus': 'Aumenta la quantità',
		'checkout-form.minus': 'Diminuisci la quantità',
	},
	en: {
		'checkout-form.error': 'Error updating cart',
		'checkout-form.notFound': 'Page not found',
		'checkout-form.updated': 'Cart updated',
		'checkout-form.quantity': 'Quantity',
		'checkout-form.plus': 'Increase quantity',
		'checkout-form.minus': 'Decrease quantity',
	},
} satisfies StringTable;
