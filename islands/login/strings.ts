import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'login.title': 'Accedi al tuo account',
		'login.username': 'Nome utente',
		'login.password': 'Password',
		'login.submit': 'Accedi',
		'login.refused': 'Accesso non riuscito: controlla nome utente e password.',
		'login.error': 'Non è stato possibile accedere: il negozio non ha risposto come previsto. Riprova.',
		'login.timeout': 'Il negozio non risponde. Riprova tra poco.',
	},
	en: {
		'login.title': 'Log in to your account',
		'login.username': 'Username',
		'login.password': 'Password',
		'login.submit': 'Log in',
		'login.refused': 'Login failed: check your username and password.',
		'login.error': 'Could not log in: the shop did not answer as expected. Please try again.',
		'login.timeout': 'The shop is not answering. Please try again shortly.',
	},
} satisfies StringTable;
