import { createElement } from 'react';
import { registerStrings, t } from '../../src/i18n.ts';
import { renderIsland } from '../../src/ui/island-root.tsx';
import { REFUSAL } from './consent.ts';
import { CookieBanner, type ConsentButton } from './cookie-banner.tsx';
import { strings } from './strings.ts';

registerStrings(strings);

/**
 * The cookie notice (`role=region`, as the theme prints it). Its form stays the server's; the island
 * renders what is inside it (hidden fields, the refuse and accept buttons) and takes the banner away.
 * A theme that prints no refuse button (`name="consent" value="refused"`) gets one beside its accept
 * button, looking the same: refusing must be as easy as accepting.
 */
export function mount(banner: HTMLElement): () => void {
	const form = banner.querySelector('form');
	const submits = [...(form?.querySelectorAll<HTMLButtonElement>('button[type="submit"], button:not([type])') ?? [])];
	const isRefusal = (button: HTMLButtonElement) => button.name === REFUSAL.name && button.value === REFUSAL.value;
	const accept = submits.find((button) => !isRefusal(button));
	if (!form || !accept) return () => {};
	const fields = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map(({ name, value }) => ({ name, value }));
	const buttons: ConsentButton[] = submits.map((button) => ({
		consent: isRefusal(button) ? 'refused' : 'accepted',
		className: button.className,
		content: button,
	}));
	if (!submits.some(isRefusal)) {
		const className = [...accept.classList]
			.filter((name) => !name.includes('accept'))
			.concat('vetrina-cookie-refuse')
			.join(' ');
		buttons.unshift({ consent: 'refused', className, content: t('cookie-banner.refuse') });
	}
	const teardown = renderIsland(form, 'cookie-banner', createElement(CookieBanner, { banner, form, fields, buttons }));
	const room = keepRoomFor(banner);
	return () => {
		room();
		teardown();
	};
}

/**
 * The room the page keeps at its end for a banner fixed to the bottom of the window (the plugin's, a child of
 * <body>): its height as drawn, as the window's width and its text change it. Its stylesheet estimates it
 * until then.
 */
function keepRoomFor(banner: HTMLElement): () => void {
	if (banner.parentElement !== document.body || typeof ResizeObserver === 'undefined') return () => {};
	const observer = new ResizeObserver(() => document.body.style.setProperty('--vetrina-consent-room', `${banner.offsetHeight}px`));
	observer.observe(banner);
	return () => {
		observer.disconnect();
		document.body.style.removeProperty('--vetrina-consent-room');
	};
}
