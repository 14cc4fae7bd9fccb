import { listen } from '../listen.ts';
import { isPlainClick } from '../plain-click.ts';
import { type FrameDialogProps, openFrameDialog } from './frame-dialog.tsx';

export type FrameOptions = Omit<FrameDialogProps, 'onClose'>;

/**
 * Makes a link open its frame in the one FrameDialog instead of leaving the page. `frameOf` reads the
 * link at click time; null leaves the click to the link. The teardown closes the dialog.
 */
export function openFrameOnClick(el: HTMLElement, frameOf: () => FrameOptions | null): () => void {
	let close: (() => void) | undefined;
	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event)) return;
		const frame = frameOf();
		if (!frame) return;
		event.preventDefault();
		close = openFrameDialog(frame);
	};
	const unlisten = listen(el, { click: onClick });
	return () => {
		unlisten();
		close?.();
	};
}
