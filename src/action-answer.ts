import { t } from './i18n.ts';
import { sanitizeToFragment } from './sanitize.ts';

/** What a compare, wishlist or cart action answers (spec §3); any field may be missing or mistyped. */
export interface ActionAnswer {
	msg?: unknown;
	error?: unknown;
	url?: unknown;
	html?: unknown;
	/** com_ajax's own failure shape: `{success: false, message}`. */
	success?: unknown;
	message?: unknown;
}

export interface ReadAnswer {
	/** 0 on success, 2 when login is required, any other number for an error. */
	error: number;
	/** Server HTML: sanitize before showing. */
	msg: string;
	url: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Normalises an answer once: numbers arrive as strings (`"2"`), com_ajax errors as `{success:false}`. */
export function readAnswer(answer: ActionAnswer | null | undefined): ReadAnswer {
	const failed = answer?.success === false;
	const code = Number(answer?.error ?? (failed ? 1 : 0));
	return {
		error: Number.isFinite(code) ? code : 1,
		msg: text(answer?.msg) || (failed ? text(answer?.message) : ''),
		url: text(answer?.url) || null,
	};
}

/** The message as plain text, for announcements. */
export const plainText = (html: string): string => sanitizeToFragment(html).textContent?.trim() ?? '';

/**
 * The "Error" alert with the server's message and Close (spec §8). The dialog code (React) is loaded
 * only now: islands that merely refresh a list keep it off the page load.
 */
export async function showActionError(msg: string): Promise<void> {
	try {
		const { showMessage } = await import('./ui/message-dialog.tsx');
		await showMessage({ title: t('error'), tone: 'error', html: msg });
	} catch (error) {
		console.error('[vetrina] the error dialog failed to load', error);
	}
}
