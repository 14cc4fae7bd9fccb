import { listen } from '../listen.ts';
import { isPlainClick } from '../plain-click.ts';
import type { FrameDialogProps } from './frame-dialog.tsx';

export type FrameOptions = Omit<FrameDialogProps, 'onClose'>;

/**
 * Makes a link open its frame in the one FrameDialog instead of leaving the page. `frameOf` reads the
 * link at click time; null leaves the click to the link. The dialog code (React) is fetched on the
 * first click, so pages with such links stay free of React until then. The teardown closes the dialog.
 */
export function openFrameOnClick(el: HTMLElement, frameOf: () => FrameOptions | null): () => void {
	let close: (() => void) | undefined;
	let mounted = true;
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		const frame = frameOf();
		if (!frame) return;
		event.preventDefault();
		void import('./frame-dialog.tsx').then(({ openFrameDialog }) => {
			if (mounted) close = openFrameDialog(frame);
		});
	};
	const unlisten = listen(el, { click: onClick });
	return () => {
		mounted = false;
		unlisten();
		close?.();
	};
}
