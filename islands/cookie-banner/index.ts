import { createElement } from 'react';
import { registerStrings } from '../../src/i18n.ts';
import { sanitizeHtml } from '../../src/sanitize.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * The cookie notice (`role=region`, as the theme prints it). Its form stays the server's; the island
 * renders what is inside it (hidden fields and the accept button) and takes the banner away.
 */
export function mount(banner: HTMLElement): () => void {
	const form = banner.querySelector('form');
	const accept = form?.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
	if (!form || !accept) return () => {};
	const fields = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map(({ name, value }) => ({ name, value }));
	const button = { className: accept.className, html: sanitizeHtml(accept.innerHTML) };
	return renderIsland(form, 'cookie-banner', createElement(CookieBanner, { banner, form, fields, button }));
}
