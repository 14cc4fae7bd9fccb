import { parseInert } from '../../src/sanitize.ts';
import { safeUrl } from '../../src/safe-url.ts';

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

interface ScriptOptions {
	'joomla.messages'?: unknown;
	'csrf.token'?: unknown;
}

/**
 * Joomla 5 prints its system messages as data, in the `joomla-script-options` JSON, for its own script to
 * render: they are read here as data, the page's code never runs (the page is parsed inertly).
 */
function scriptOptions(page: Document): ScriptOptions | null {
	const script = page.querySelector('script.joomla-script-options');
	if (!script) return null;
	try {
		const options: unknown = JSON.parse(script.textContent ?? '');
		return options && typeof options === 'object' ? (options as ScriptOptions) : null;
	} catch {
		return null;
	}
}

/** `[{warning: ['…']}, {error: ['…']}]` → the texts, in order. */
function messagesOf(options: ScriptOptions): string[] {
	const groups = options['joomla.messages'];
	if (!Array.isArray(groups)) return [];
	return groups
		.flatMap((group: unknown) =>
			group && typeof group === 'object' ? Object.values(group).flatMap((texts: unknown) => (Array.isArray(texts) ? texts : [texts])) : [],
		)
		.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/**
 * Reads the page a login post ended on (`url`, after Joomla's redirects): it still holds a Joomla login form
 * when the shopper is still a guest (Joomla sends a refused login to its login page, with the reason).
 */
export function readLoginAnswer(text: string, url: string): LoginAnswer {
	const where = safeUrl(url);
	if (!where) return { kind: 'foreign', reason: `the answer came from ${url}` };
	const page = parseInert(text);
	const options = scriptOptions(page);
	if (!options) return { kind: 'foreign', reason: `no Joomla page at ${where.pathname}${where.search}` };
	if (![...page.forms].some((form) => isJoomlaLogin(form, where.href))) return { kind: 'in', url: where };
	const token = options['csrf.token'];
	return { kind: 'refused', messages: messagesOf(options), token: typeof token === 'string' && /^[0-9a-f]{32}$/i.test(token) ? token : null };
}
