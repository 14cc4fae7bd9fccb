import { announce } from '../../src/announce.ts';
import { getConfig } from '../../src/config.ts';
import { isSuperseded } from '../../src/errors/request-error.ts';
import { cancel } from '../../src/http.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { onResize } from '../../src/resize.ts';
import { navigate } from '../../src/safe-url.ts';
import { SuggestionList } from './listbox.ts';
import { fetchSuggestions, knownAnswer, scopeOf, type SearchAnswer } from './suggestions.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);

/** Typing pauses shorter than this send no query: one request per burst of keys, not per key. */
const TYPING_PAUSE = 200;
let forms = 0;

/** Spec §9: window height minus the header search's height minus 50, or minus 10 without one. */
function listHeight(form: HTMLElement): number {
	const header = form.closest<HTMLElement>('[data-vetrina="search-overlay"]');
	return header ? innerHeight - header.offsetHeight - 50 : innerHeight - 10;
}

/** WAI-ARIA combobox over the search field: suggestions as the shopper types, Enter opens one. */
export function mount(form: HTMLElement): () => void {
	const input = form.querySelector<HTMLInputElement>('input[name="keyword"]');
	if (!(form instanceof HTMLFormElement) || !input) return () => {};
	const key = `live-search-${++forms}`;
	const minChars = Math.max(1, Number.parseInt(input.dataset.minchars ?? '', 10) || 2);
	const list = new SuggestionList(key, (url) => navigate(url));
	// Beside the form, not in it: themes clip the field's rounded box (overflow: hidden).
	form.after(list.el);
	const host = form.parentElement;
	const unpositioned = host && getComputedStyle(host).position === 'static';
	if (unpositioned) host.style.position = 'relative';
	const before = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'].map((n) => [n, input.getAttribute(n)] as const);
	input.setAttribute('role', 'combobox');
	input.setAttribute('aria-autocomplete', 'list');
	input.setAttribute('aria-controls', list.el.id);
	input.setAttribute('aria-expanded', 'false');
	let timer: ReturnType<typeof setTimeout> | undefined;

	const request = () => ({
		action: form.getAttribute('action') || location.href,
		keyword: input.value,
		categoryId: (form.elements.namedItem(`${getConfig().prefix}_category_id`) as HTMLSelectElement | null)?.value || '0',
		key,
	});
	const sync = () => {
		input.setAttribute('aria-expanded', String(list.open));
		const active = list.active();
		if (active) input.setAttribute('aria-activedescendant', active.id);
		else input.removeAttribute('aria-activedescendant');
	};
	const show = (answer: SearchAnswer) => {
		list.show(answer, listHeight(form));
		sync();
		announce(answer.suggestions.length ? t('live-search.count', { count: answer.count }) : t('live-search.noResults'));
	};
	const close = () => {
		list.close();
		sync();
	};
	const query = async () => {
		const search = request();
		if (search.keyword.trim().length < minChars) return;
		const known = knownAnswer(scopeOf(search), search.keyword);
		if (known) return show(known);
		try {
			show(await fetchSuggestions(search));
		} catch (error) {
			if (!isSuperseded(error)) close(); // http.ts has logged it; the field keeps working.
		}
	};
	const onInput = () => {
		clearTimeout(timer);
		const search = request();
		if (search.keyword.trim().length < minChars) {
			cancel('search', key);
			return close();
		}
		const known = knownAnswer(scopeOf(search), search.keyword);
		if (known) {
			cancel('search', key); // An older query still in flight must not replace this answer.
			return show(known);
		}
		timer = setTimeout(() => void query(), TYPING_PAUSE);
	};
	const onKeydown = (event: KeyboardEvent) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault();
			if (!list.open) void query();
			else list.move(event.key === 'ArrowDown' ? 1 : -1);
			sync();
		} else if (event.key === 'Enter' && list.open && list.active()) {
			event.preventDefault();
			list.choose(list.active()!);
		} else if (event.key === 'Escape' && list.open) {
			// The first Esc closes the list and keeps the text (a search field would clear it); a second
			// one reaches the search overlay.
			event.preventDefault();
			event.stopPropagation();
			close();
		}
	};
	const onFocusout = (event: FocusEvent) => {
		if (!form.contains(event.relatedTarget as Node | null) && !list.el.contains(event.relatedTarget as Node | null)) close();
	};
	const onSubmit = (event: SubmitEvent) => {
		if (input.value.trim() === '') {
			event.preventDefault();
			input.focus();
		}
	};
	const onCategory = (event: Event) => {
		if ((event.target as HTMLElement).getAttribute('name') !== 'keyword') onInput();
	};
	const stopResize = onResize(() => list.open && list.fit(listHeight(form)));
	const unlisten = [listen(input, { input: onInput, keydown: onKeydown }), listen(form, { focusout: onFocusout, submit: onSubmit, change: onCategory })];
	return () => {
		clearTimeout(timer);
		cancel('search', key);
		stopResize();
		unlisten.forEach((stop) => stop());
		list.el.remove();
		if (unpositioned) host.style.removeProperty('position');
		for (const [name, value] of before)
			if (value === null) input.removeAttribute(name);
			else input.setAttribute(name, value);
	};
}
