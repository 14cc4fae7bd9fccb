import type { StringTable } from '../../src/locales/core.ts';

export const strings = {
	it: { 'category-tree.toggle': 'Sottocategorie di {{name}}' },
	en: { 'category-tree.toggle': 'Subcategories of {{name}}' },
} satisfies StringTable;
