import { safeUrl } from '../../src/safe-url.ts';
import { openFrameOnClick } from '../../src/ui/frame-link.ts';

/**
 * `[data-vetrina="frame-modal"][data-url]`: opens `data-url` in the frame dialog, titled `data-title`;
 * without a title the header goes and a close button shows (docs/behaviour.md#quick-view-and-frame-modal).
 * VirtueMart's popup links (`a.printModal`, `a.manuModal`, …) open their own href, which VirtueMart prints
 * for a frame; bs3's `a.iframe-src` its `data-href` (its href is the anchor of a collapsed frame Cassiopeia
 * cannot open). A missing, `javascript:` or foreign url opens nothing, and the element's own link keeps working.
 */
export function mount(el: HTMLElement): () => void {
	return openFrameOnClick(el, () => {
		const url = el.dataset.url ?? el.dataset.href ?? el.getAttribute('href');
		const src = safeUrl(url);
		if (!src) {
			console.warn('[vetrina:frame-modal] refused url', url);
			return null;
		}
		const title = el.dataset.title?.trim() || undefined;
		// An icon-only link (VirtueMart's Print) is named by its title.
		return { src: src.href, title, label: title ?? (el.textContent?.trim() || el.title.trim() || src.pathname) };
	});
}
