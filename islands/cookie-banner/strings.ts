import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'cookie-banner.dismissed': 'Preferenze sui cookie salvate.',
		'cookie-banner.refuse': 'Rifiuta',
	},
	en: {
		'cookie-banner.dismissed': 'Cookie preferences saved.',
		'cookie-banner.refuse': 'Refuse',
	},
} satisfies StringTable;
