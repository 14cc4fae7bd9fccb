import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'checkout-form.error': "Errore durante l'aggiornamento del carrello",
		'checkout-form.notFound': 'Pagina non trovata',
		'checkout-form.updated': 'Carrello aggiornato',
		'checkout-form.notSaved': 'La modifica non è stata salvata: il carrello mostra ciò che contiene.',
	},
	en: {
		'checkout-form.error': 'Error updating cart',
		'checkout-form.notFound': 'Page not found',
		'checkout-form.updated': 'Cart updated',
		'checkout-form.notSaved': 'Your change was not saved: the cart shows what it holds.',
	},
} satisfies StringTable;
