import { useEffect, useRef, useState } from 'react';
import { getConfig } from '../config.ts';
import { t } from '../i18n.ts';
import { Modal, openDialog } from './modal.tsx';

export interface FrameDialogProps {
	/** Already checked with safeUrl: same origin, http(s). */
	src: string;
	title?: string;
	/** The accessible name when there is no title. */
	label: string;
	className?: string;
	onClose: () => void;
	/** Runs on each successful load of the frame's document (it changes on every navigation). */
	onFrameLoad?: (frame: HTMLIFrameElement) => void;
}

/**
 * Why a loaded frame shows no usable content: Chromium commits an error page with an opaque origin
 * (no document for us), and the navigation entry carries the HTTP status (`responseStatus`).
 */
export function frameFailure(frame: HTMLIFrameElement): string | null {
	try {
		const doc = frame.contentDocument;
		if (!doc) return 'no document';
		const [entry] = frame.contentWindow!.performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { responseStatus?: number })[];
		return entry?.responseStatus && entry.responseStatus >= 400 ? `HTTP ${entry.responseStatus}` : null;
	} catch {
		return 'cross-origin document';
	}
}

/**
 * A modal holding one frame (quick view, generic frame modal). A frame that fails, or whose page has not
 * arrived and been parsed within the configured timeout, shows "content cannot be loaded"
 * (docs/behaviour.md#error-catalogue). Its `load` waits for every image as well: a page parsed by then
 * is shown, as it stands.
 */
export function FrameDialog({ src, title, label, className = '', onClose, onFrameLoad }: FrameDialogProps) {
	const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
	const frameRef = useRef<HTMLIFrameElement>(null);
	// The frame's document taken in last: a page made ready at the timeout fires its `load` later.
	const taken = useRef<Document>(null);

	const onLoad = (frame: HTMLIFrameElement) => {
		const failure = frameFailure(frame);
		if (failure) {
			console.error(`[vetrina:frame] ${failure}:`, src);
			setState('failed');
			return;
		}
		const doc = frame.contentDocument!;
		if (doc === taken.current) return;
		taken.current = doc;
		setState('ready');
		// Esc inside the frame closes the dialog as it would outside.
		doc.addEventListener('keydown', (event) => event.key === 'Escape' && onClose());
		onFrameLoad?.(frame);
	};

	const takeIn = useRef(onLoad);
	takeIn.current = onLoad;
	useEffect(() => {
		if (state !== 'loading') return;
		const timer = setTimeout(() => {
			// Parsed, its own page (not the first blank one) shows what it has; null when cross-origin.
			const doc = frameRef.current?.contentDocument;
			if (doc && doc.URL !== 'about:blank' && doc.readyState !== 'loading') return takeIn.current(frameRef.current!);
			console.error('[vetrina:frame] timed out loading', src);
			setState('failed');
		}, getConfig().timeout);
		return () => clearTimeout(timer);
	}, [state, src]);

	return (
		<Modal title={title} label={label} className={`vetrina-frame-modal ${className}`} onClose={onClose}>
			{state === 'failed' ? (
				<p className="vetrina-message" role="alert">
					{t('content.cannotLoad')}
				</p>
			) : (
				<div className="vetrina-frame" data-state={state} aria-busy={state === 'loading'}>
					<iframe ref={frameRef} src={src} title={title || label} onLoad={(event) => onLoad(event.currentTarget)} />
				</div>
			)}
		</Modal>
	);
}

/** Opens a FrameDialog in the shared dialog host; returns the function that closes it. */
export function openFrameDialog(props: Omit<FrameDialogProps, 'onClose'>): () => void {
	let close = () => {};
	void openDialog((done) => {
		close = done;
		return <FrameDialog {...props} onClose={done} />;
	});
	return () => close();
}
