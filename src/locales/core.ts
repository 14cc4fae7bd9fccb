/** Strings every island may use. Island strings live beside each island and register themselves. */
export const coreStrings = {
	it: {
		close: 'Chiudi',
		warning: 'Attenzione',
		error: 'Errore',
		loading: 'Caricamento…',
		'error.parse': 'Si è verificato un errore durante la lettura dei dati ricevuti.',
		'error.empty': 'Nessun contenuto ricevuto.',
		'error.timeout': 'Il server non ha risposto in tempo.',
		'error.aborted': 'Connessione interrotta durante il caricamento dei dati.',
		'error.http': 'Si è verificato un errore durante il caricamento dei dati: codice HTTP {{status}}.',
		'content.cannotLoad': 'Impossibile caricare il contenuto richiesto. Riprova più tardi.',
		'name.expandImage': 'Ingrandisci l’immagine',
		'name.plus': 'Aumenta la quantità',
		'name.minus': 'Diminuisci la quantità',
		'name.quantity': 'Quantità',
	},
	en: {
		close: 'Close',
		warning: 'Warning',
		error: 'Error',
		loading: 'Loading…',
		'error.parse': 'An error has occurred while parsing the JSON data.',
		'error.empty': 'No content was returned.',
		'error.timeout': 'The fetch of JSON data has timed out.',
		'error.aborted': 'Connection aborted while fetching JSON data.',
		'error.http': 'An error has occurred while fetching the JSON data: HTTP {{status}} status code.',
		'content.cannotLoad': 'The requested content cannot be loaded. Please try again later.',
		'name.expandImage': 'Expand the image',
		'name.plus': 'Increase the quantity',
		'name.minus': 'Decrease the quantity',
		'name.quantity': 'Quantity',
	},
} satisfies StringTable;

export type StringTable = Record<'it' | 'en', Record<string, string>>;
