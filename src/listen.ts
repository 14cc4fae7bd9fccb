type EventMap = WindowEventMap & DocumentEventMap & HTMLElementEventMap;

/** Listeners by event type, typed as for an element, the document or the window. */
export type Listeners = { [K in keyof EventMap]?: (event: EventMap[K]) => void };

/**
 * Adds every listener to `target` and returns the function that removes them all: a teardown's part.
 * An absent target (an optional part of the markup) gets nothing.
 */
export function listen(target: EventTarget | null | undefined, listeners: Listeners, options?: AddEventListenerOptions): () => void {
	const entries = Object.entries(listeners) as [string, EventListener][];
	for (const [type, listener] of entries) target?.addEventListener(type, listener, options);
	return () => {
		for (const [type, listener] of entries) target?.removeEventListener(type, listener, options);
	};
}
