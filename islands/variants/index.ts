import { inQuickView, sameOriginParent } from '../../src/frame-context.ts';
import { navigate } from '../../src/safe-url.ts';
import { findVariantUrl, parseVariants } from './find-variant.ts';

const productDetails = '.productdetails-view';

/** Radios: the checked ones; selects: every one, in document order (cvfind.js). */
function selection(field: Element): string[] {
	const checked = [...field.querySelectorAll<HTMLInputElement>('input.cvselection:checked')];
	const inputs = checked.length ? checked : [...field.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select.cvselection')];
	return inputs.map((input) => input.value);
}

/** The url the shopper's choice leads to, or null (logged) when it leads nowhere. */
function chosenUrl(input: HTMLInputElement | HTMLSelectElement): string | null {
	if (input.classList.contains('avselection')) return input.getAttribute('url') || input.value;
	const field = input.closest('.product-field-display');
	if (!field) {
		console.error('[vetrina:variants] Variant container not found', input);
		return null;
	}
	const group = input.dataset.cvsel ?? '';
	const script = field.querySelector(`script.vetrina-variants[data-cvsel="${CSS.escape(group)}"]`);
	const variants = parseVariants(script?.textContent ?? input.dataset.variants);
	const url = findVariantUrl(variants, selection(field));
	if (!url) console.error('[vetrina:variants] no variant matches the selection', group);
	return url;
}

/**
 * A variant choice (`.cvselection` / `.avselection`): in the quick view the parent page goes to the
 * variant; with `data-reload="1"`, a child-url select, or outside a product page the page goes to
 * it; otherwise the product is replaced in place and the url pushed to history.
 */
export function mount(el: HTMLElement): () => void {
	const input = el as HTMLInputElement | HTMLSelectElement;
	const onChange = () => {
		const url = chosenUrl(input);
		if (!url) return;
		if (inQuickView()) {
			navigate(url, sameOriginParent() ?? window);
			return;
		}
		const container = input.closest<HTMLElement>(productDetails);
		const reload = input.dataset.reload === '1' || input.hasAttribute('reload') || input.classList.contains('avselection');
		if (reload || !container) navigate(url);
		// The update code (request layer, sanitizer) loads only where a product updates in place.
		else void import('../../src/content-update.ts').then(({ updateContent }) => updateContent(container, url, { selector: productDetails, push: true, source: 'variants' }));
	};
	el.addEventListener('change', onChange);
	return () => el.removeEventListener('change', onChange);
}
