/** VirtueMart's tooltip icons: bs5's `data-bs-toggle="tooltip"`, bs3's and legacy's `.hasTooltip`. */
const TOOLTIP = '[data-bs-toggle="tooltip"][title], .hasTooltip[title]';

/** Legacy prints HTML in the title (`<strong>Field</strong><br>Help`), which the browser shows as tags. */
const plainText = (html: string) =>
	html
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<[^>]*>/g, '')
		.trim();

/**
 * Bootstrap's tooltip showed their text on hover; without it the browser's own `title` tooltip does, and
 * an icon that is no link or button is given that text as its name, for screen readers (legacy's icon is
 * an image whose alternative text is "Tooltip").
 */
export function enhanceTooltips(root: Element): void {
	for (const el of root.querySelectorAll<HTMLElement>(TOOLTIP)) {
		const text = plainText(el.title);
		el.title = text;
		if (el.matches('a, button') || !text) continue;
		const image = el.querySelector('img');
		if (image) image.alt = text;
		else if (!el.hasAttribute('aria-label')) {
			el.setAttribute('role', 'img');
			el.setAttribute('aria-label', text);
		}
	}
}
