import { nameControl } from '../../src/control-names.ts';
import { mount as viewImages } from '../image-view/index.ts';
import { cancel } from '../../src/http.ts';
import { CONTENT_KIND, shownUrl, updateContent } from '../../src/content-update.ts';
import { inQuickView } from '../../src/frame-context.ts';
import { safeUrl } from '../../src/safe-url.ts';
import { subscribe } from '../../src/bus.ts';
import { enhanceTabs, onTabKey, openTabFor } from './tabs.ts';
import { enhanceTooltips } from './tooltips.ts';
import { printIfAsked } from './print-view.ts';
import { listen } from '../../src/listen.ts';
import { isPlainClick } from '../../src/plain-click.ts';

const selector = '.productdetails-view';
const dynamicLink = 'a[data-dynamic-update="1"]';

/**
 * The product detail container: prev/next links with `data-dynamic-update="1"` replace the product
 * in place, Back and Forward bring earlier products back in place, and the product tabs become
 * WAI-ARIA tabs and the "show reviews" link opens the reviews tab and scrolls to it; the product images open in
 * a dialog (image-view); VirtueMart's print view prints itself. Variant selects are the variants island.
 */
export function mount(el: HTMLElement): () => void {
	const quickView = inQuickView();
	const update = (url: string, push: boolean) => updateContent(el, url, { selector, push, source: 'product-details' });

	const onClick = (event: MouseEvent) => {
		if (!isPlainClick(event) || !(event.target instanceof Element)) return;
		const link = event.target.closest<HTMLAnchorElement>('a[href]');
		if (!link || !el.contains(link)) return;
		if (link.getAttribute('href')?.startsWith('#') && openTabFor(link, el)) {
			event.preventDefault();
			return;
		}
		// In the quick view the frame's links re-navigate the frame (quick-view island).
		if (quickView || !link.matches(dynamicLink) || (link.target && link.target !== '_self')) return;
		const url = safeUrl(link.getAttribute('href'));
		if (!url) return;
		event.preventDefault();
		void update(url.href, true);
	};

	// Only entries we pushed carry `{url}`; a hash change of the same product needs no reload.
	const onPopState = (event: PopStateEvent) => {
		const url = (event.state as { url?: unknown } | null)?.url;
		if (typeof url === 'string' && url.split('#')[0] !== shownUrl()) void update(url, false);
	};

	const onKeyDown = (event: KeyboardEvent) => onTabKey(event, el);
	const enhance = () => {
		enhanceTabs(el);
		// VirtueMart's image-expand button, icon only.
		el.querySelectorAll('button.vm-btn-expand').forEach(nameControl);
		enhanceTooltips(el);
	};
	enhance();
	// New content brings new tab markup and new controls.
	const unsubscribe = subscribe('content:updated', ({ root }) => root === el && enhance());
	const unlisten = listen(el, { click: onClick, keydown: onKeyDown });
	const unviewImages = viewImages(el);
	printIfAsked();
	if (!quickView) {
		// The first entry gets its `{url}` too, so Back to it reloads it in place.
		const state: unknown = history.state;
		const kept = typeof state === 'object' && state !== null ? state : {};
		if (!('url' in kept)) history.replaceState({ ...kept, url: location.href }, '');
		window.addEventListener('popstate', onPopState);
	}
	return () => {
		unlisten();
		unviewImages();
		unsubscribe();
		window.removeEventListener('popstate', onPopState);
		cancel(CONTENT_KIND);
	};
}
