import { createElement } from 'react';
import { safeUrl } from '../../src/safe-url.ts';
import { openDialog } from '../../src/ui/dialog-host.tsx';
import { FrameDialog } from '../../src/ui/frame-dialog.tsx';

/**
 * `[data-vetrina="frame-modal"][data-url]`: opens `data-url` in a modal frame, titled `data-title`;
 * without a title the header goes and a close button shows (spec §2). A missing, `javascript:` or
 * foreign url opens nothing, and the element's own link keeps working.
 */
export function mount(el: HTMLElement): () => void {
	let close: (() => void) | undefined;
	const onClick = (event: MouseEvent) => {
		if (event.metaKey || event.ctrlKey || event.shiftKey) return;
		const src = safeUrl(el.dataset.url);
		if (!src) {
			console.warn('[vetrina:frame-modal] refused url', el.dataset.url);
			return;
		}
		event.preventDefault();
		const title = el.dataset.title?.trim() || undefined;
		const label = title ?? (el.textContent?.trim() || src.pathname);
		void openDialog((done) => {
			close = done;
			return createElement(FrameDialog, { src: src.href, title, label, onClose: done });
		});
	};
	el.addEventListener('click', onClick);
	return () => {
		el.removeEventListener('click', onClick);
		close?.();
	};
}
