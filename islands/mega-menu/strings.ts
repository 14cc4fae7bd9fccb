import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'mega-menu.submenu': 'Sottomenu {{name}}' },
	en: { 'mega-menu.submenu': '{{name}} submenu' },
} satisfies StringTable;
