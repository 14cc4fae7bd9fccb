import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'login.title': 'Accedi al tuo account',
	},
	en: {
		'login.title': 'Log in to your account',
	},
} satisfies StringTable;
