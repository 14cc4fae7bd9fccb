import { registerStrings, t } from '../../src/i18n.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { safeUrl } from '../../src/safe-url.ts';
import { openFrameOnClick } from '../../src/ui/frame-link.ts';
import { inFrameUrl, quickViewUrl } from './quick-view-url.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** Same-origin links of the frame's page re-navigate the frame in the quick-view layout. */
function keepLinksInFrame(frame: HTMLIFrameElement): void {
	frame.contentDocument!.addEventListener('click', (event) => {
		if (!isPlainClick(event)) return;
		const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
		const raw = link?.getAttribute('href');
		if (!link || !raw || raw.startsWith('#') || (link.target && link.target !== '_self')) return;
		const url = safeUrl(raw, frame.contentDocument!.baseURI);
		if (!url || url.searchParams.get('quickview') === '1') return;
		event.preventDefault();
		frame.contentWindow!.location.assign(inFrameUrl(url).href);
	});
}

/**
 * The quick-view button (`data-product-id`, `data-category-id`): opens the product in the frame dialog.
 * Without both ids it does nothing, and its own link (the product page) still works.
 */
export function mount(el: HTMLElement): () => void {
	return openFrameOnClick(el, () => {
		const { productId, categoryId } = el.dataset;
		const src = productId && categoryId ? safeUrl(quickViewUrl(productId, categoryId).href) : null;
		if (!src) return null;
		const label = el.textContent?.trim() || el.title || t('quick-view.title');
		return { src: src.href, label, title: t('quick-view.title'), className: 'vetrina-quick-view', onFrameLoad: keepLinksInFrame };
	});
}
