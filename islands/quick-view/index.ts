import { registerStrings, t } from '../../src/i18n.ts';
import { safeUrl } from '../../src/safe-url.ts';
import { inFrameUrl, quickViewUrl } from './quick-view-url.ts';
import { strings } from './strings.ts';
import { isPlainClick } from '../../src/plain-click.ts';

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
		frame.contentWindow!.location.assign(inFrameUrl(url.pathname + url.search));
	});
}

/**
 * The quick-view button (`data-product-id`, `data-category-id`): opens the product in a modal frame.
 * Without both ids it does nothing, and its own link (the product page) still works.
 */
export function mount(el: HTMLElement): () => void {
	let close: (() => void) | undefined;
	let mounted = true;
	const onClick = (event: MouseEvent) => {
		const { productId, categoryId } = el.dataset;
		if (!productId || !categoryId || !isPlainClick(event)) return;
		const src = safeUrl(quickViewUrl(productId, categoryId));
		if (!src) return;
		event.preventDefault();
		const label = el.textContent?.trim() || el.title || t('quick-view.title');
		// The dialog code (React) is fetched on the first quick view: listings stay light until then.
		void import('../../src/ui/frame-dialog.tsx').then(({ openFrameDialog }) => {
			if (mounted)
				close = openFrameDialog({ src: src.href, label, title: t('quick-view.title'), className: 'vetrina-quick-view', onFrameLoad: keepLinksInFrame });
		});
	};
	el.addEventListener('click', onClick);
	return () => {
		mounted = false;
		el.removeEventListener('click', onClick);
		close?.();
	};
}
