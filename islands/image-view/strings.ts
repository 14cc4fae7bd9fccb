import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'image-view.label': 'Immagine ingrandita' },
	en: { 'image-view.label': 'Enlarged image' },
} satisfies StringTable;
