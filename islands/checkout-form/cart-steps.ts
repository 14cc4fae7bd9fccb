/**
 * Stock VirtueMart carts (legacy, bs3; bs5 too) carry a line's step only in the arguments of their
 * inline handlers: `onblur="Virtuemart.checkQuantity(this,12,'… %1$s …');"`. They are read here as
 * text (never run) and written onto the input as `data-step` / `data-errStr`, which the quantity rules
 * (`src/quantity.ts`) read. Malformed arguments are logged; the line then keeps step 1.
 */
export interface CartStep {
	step: number;
	message: string;
}

const HANDLERS = ['onblur', 'onchange', 'onclick'] as const;
const MENTION = /\bcheckQuantity\s*\(/;
/** `checkQuantity(this, STEP, 'message')`; the message is a single-quoted JS string (`addslashes`). */
const CALL = /\bcheckQuantity\s*\(\s*this\s*,\s*(\d+(?:\.\d+)?)\s*,\s*'((?:[^'\\]|\\[\s\S])*)'\s*\)/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

const log = (text: string) => console.error(`[vetrina:checkout-form] unreadable checkQuantity arguments, step 1 kept: ${text.slice(0, 120)}`);

/** The step and message of one handler's text; null when it calls no checkQuantity or is malformed (logged). */
export function parseCheckQuantity(handler: string): CartStep | null {
	if (!MENTION.test(handler)) return null;
	const match = CALL.exec(handler);
	const step = Number(match?.[1]);
	if (!match || !(step > 0)) {
		log(handler);
		return null;
	}
	const message = (match[2] ?? '').replace(/\\([\s\S])/g, (_, ch: string) => ESCAPES[ch] ?? ch);
	return { step, message };
}

const quantityName = /^quantity\[[^\]]*\]$/;

/** The first handler of an input that names checkQuantity, parsed. */
function stepOfHandlers(attribute: (name: string) => string | null): CartStep | null {
	const text = HANDLERS.map(attribute).find((value) => value && MENTION.test(value));
	return text ? parseCheckQuantity(text) : null;
}

/** Steps of the quantity inputs in live markup, by input name, read from the handler attributes. */
export function stepsInMarkup(root: ParentNode): Map<string, CartStep> {
	const steps = new Map<string, CartStep>();
	for (const input of root.querySelectorAll<HTMLInputElement>('input[name^="quantity["]')) {
		const step = stepOfHandlers((name) => input.getAttribute(name));
		if (step) steps.set(input.name, step);
	}
	return steps;
}

const TAG = /<input\b(?:"[^"]*"|'[^']*'|[^"'>])*>/gi;
const ATTRIBUTE = /\s([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** Entity references in an attribute value, decoded as text (a textarea parses no markup). */
function decode(value: string): string {
	if (!value.includes('&')) return value;
	const area = document.createElement('textarea');
	area.innerHTML = value;
	return area.value;
}

/**
 * Steps of the quantity inputs in a server answer, read from its raw text before it is sanitized
 * (the sanitizer drops the handlers, and parsing them into a document would report CSP violations).
 */
export function stepsInHtml(html: string): Map<string, CartStep> {
	const steps = new Map<string, CartStep>();
	for (const [tag] of html.matchAll(TAG)) {
		const attributes = new Map<string, string>();
		for (const m of tag.matchAll(ATTRIBUTE)) {
			const name = m[1]!.toLowerCase();
			if (!attributes.has(name)) attributes.set(name, decode(m[2] ?? m[3] ?? m[4] ?? ''));
		}
		const name = attributes.get('name');
		if (!name || !quantityName.test(name)) continue;
		const step = stepOfHandlers((handler) => attributes.get(handler) ?? null);
		if (step) steps.set(name, step);
	}
	return steps;
}

/**
 * Writes one line's step onto its input as the rules read it; what the markup already says stays. The
 * cart prints no minimum, so the smallest allowed quantity is one step (VirtueMart's own minus stops there).
 */
export function applyStep(input: HTMLInputElement, { step, message }: CartStep): void {
	const missing = (name: string, value: string) => input.hasAttribute(name) || input.setAttribute(name, value);
	missing('data-step', String(step));
	missing('data-init', String(step));
	missing('data-errStr', message);
}

export function applySteps(root: ParentNode, steps: Map<string, CartStep>): void {
	for (const input of root.querySelectorAll<HTMLInputElement>('input[name^="quantity["]')) {
		const step = steps.get(input.name);
		if (step) applyStep(input, step);
	}
}
