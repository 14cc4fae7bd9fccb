import { Fragment, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { uniqueId } from '../ids.ts';

let root: Root | undefined;
let current: { resolve: () => void } | undefined;
let opened = 0;

/**
 * Shows one dialog at a time in a shared host at the end of <body>, so a dialog outlives the island
 * that opened it (an add-to-cart dialog survives the in-place update of its product). Resolves when
 * the dialog closes, or when another dialog replaces it.
 */
export function openDialog(render: (close: () => void) => ReactNode): Promise<void> {
	let host = document.getElementById('vetrina-dialogs');
	if (!host || !root) {
		host = Object.assign(document.createElement('div'), { id: 'vetrina-dialogs' });
		document.body.append(host);
		// Its own `useId` prefix, like every island's root: a dialog's ids never repeat an island's.
		root = createRoot(host, { identifierPrefix: `${uniqueId('vetrina-dialogs')}-` });
	}
	current?.resolve();
	return new Promise((resolve) => {
		const entry = { resolve };
		current = entry;
		const close = () => {
			if (current !== entry) return;
			current = undefined;
			// Gone in the task that closes it, as it came: the native close (Esc) has already hidden it, and a
			// click right after must find what it borrowed (the login form) and the focus back in the page.
			flushSync(() => root?.render(null));
			resolve();
		};
		// Committed in the task that opens it (an answer's, or a click's): left to React's scheduler, the
		// dialog waited for the next frame and was drawn in the one after (docs/performance.md#measurements-behind-the-code).
		flushSync(() => root!.render(<Fragment key={++opened}>{render(close)}</Fragment>));
	});
}
