import { safeUrl } from '../../src/safe-url.ts';
import { isPlainClick } from '../../src/plain-click.ts';

/**
 * `[data-vetrina="frame-modal"][data-url]`: opens `data-url` in a modal frame, titled `data-title`;
 * without a title the header goes and a close button shows (spec §2). A missing, `javascript:` or
 * foreign url opens nothing, and the element's own link keeps working. The dialog code (React) is
 * fetched on the first click, so pages with such a link stay free of React until then.
 */
export function mount(el: HTMLElement): () => void {
	let close: (() => void) | undefined;
	let mounted = true;
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		const src = safeUrl(el.dataset.url);
		if (!src) {
			console.warn('[vetrina:frame-modal] refused url', el.dataset.url);
			return;
		}
		event.preventDefault();
		const title = el.dataset.title?.trim() || undefined;
		const label = title ?? (el.textContent?.trim() || src.pathname);
		void import('../../src/ui/frame-dialog.tsx').then(({ openFrameDialog }) => {
			if (mounted) close = openFrameDialog({ src: src.href, title, label });
		});
	};
	el.addEventListener('click', onClick);
	return () => {
		mounted = false;
		el.removeEventListener('click', onClick);
		close?.();
	};
}
