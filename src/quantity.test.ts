import { describe, expect, it } from 'vitest';
import { minus, plus, readRule, snap, stepMessage } from './quantity.ts';

const input = (attrs: string) => {
	document.body.innerHTML = `<input ${attrs}>`;
	return document.querySelector('input')!;
};

describe('quantity rules (docs/behaviour.md#quantity-rules)', () => {
	it('reads step/init/max, or their data- twins, with step and minimum 1 when missing', () => {
		expect(readRule(input('step="10" init="20" max="100"'))).toEqual({ step: 10, min: 20, max: 100 });
		expect(readRule(input('data-step="12" data-init="24"'))).toEqual({ step: 12, min: 24, max: null });
		expect(readRule(input(''))).toEqual({ step: 1, min: 1, max: null });
	});

	const rule = { step: 10, min: 10, max: 50 };

	it('corrects down to the nearest multiple, or up to the step when below it', () => {
		expect(snap(37, rule)).toBe(30);
		expect(snap(3, rule)).toBe(10);
		expect(snap(40, rule)).toBe(40);
		expect(snap(Number.NaN, rule)).toBe(10);
	});

	it('plus adds one step and clamps to max', () => {
		expect(plus(30, rule)).toBe(40);
		expect(plus(50, rule)).toBe(50);
		expect(plus(7, { step: 1, min: 1, max: null })).toBe(8);
	});

	it('minus subtracts a step only above the step, clamped to the minimum; otherwise sets the minimum', () => {
		expect(minus(30, rule)).toBe(20);
		expect(minus(10, rule)).toBe(10);
		expect(minus(24, { step: 12, min: 24, max: null })).toBe(24);
		expect(minus(5, { step: 1, min: 2, max: null })).toBe(4);
		expect(minus(1, { step: 1, min: 2, max: null })).toBe(2);
	});

	it("fills the product's error text with the step", () => {
		expect(stepMessage('Puoi acquistare questo prodotto solo in multipli di %s pezzi!', rule)).toBe(
			'Puoi acquistare questo prodotto solo in multipli di 10 pezzi!',
		);
	});
});
