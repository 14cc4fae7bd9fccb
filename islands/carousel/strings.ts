import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'carousel.slide': '{{index}} di {{count}}', 'carousel.previous': 'Precedente', 'carousel.next': 'Successivo' },
	en: { 'carousel.slide': '{{index}} of {{count}}', 'carousel.previous': 'Previous', 'carousel.next': 'Next' },
} satisfies StringTable;
