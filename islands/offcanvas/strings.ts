import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'offcanvas.close': 'Chiudi' },
	en: { 'offcanvas.close': 'Close' },
} satisfies StringTable;
