/**
 * Whether the page may show an older cart than the server's: it came from the HTTP cache (no bytes
 * transferred) or through the history, or it is printed the same for every shopper (Joomla's page cache
 * keeps it: the plugin marks what it prints there `data-refresh="load"`). A page the server has just printed
 * for this shopper shows the cart as it is.
 */
export function pageMayBeStale(): boolean {
	const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
	return !navigation || navigation.type === 'back_forward' || navigation.transferSize === 0 || document.querySelector('[data-refresh="load"]') !== null;
}
