import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'product-form.added': 'Prodotto aggiunto al carrello',
		'product-form.cartCount': 'Articoli nel carrello: {{count}}',
		'product-form.cartError': 'Impossibile aggiungere il prodotto al carrello',
		'product-form.addFailed': 'Il prodotto non è stato aggiunto al carrello. {{reason}}',
		'product-form.priceUpdated': 'Prezzo aggiornato: {{price}}',
		'product-form.stepError': 'Puoi acquistare questo prodotto solo in multipli di %s pezzi!',
		'product-form.quantity': 'Quantità',
		'product-form.plus': 'Aumenta la quantità',
		'product-form.minus': 'Diminuisci la quantità',
	},
	en: {
		'product-form.added': 'Product added successfully',
		'product-form.cartCount': 'Items in the cart: {{count}}',
		'product-form.cartError': 'The product could not be added to the cart',
		'product-form.addFailed': 'The product was not added to the cart. {{reason}}',
		'product-form.priceUpdated': 'Price updated: {{price}}',
		'product-form.stepError': 'You can buy this product only in multiples of %s pieces!',
		'product-form.quantity': 'Quantity',
		'product-form.plus': 'Increase the quantity',
		'product-form.minus': 'Decrease the quantity',
	},
} satisfies StringTable;
