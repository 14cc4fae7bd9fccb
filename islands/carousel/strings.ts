import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: {
		'carousel.slide': '{{index}} di {{count}}',
		'carousel.previous': 'Precedente',
		'carousel.next': 'Successivo',
		'carousel.stop': 'Ferma lo scorrimento dei marchi',
		'carousel.play': 'Riprendi lo scorrimento dei marchi',
	},
	en: {
		'carousel.slide': '{{index}} of {{count}}',
		'carousel.previous': 'Previous',
		'carousel.next': 'Next',
		'carousel.stop': 'Stop the brand slide show',
		'carousel.play': 'Restart the brand slide show',
	},
} satisfies StringTable;
