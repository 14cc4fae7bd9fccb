/** Writes a recalculation answer into the product's price block (`.Price{key}` lines). */
import { sanitizeToFragment } from '../../src/sanitize.ts';

export type PriceAnswer = Record<string, unknown> & { messages?: unknown };

const priceKey = /^[A-Za-z][\w-]*$/;
const hiddenClass = 'vm-nodisplay';

/** The block of this form's product: in its product container first (ids repeat when a product shows twice). */
export function findPriceBlock(form: HTMLFormElement, pid: string): HTMLElement | null {
	const container = form.closest('[data-vm="product-container"], .productdetails-view, .product-container');
	const byId = `[id="productPrice${pid}"]`;
	return container?.querySelector<HTMLElement>(byId) ?? container?.querySelector<HTMLElement>('.product-price') ?? document.querySelector<HTMLElement>(byId);
}

/** Each `span.Price{key}` and its line (the element that carries `vm-nodisplay`). */
function linesOf(block: HTMLElement, key: string): Array<{ span: HTMLElement; line: HTMLElement }> {
	return [...block.querySelectorAll<HTMLElement>(`span.Price${key}`)].map((span) => {
		const parent = span.parentElement;
		return { span, line: parent && parent !== block && parent.classList.contains(`Price${key}`) ? parent : span };
	});
}

/**
 * Lines the server printed hidden with a value are price types the shop does not display: an answer
 * must not reveal them. Lines hidden because they were empty may come back.
 */
export function lockedLines(block: HTMLElement | null): Set<HTMLElement> {
	const locked = new Set<HTMLElement>();
	for (const line of block?.querySelectorAll<HTMLElement>(`.${hiddenClass}`) ?? []) {
		if (line.textContent?.replace(line.querySelector('.vm-price-desc')?.textContent ?? '', '').trim()) locked.add(line);
	}
	return locked;
}

// VirtueMart's `value != 0`: "", "0" and 0 are empty; "0,00 €" is a price.
const isEmpty = (value: unknown) => String(value).trim() === '' || Number(value) === 0;

/**
 * Fills each price line: an empty value hides its line and shows 0, a value shows it again, `null`
 * (a price type not displayed) hides it. Only the inner span's text changes, so a line that was
 * emptied can come back (the old script replaced the span and lost it).
 */
export function applyPrices(block: HTMLElement, answer: PriceAnswer, locked: Set<HTMLElement>): void {
	for (const [key, raw] of Object.entries(answer)) {
		if (key === 'messages' || !priceKey.test(key) || (raw !== null && typeof raw !== 'string' && typeof raw !== 'number')) continue;
		for (const { span, line } of linesOf(block, key)) {
			const empty = raw === null || isEmpty(raw);
			// Support: some currency formats carry entities (`12,00 &euro;`): decode them, keep text only.
			let text = empty ? '0' : /[<&]/.test(String(raw)) ? (sanitizeToFragment(String(raw)).textContent ?? '') : String(raw);
			// Support: VirtueMart answers the discount as a negative amount; the line's label already says "discount".
			if (key === 'discountAmount') text = text.replace(/[-\u2212]/, '');
			if (raw !== null && span.textContent !== text) span.textContent = text;
			line.classList.toggle(hiddenClass, empty || locked.has(line));
		}
	}
}

/** The text of the line a shopper reads first. */
export const salesPriceText = (block: HTMLElement | null): string => block?.querySelector('span.PricesalesPrice')?.textContent?.trim() ?? '';
