import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'quick-view.title': 'Anteprima prodotto' },
	en: { 'quick-view.title': 'Product preview' },
} satisfies StringTable;
