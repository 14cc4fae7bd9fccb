import { announce } from '../../src/announce.ts';
import { registerStrings, t } from '../../src/i18n.ts';
import { choose, matching, needsSearch, readChoices } from './options.ts';
import { buildWidget, renderList, renderValue } from './view.ts';
import { strings } from './strings.ts';
import { listen } from '../../src/listen.ts';

registerStrings(strings);
let selects = 0;

/** A wrapping label's own words, without the select's options. */
const ownText = (label: HTMLLabelElement | undefined) =>
	label &&
	[...label.childNodes]
		.filter((n) => n.nodeType === Node.TEXT_NODE)
		.map((n) => n.textContent)
		.join(' ')
		.trim();

/**
 * Searchable select (select-only combobox + listbox) over a native select that stays in the form,
 * hidden but present: it keeps the value, submits it, and takes over again without JavaScript.
 */
export function mount(select: HTMLElement): () => void {
	if (!(select instanceof HTMLSelectElement)) return () => {};
	const id = `vetrina-select-${++selects}`;
	const { root, control, popup, search, list } = buildWidget(id, select);
	const labels = [...(select.labels ?? [])];
	const label = labels[0];
	if (label && !label.contains(select)) control.setAttribute('aria-labelledby', (label.id ||= `${id}-label`));
	else control.setAttribute('aria-label', select.getAttribute('aria-label') || ownText(label) || select.name);
	const saved = { tabindex: select.getAttribute('tabindex'), hidden: select.getAttribute('aria-hidden') };
	select.after(root);
	select.classList.add('vetrina-select-native');
	select.tabIndex = -1;
	select.setAttribute('aria-hidden', 'true');
	let options: HTMLElement[] = [];
	let active = -1;

	const setActive = (index: number) => {
		const enabled = options.filter((o) => !o.hasAttribute('aria-disabled'));
		if (!enabled.length) return void (active = -1);
		active = Math.max(0, Math.min(enabled.length - 1, index));
		const target = enabled[active]!;
		options.forEach((o) => o.classList.toggle('is-active', o === target));
		target.scrollIntoView({ block: 'nearest' });
		for (const owner of [control, search]) owner.setAttribute('aria-activedescendant', target.id);
	};
	const enabledOptions = () => options.filter((o) => !o.hasAttribute('aria-disabled'));
	const showValue = () =>
		renderValue(
			control,
			select,
			readChoices(select).filter((c) => c.option.selected),
		);
	const showList = () => {
		const found = matching(readChoices(select), search.value);
		options = renderList(list, found);
		if (search.value && !found.length) announce(t('enhanced-select.noMatch'));
		const selected = enabledOptions().findIndex((o) => o.getAttribute('aria-selected') === 'true');
		setActive(search.value ? 0 : Math.max(0, selected));
	};
	const open = () => {
		if (!popup.hidden || select.disabled) return;
		popup.hidden = false;
		search.hidden = !needsSearch(select);
		control.setAttribute('aria-expanded', 'true');
		root.dataset.state = 'open';
		showList();
		if (!search.hidden) search.focus();
	};
	const close = (refocus = true) => {
		if (popup.hidden) return;
		popup.hidden = true;
		control.setAttribute('aria-expanded', 'false');
		root.dataset.state = 'closed';
		control.removeAttribute('aria-activedescendant');
		search.value = '';
		if (refocus) control.focus();
	};
	const pick = (option: HTMLElement | undefined) => {
		const native = option && select.options[Number(option.dataset.index)];
		if (!native || option.hasAttribute('aria-disabled')) return;
		choose(select, native, select.multiple ? !native.selected : true);
		if (select.multiple) showList();
		else close();
	};

	const onKeydown = (event: KeyboardEvent) => {
		const key = event.key;
		if (popup.hidden) {
			if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key) && event.target === control) {
				event.preventDefault();
				open();
			}
			return;
		}
		const moves: Partial<Record<string, number>> = {
			ArrowDown: active + 1,
			ArrowUp: active - 1,
			Home: 0,
			End: Infinity,
			PageDown: active + 10,
			PageUp: active - 10,
		};
		const move = moves[key];
		if (move !== undefined && !(event.target === search && (key === 'Home' || key === 'End'))) {
			event.preventDefault();
			setActive(move);
		} else if (key === 'Enter' || (key === ' ' && event.target === control)) {
			event.preventDefault();
			pick(enabledOptions()[active]);
		} else if (key === 'Escape') {
			event.preventDefault();
			event.stopPropagation();
			close();
		} else if (key === 'Tab') {
			close(false);
		}
	};
	const onControlClick = (event: MouseEvent) => {
		const remove = (event.target as Element).closest<HTMLElement>('.vetrina-select-remove');
		const native = remove && [...select.options].find((o) => o.value === remove.dataset.value);
		if (native) return choose(select, native, false);
		if (popup.hidden) open();
		else close();
	};
	const onListClick = (event: MouseEvent) => pick((event.target as Element).closest<HTMLElement>('[role="option"]') ?? undefined);
	const onFocusout = (event: FocusEvent) => {
		if (!root.contains(event.relatedTarget as Node | null)) close(false);
	};
	// A label would hand the click to the hidden native select: focus the control instead.
	const onLabelClick = (event: MouseEvent) => {
		event.preventDefault();
		if (!root.contains(event.target as Node)) control.focus();
	};
	const onInvalid = () => {
		control.setAttribute('aria-invalid', 'true');
		control.focus();
	};
	const onChange = () => {
		showValue();
		if (select.checkValidity()) control.removeAttribute('aria-invalid');
	};
	// The state select (another island) rewrites the options: follow it.
	const observer = new MutationObserver(() => {
		showValue();
		if (!popup.hidden) showList();
		control.tabIndex = select.disabled ? -1 : 0;
	});
	observer.observe(select, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'label'] });
	root.addEventListener('keydown', onKeydown);
	root.addEventListener('focusout', onFocusout);
	control.addEventListener('click', onControlClick);
	list.addEventListener('mousedown', (event) => event.preventDefault()); // Focus stays where it is.
	list.addEventListener('click', onListClick);
	search.addEventListener('input', showList);
	// The rest listen on the widget's own elements, which leave with it.
	const unlisten = [...labels.map((label) => listen(label, { click: onLabelClick })), listen(select, { invalid: onInvalid, change: onChange })];
	showValue();
	return () => {
		observer.disconnect();
		unlisten.forEach((stop) => stop());
		root.remove();
		select.classList.remove('vetrina-select-native');
		if (saved.tabindex === null) select.removeAttribute('tabindex');
		else select.setAttribute('tabindex', saved.tabindex);
		if (saved.hidden === null) select.removeAttribute('aria-hidden');
		else select.setAttribute('aria-hidden', saved.hidden);
	};
}
