import { updateContent } from '../../src/content-update.ts';
import { inQuickView, sameOriginParent } from '../../src/frame-context.ts';
import { navigate } from '../../src/safe-url.ts';
import { virtueMartDrives } from '../../src/virtuemart-scripts.ts';
import { findVariantUrl } from './find-variant.ts';
import { variantsOf } from './variant-list.ts';

const productDetails = '.productdetails-view';

/** Radios: the checked ones; selects: every one, in document order (cvfind.js). */
function selection(field: Element): string[] {
	const checked = [...field.querySelectorAll<HTMLInputElement>('input.cvselection:checked')];
	const inputs = checked.length ? checked : [...field.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select.cvselection')];
	return inputs.map((input) => input.value);
}

/**
 * A child list's url (dynupdate.js `Virtuemart.upd`): `url="value"` (VirtueMart's convention) or no
 * `url` means the chosen option's value; `amp;` is dropped as VirtueMart does.
 */
function childUrl(select: HTMLInputElement | HTMLSelectElement): string {
	const url = select.getAttribute('url');
	return (!url || url === 'value' ? select.value : url).replace(/amp;/g, '');
}

/** The url the shopper's choice leads to, or null (logged) when it leads nowhere. */
function chosenUrl(input: HTMLInputElement | HTMLSelectElement): string | null {
	if (input.classList.contains('avselection')) return childUrl(input);
	const field = input.closest('.product-field-display');
	if (!field) {
		console.error('[vetrina:variants] Variant container not found', input);
		return null;
	}
	const group = input.dataset.cvsel ?? '';
	const url = findVariantUrl(variantsOf(field, group, input), selection(field));
	if (!url) console.error('[vetrina:variants] no variant matches the selection', group);
	return url;
}

/**
 * A variant choice (`.cvselection` / `.avselection`): in the quick view the parent page goes to the
 * variant; with `data-reload="1"`, a child-url select, or outside a product page the page goes to
 * it; otherwise the product is replaced in place and the url pushed to history.
 *
 * Stock child lists in categories (or with `jdynupdate` off) carry VirtueMart's inline
 * `onchange="window.top.location.href=…"`. Without a CSP it would run too and the page would
 * navigate twice; under a CSP it is blocked and nothing would happen. So the island takes that
 * navigation over: it removes the handler while mounted and navigates once itself.
 */
export function mount(el: HTMLElement): () => void {
	if (virtueMartDrives()) return () => {};
	const input = el as HTMLInputElement | HTMLSelectElement;
	const inline = input.getAttribute('onchange');
	if (inline !== null) input.removeAttribute('onchange');
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
		else void updateContent(container, url, { selector: productDetails, push: true, source: 'variants' });
	};
	el.addEventListener('change', onChange);
	return () => {
		el.removeEventListener('change', onChange);
		if (inline !== null) input.setAttribute('onchange', inline);
	};
}
