import { describe, expect, it } from 'vitest';
import { findVariantUrl, parseVariants, type Variant } from './find-variant.ts';

// The shop's flap discs: 125 mm comes without P60.
const discs: Variant[] = [
	['/d/115-p40', '115 mm', 'P40'],
	['/d/115-p60', '115 mm', 'P60'],
	['/d/125-p40', '125 mm', 'P40'],
	['/d/125-p80', '125 mm', 'P80'],
	['/d/180-p60', '180 mm', 'P60'],
];

describe('findVariantUrl', () => {
	describe('given a selection that a variant has', () => {
		it('should return that variant', () => {
			expect(findVariantUrl(discs, ['125 mm', 'P80'])).toBe('/d/125-p80');
		});
	});
	describe('given a size that lacks the selected grit', () => {
		it('should relax the last value and return the first variant of that size', () => {
			expect(findVariantUrl(discs, ['125 mm', 'P60'])).toBe('/d/125-p40');
		});
	});
	describe('given a selection nothing matches, even relaxed', () => {
		it('should return null', () => {
			expect(findVariantUrl(discs, ['230 mm', 'P60'])).toBeNull();
			expect(findVariantUrl([], ['115 mm'])).toBeNull();
		});
	});
});

describe('parseVariants', () => {
	it('should keep only [url, ...values] rows of strings', () => {
		expect(parseVariants('[["/a","1 PZ"],["/b",2],"x",[]]')).toEqual([['/a', '1 PZ']]);
	});
	it('should give an empty list for malformed JSON or a missing block', () => {
		expect(parseVariants('[["/a",')).toEqual([]);
		expect(parseVariants(undefined)).toEqual([]);
		expect(parseVariants('{"a":1}')).toEqual([]);
	});
});
