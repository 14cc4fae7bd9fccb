import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'checkout-form.error': "Errore durante l'aggiornamento del carrello",
		'checkout-form.notFound': 'Pagina non trovata',
		'checkout-form.updated': 'Carrello aggiornato',
	},
	en: {
		'checkout-form.error': 'Error updating cart',
		'checkout-form.notFound': 'Page not found',
		'checkout-form.updated': 'Cart updated',
	},
} satisfies StringTable;
