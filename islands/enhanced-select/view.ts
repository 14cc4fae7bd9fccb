import { t } from '../../src/i18n.ts';
import type { Choice } from './options.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attrs: Record<string, string> = {}) => {
	const node = document.createElement(tag);
	node.className = className;
	for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
	return node;
};

/** The widget's parts; the native select stays in the form beside them. */
export function buildWidget(id: string, select: HTMLSelectElement) {
	const root = el('div', 'vetrina-select');
	const control = el('div', `vetrina-select-control ${[...select.classList].filter((c) => c.startsWith('form-select')).join(' ') || 'form-select'}`, {
		role: 'combobox',
		tabindex: select.disabled ? '-1' : '0',
		'aria-haspopup': 'listbox',
		'aria-expanded': 'false',
		'aria-controls': `${id}-list`,
	});
	const popup = el('div', 'vetrina-select-popup');
	popup.hidden = true;
	// Shown or not on each opening: another script may change how many options there are.
	const search = el('input', 'vetrina-select-search form-control form-control-sm', {
		type: 'text',
		autocomplete: 'off',
		'aria-label': t('enhanced-select.search'),
		'aria-controls': `${id}-list`,
		'aria-autocomplete': 'list',
		placeholder: t('enhanced-select.search'),
	});
	const list = el('ul', 'vetrina-select-list', { role: 'listbox', id: `${id}-list` });
	if (select.multiple) list.setAttribute('aria-multiselectable', 'true');
	popup.append(search, list);
	root.append(control, popup);
	return { root, control, popup, search, list };
}

/** The closed control: the chosen text(s) or the placeholder. */
export function renderValue(control: HTMLElement, select: HTMLSelectElement, chosen: Choice[]): void {
	if (!chosen.length) {
		const placeholder = el('span', 'vetrina-select-placeholder');
		placeholder.textContent = t(select.multiple ? 'enhanced-select.placeholderMultiple' : 'enhanced-select.placeholder');
		control.replaceChildren(placeholder);
		return;
	}
	if (!select.multiple) {
		control.textContent = chosen[0]!.text;
		return;
	}
	control.replaceChildren(
		...chosen.map((choice) => {
			const chip = el('span', 'vetrina-select-chip');
			const remove = el('button', 'vetrina-select-remove', {
				type: 'button',
				tabindex: '-1',
				'aria-label': t('enhanced-select.remove', { name: choice.text }),
			});
			remove.dataset.value = choice.option.value;
			remove.textContent = '×';
			chip.append(choice.text, remove);
			return chip;
		}),
	);
}

/** The listbox: options grouped by optgroup; a note when nothing matches the search. */
export function renderList(list: HTMLElement, choices: Choice[]): HTMLElement[] {
	const options: HTMLElement[] = [];
	const groups = new Map<string | null, HTMLElement>();
	const items: HTMLElement[] = [];
	for (const choice of choices) {
		const option = el('li', 'vetrina-select-option', { role: 'option', id: `${list.id}-${options.length}`, 'aria-selected': String(choice.option.selected) });
		if (choice.option.disabled) option.setAttribute('aria-disabled', 'true');
		option.textContent = choice.text;
		option.dataset.index = String(choice.option.index);
		options.push(option);
		if (choice.group === null) {
			items.push(option);
			continue;
		}
		let group = groups.get(choice.group);
		if (!group) {
			const wrapper = el('li', 'vetrina-select-group', { role: 'presentation' });
			const label = el('div', 'vetrina-select-group-label', { id: `${list.id}-g${groups.size}` });
			label.textContent = choice.group;
			group = el('ul', '', { role: 'group', 'aria-labelledby': label.id });
			wrapper.append(label, group);
			groups.set(choice.group, group);
			items.push(wrapper);
		}
		group.append(option);
	}
	if (!choices.length) {
		const empty = el('li', 'vetrina-select-empty', { role: 'presentation' });
		empty.textContent = t('enhanced-select.noMatch');
		items.push(empty);
	}
	list.replaceChildren(...items);
	return options;
}
