import { safeUrl } from '../../src/safe-url.ts';
import { openFrameOnClick } from '../../src/ui/frame-link.ts';

/**
 * `[data-vetrina="frame-modal"][data-url]`: opens `data-url` in the frame dialog, titled `data-title`;
 * without a title the header goes and a close button shows (docs/behaviour.md#quick-view-and-frame-modal). A missing, `javascript:` or
 * foreign url opens nothing, and the element's own link keeps working.
 */
export function mount(el: HTMLElement): () => void {
	return openFrameOnClick(el, () => {
		const src = safeUrl(el.dataset.url);
		if (!src) {
			console.warn('[vetrina:frame-modal] refused url', el.dataset.url);
			return null;
		}
		const title = el.dataset.title?.trim() || undefined;
		return { src: src.href, title, label: title ?? (el.textContent?.trim() || src.pathname) };
	});
}
