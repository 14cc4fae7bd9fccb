import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders an island's component into `container`; the returned teardown unmounts the React root. */
export function render(container: Element, node: ReactNode): () => void {
	const root = createRoot(container);
	root.render(node);
	return () => root.unmount();
}
