import { safeUrl } from '../../src/safe-url.ts';
import { joomlaMessages, scriptOptionsOf } from '../../src/system-messages.ts';
import { parseInert } from '../../src/server-markup.tsx';

/**
 * Joomla's own login forms (the login module's, VirtueMart's, the users component's): a password field and
 * `task=user.login`, in a field or in the action. Their answer is a redirect to a Joomla page, which this
 * module reads; a theme's form without that task stays a plain submit.
 */
export function isJoomlaLogin(form: HTMLFormElement, base: string = document.baseURI): boolean {
	if (!form.querySelector('input[type="password"]')) return false;
	if (form.querySelector('input[name="task"][value="user.login"]')) return true;
	try {
		return new URL(form.getAttribute('action') ?? '', base).searchParams.get('task') === 'user.login';
	} catch {
		return false;
	}
}

/** Where a form posts: its action attribute (a field named `action` would shadow `form.action`), else the page. */
export const actionOf = (form: HTMLFormElement): URL => new URL(form.getAttribute('action') || location.href, document.baseURI);

export type LoginAnswer =
	/** Logged in (or on to Joomla's second step, its captive page): the page to load. */
	| { kind: 'in'; url: URL }
	/** Still a guest: Joomla's messages (HTML, unsanitized) and the session's form token, when the page carries one. */
	| { kind: 'refused'; messages: string[]; token: string | null }
	/** Not a Joomla page of this site: nothing in it can be trusted. */
	| { kind: 'foreign'; reason: string };

/**
 * Reads the page a login post ended on (`url`, after Joomla's redirects): it still holds a Joomla login form
 * when the shopper is still a guest (Joomla sends a refused login to its login page, with the reason).
 */
export function readLoginAnswer(text: string, url: string): LoginAnswer {
	const where = safeUrl(url);
	if (!where) return { kind: 'foreign', reason: `the answer came from ${url}` };
	const page = parseInert(text);
	const options = scriptOptionsOf(page);
	if (!options) return { kind: 'foreign', reason: `no Joomla page at ${where.pathname}${where.search}` };
	if (![...page.forms].some((form) => isJoomlaLogin(form, where.href))) return { kind: 'in', url: where };
	const token = options['csrf.token'];
	const messages = joomlaMessages(options).map((message) => message.html);
	return { kind: 'refused', messages, token: typeof token === 'string' && /^[0-9a-f]{32}$/i.test(token) ? token : null };
}
