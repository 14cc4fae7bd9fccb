/**
 * Joomla's system messages: where a page reload would have shown what the shop said (a coupon refused, a
 * product removed, a price rule), a background update shows it too. Joomla 5 prints a page's messages as data,
 * in its `joomla-script-options` JSON, for its own script to render; they are read here as data (the answer is
 * parsed inertly, its code never runs) and drawn, sanitized, in the theme's message area.
 */
import { scrollAbove } from './motion.ts';
import { sanitizeToFragment } from './server-markup.tsx';
import { announce } from './i18n.ts';

export interface SystemMessage {
	/** Joomla's kind: `message` (done), `notice`/`info`, `warning`, `error`. */
	type: string;
	/** Server HTML, unsanitized. */
	html: string;
}

/** The JSON of a page's `joomla-script-options`, or null when it has none or it is not JSON. */
export function scriptOptionsOf(page: Document): Record<string, unknown> | null {
	const script = page.querySelector('script.joomla-script-options');
	if (!script) return null;
	try {
		const options: unknown = JSON.parse(script.textContent ?? '');
		return options && typeof options === 'object' && !Array.isArray(options) ? (options as Record<string, unknown>) : null;
	} catch {
		return null;
	}
}

/** `"joomla.messages": [{warning: ['…']}, {message: ['…']}]` → the messages, in order. */
export function joomlaMessages(options: Record<string, unknown> | null): SystemMessage[] {
	const groups = options?.['joomla.messages'];
	if (!Array.isArray(groups)) return [];
	return groups.flatMap((group: unknown) =>
		group && typeof group === 'object'
			? Object.entries(group).flatMap(([type, texts]: [string, unknown]) =>
					(Array.isArray(texts) ? texts : [texts])
						.filter((text): text is string => typeof text === 'string' && text.trim() !== '')
						.map((html) => ({ type, html })),
				)
			: [],
	);
}

/** Bootstrap's alert kind of a Joomla message kind, as Joomla's own templates draw them. */
const ALERT: Record<string, string> = { message: 'success', notice: 'info', info: 'info', warning: 'warning', error: 'danger' };

/** A message drawn as the theme's alert: its HTML sanitized, an error or a warning as an alert, the rest as a status. */
export function messageAlert({ type, html }: SystemMessage): HTMLElement {
	const alert = document.createElement('div');
	alert.className = `alert alert-${ALERT[type] ?? 'info'}`;
	alert.setAttribute('role', type === 'error' || type === 'warning' ? 'alert' : 'status');
	alert.append(sanitizeToFragment(html));
	return alert;
}

/**
 * Puts `alerts` in the theme's system message area (`#system-message-container`) in place of the ones marked
 * `mark` there before (`vmprices-message`), scrolls to them and has them said: as the reload the update
 * replaced would have shown them. The area is Joomla's live region where the template makes it one
 * (Cassiopeia's `aria-live`); elsewhere, and without an area, Vetrina's own says them.
 */
export function showSystemMessages(mark: string, alerts: HTMLElement[]): void {
	const area = document.getElementById('system-message-container');
	if (area) for (const old of area.querySelectorAll(`.${mark}`)) old.remove();
	if (!alerts.length) return;
	if (area) {
		for (const alert of alerts) alert.classList.add(mark);
		(area.querySelector('#system-message') ?? area).append(...alerts);
		void scrollAbove(area, 50, 500);
	}
	if (!area?.closest('[aria-live]'))
		announce(
			alerts
				.map((alert) => alert.textContent?.trim())
				.filter(Boolean)
				.join(' '),
		);
}
