/** The quantity rules (docs/behaviour.md#quantity-rules), shared by product forms and cart lines. */
export interface QuantityRule {
	step: number;
	/** `init`, the minimum. */
	min: number;
	max: number | null;
}

const positive = (raw: string | null | undefined, fallback: number): number => {
	const value = Number.parseFloat(raw ?? '');
	return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Reads `step`/`data-step`, `init`/`data-init` and `max`; step and minimum default to 1. */
export function readRule(input: HTMLInputElement): QuantityRule {
	const attr = (name: string) => input.getAttribute(name) ?? input.getAttribute(`data-${name}`);
	const max = positive(attr('max'), Number.NaN);
	return { step: positive(attr('step'), 1), min: positive(attr('init'), 1), max: Number.isNaN(max) ? null : max };
}

export const isMultiple = (value: number, { step }: QuantityRule): boolean =>
	Number.isFinite(value) && Math.abs(value / step - Math.round(value / step)) < 1e-9;

/** A quantity that can be ordered as it stands: a multiple of the step, and at least one step. */
export const isOrderable = (value: number, rule: QuantityRule): boolean => isMultiple(value, rule) && value >= rule.step;

/** Down to the nearest multiple of the step, or the step itself when below it. */
export function snap(value: number, rule: QuantityRule): number {
	if (!Number.isFinite(value) || value < rule.step) return rule.step;
	return isMultiple(value, rule) ? value : Math.floor(value / rule.step) * rule.step;
}

export function plus(value: number, rule: QuantityRule): number {
	const next = (Number.isFinite(value) ? value : 0) + rule.step;
	return rule.max === null ? next : Math.min(next, rule.max);
}

export function minus(value: number, rule: QuantityRule): number {
	return Number.isFinite(value) && value > rule.step ? Math.max(value - rule.step, rule.min) : rule.min;
}

/** The product's `data-errStr` text with the step for its placeholder: VirtueMart's `%1$s`, or `%s`. */
export const stepMessage = (template: string, rule: QuantityRule): string => template.replace(/%(?:1\$)?s/g, String(rule.step));
