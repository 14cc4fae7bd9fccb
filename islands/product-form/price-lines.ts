/** The product's price block (`.Price{key}` lines) and what a recalculation answer makes of its lines. */

export type PriceAnswer = Record<string, unknown> & { messages?: unknown };

/** A line as the answers left it: its text (undefined: still the server's) and whether it is empty. */
export interface PriceLine {
	text: string | undefined;
	empty: boolean;
}

const priceKey = /^[A-Za-z][\w-]*$/;
export const HIDDEN_CLASS = 'vm-nodisplay';

/** The block of this form's product: in its product container first (ids repeat when a product shows twice). */
export function findPriceBlock(form: HTMLFormElement, pid: string): HTMLElement | null {
	const container = form.closest('[data-vm="product-container"], .productdetails-view, .product-container');
	const byId = `[id="productPrice${pid}"]`;
	return container?.querySelector<HTMLElement>(byId) ?? container?.querySelector<HTMLElement>('.product-price') ?? document.querySelector<HTMLElement>(byId);
}

/** `salesPrice` for `span.PricesalesPrice` or its line `div.PricesalesPrice`. */
export const priceKeyOf = (el: Element): string | undefined =>
	[...el.classList].find((name) => name.startsWith('Price') && priceKey.test(name.slice(5)))?.slice(5);

/** The value span of a price line. */
export const isPriceSpan = (el: Element): boolean => el.localName === 'span' && priceKeyOf(el) !== undefined;

/** The element that shows or hides a price: the span's parent of the same class, or the span itself. */
export function isPriceLine(el: Element): boolean {
	const key = priceKeyOf(el);
	return key !== undefined && [...el.children].some((child) => child.localName === 'span' && child.classList.contains(`Price${key}`));
}

/**
 * A line printed hidden with a value is a price type the shop does not display: an answer must not
 * reveal it. A line hidden because it was empty may come back.
 */
import { sanitizeToFragment } from '../../src/server-markup.tsx';
export function isLocked(line: Element): boolean {
	if (!line.classList.contains(HIDDEN_CLASS)) return false;
	return Boolean(line.textContent?.replace(line.querySelector('.vm-price-desc')?.textContent ?? '', '').trim());
}

// VirtueMart's `value != 0`: "", "0" and 0 are empty; "0,00 €" is a price.
const isEmpty = (value: unknown) => String(value).trim() === '' || Number(value) === 0;

function priceText(key: string, raw: string | number): string {
	if (isEmpty(raw)) return '0';
	// Support: some currency formats carry entities (`12,00 &euro;`): decode them, keep text only.
	const text = /[<&]/.test(String(raw)) ? (sanitizeToFragment(String(raw)).textContent ?? '') : String(raw);
	// Support: VirtueMart answers the discount as a negative amount; the line's label already says "discount".
	return key === 'discountAmount' ? text.replace(/[-\u2212]/, '') : text;
}

/**
 * The lines after an answer: an empty value hides its line and shows 0, a value shows it again,
 * `null` (a price type not displayed) hides it and keeps its text. Other keys are ignored.
 */
export function mergePrices(lines: Record<string, PriceLine>, answer: PriceAnswer): Record<string, PriceLine> {
	const next = { ...lines };
	for (const [key, raw] of Object.entries(answer)) {
		if (key === 'messages' || !priceKey.test(key) || (raw !== null && typeof raw !== 'string' && typeof raw !== 'number')) continue;
		next[key] = raw === null ? { text: lines[key]?.text, empty: true } : { text: priceText(key, raw), empty: isEmpty(raw) };
	}
	return next;
}

/** The text of the line a shopper reads first, as printed by the server. */
export const salesPriceText = (block: HTMLElement | null): string => block?.querySelector('span.PricesalesPrice')?.textContent?.trim() ?? '';
