import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'search-overlay.close': 'Chiudi la ricerca' },
	en: { 'search-overlay.close': 'Close search' },
} satisfies StringTable;
