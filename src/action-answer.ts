import { isRequestError } from './errors/request-error.ts';
import { stripLeadingNoise } from './http.ts';
import { t } from './i18n.ts';
import { showMessage } from './ui/modal.tsx';
import { sanitizeToFragment } from './server-markup.tsx';

/** What a compare, wishlist or cart action answers (docs/behaviour.md#answer-shapes); any field may be missing or mistyped. */
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

/**
 * The action answer a server sent with an error status (the Joomla plugin answers a request it cannot read
 * with HTTP 400 and `{msg, error: 1}`), or null when the failure carries none: then it stays a failure.
 */
function refusalAnswer(failure: unknown): ActionAnswer | null {
	if (!isRequestError(failure) || failure.reason !== 'http' || failure.status < 400 || failure.status >= 500) return null;
	try {
		const answer: unknown = JSON.parse(stripLeadingNoise(failure.answer));
		return answer && typeof answer === 'object' && 'msg' in answer && 'error' in answer && Number((answer as ActionAnswer).error) !== 0 ? answer : null;
	} catch {
		return null;
	}
}

/** What an action call answered, as its answer, or as the refusal its server sent with an error status. */
export const answerOrRefusal = (call: Promise<ActionAnswer>): Promise<ActionAnswer> =>
	call.catch((failure: unknown) => {
		const refusal = refusalAnswer(failure);
		if (refusal) return refusal;
		throw failure;
	});

/** The message as plain text, for announcements. */
export const plainText = (html: string): string => sanitizeToFragment(html).textContent?.trim() ?? '';

/** The "Error" alert with the server's message and Close (docs/behaviour.md#error-catalogue). */
export async function showActionError(msg: string): Promise<void> {
	await showMessage({ title: t('error'), tone: 'error', html: msg });
}
