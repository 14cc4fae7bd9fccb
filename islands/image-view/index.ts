import { listen } from '../../src/listen.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { safeUrl } from '../../src/safe-url.ts';
import { openImage } from './image-view.tsx';

const IMAGE_LINK = 'a[rel="vm-additional-images"]';

/**
 * VirtueMart's product images in the product view `el` (the product-details island mounts it): the main
 * image's link, the additional images' links and bs5's `button.vm-btn-expand` open the full image in a
 * dialog, where FancyBox did. A link whose URL is not an http(s) one of this site opens nothing and keeps
 * working as a link.
 */
export function mount(el: HTMLElement): () => void {
	return listen(el, {
		click: (event) => {
			if (!(event.target instanceof Element) || !isPlainClick(event)) return;
			const opener = event.target.closest<HTMLElement>(`${IMAGE_LINK}, button.vm-btn-expand`);
			const link = opener instanceof HTMLAnchorElement ? opener : opener && el.querySelector<HTMLAnchorElement>(`.main-image ${IMAGE_LINK}`);
			const src = safeUrl(link?.getAttribute('href'));
			if (!link || !src) return;
			event.preventDefault();
			void openImage(src.href, link.querySelector('img')?.alt ?? '');
		},
	});
}
