/**
 * A click the page may take over: the main button, no modifier key (the shopper asking for a new tab
 * or window keeps the browser's own behaviour), and no earlier handler that already took it.
 */
export const isPlainClick = (event: MouseEvent): boolean =>
	event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
