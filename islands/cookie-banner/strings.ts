import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'cookie-banner.dismissed': 'Preferenze sui cookie salvate.',
	},
	en: {
		'cookie-banner.dismissed': 'Cookie preferences saved.',
	},
} satisfies StringTable;
