import { describe, expect, it } from 'vitest';
import { findAgain, placeOf } from './find-again.ts';

const drawn = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });

describe('finding an element again in markup drawn anew', () => {
	it('should find a field by its name when the new markup gave it another id', () => {
		const old = drawn('<input name="quantity[]" id="q-1"><input name="quantity[]" id="q-2">');
		const place = placeOf(old.querySelector('#q-2')!, old);
		const fresh = drawn('<input name="quantity[]" id="vetrina-3"><input name="quantity[]" id="vetrina-4">');
		expect(findAgain(fresh, place)?.id).toBe('vetrina-4');
	});

	it('should find a field by its id when a variant switch renamed it', () => {
		const old = drawn('<select id="field301_1" name="field[2][301]"></select>');
		const place = placeOf(old.querySelector('select')!, old);
		const fresh = drawn('<select id="field301_1" name="field[3][301]"></select>');
		expect(findAgain(fresh, place)).toBe(fresh.querySelector('select'));
	});

	it('should find an unnamed control by its tag, classes and rank', () => {
		const old = drawn('<button class="step minus"></button><button class="step plus"></button><button class="step plus"></button>');
		const place = placeOf(old.querySelectorAll('.plus')[1]!, old);
		const fresh = drawn('<button class="step minus"></button><button class="step plus"></button><button class="step plus" id="last"></button>');
		expect(findAgain(fresh, place)?.id).toBe('last');
	});

	it('should find nothing when nothing stands there any more', () => {
		const old = drawn('<a class="remove" href="#">x</a>');
		const place = placeOf(old.querySelector('a')!, old);
		expect(findAgain(drawn('<p>empty</p>'), place)).toBeUndefined();
	});
});
