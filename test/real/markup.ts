/**
 * Markup as structure: what two shops print is compared tag by tag, class by class and attribute by
 * attribute, without the texts, prices, ids and URLs that legitimately differ between two catalogues.
 */
import { Window } from 'happy-dom';

export function parse(html: string): Document {
	const window = new Window();
	return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Markup the plugin itself prints into VirtueMart's (its list buttons). */
const VETRINA_ADDITIONS = '.vetrina-list-buttons';

/** Attributes whose values are part of the structure: what VirtueMart's scripts and ours select on. */
const KEPT_VALUES = new Set(['name', 'type', 'data-vm', 'rel', 'role']);

/** A class as a kind: every `Price{key}` line is one kind, shown or not. */
function classKind(name: string): string | undefined {
	if (/^Price\w+$/.test(name)) return 'Price*';
	if (name === 'vm-display' || name === 'vm-nodisplay') return 'vm-(no)display';
	if (name === 'vm-price-value') return undefined;
	return name;
}

/** Product ids and numbers inside names and ids (`quantity160`, `customProductData[160][13]`) as N. */
const numbersOut = (value: string): string => value.replace(/\d+/g, 'N');

function describeElement(el: Element): string {
	const classes = [...new Set([...el.classList].flatMap((name) => classKind(name) ?? []))].sort();
	const attributes = [...el.attributes]
		.filter((attribute) => attribute.name !== 'class')
		.map((attribute) => {
			if (KEPT_VALUES.has(attribute.name)) return `${attribute.name}=${numbersOut(attribute.value)}`;
			if (attribute.name === 'id') return `id=${numbersOut(attribute.value)}`;
			if (attribute.name === 'value' && el.getAttribute('type') === 'hidden' && ['option', 'view', 'task'].includes(el.getAttribute('name') ?? ''))
				return `value=${attribute.value}`;
			return attribute.name;
		})
		.sort();
	return `${el.localName}${classes.map((name) => `.${name}`).join('')}${attributes.length ? `[${attributes.join(' ')}]` : ''}`;
}

/** Drops the last run of siblings when it repeats the run before it: one element, or a pair such as `<span>…</span><br>`. */
function collapseRepeat(siblings: string[]): void {
	for (const run of [1, 2]) {
		const end = siblings.length;
		if (end < 2 * run) continue;
		if (siblings.slice(end - run).join('\n') === siblings.slice(end - 2 * run, end - run).join('\n')) {
			siblings.length = end - run;
			return;
		}
	}
}

/**
 * The element's tree as indented lines. Elements matching `hollow` keep their own line but not their
 * content (custom fields depend on the product); a run of siblings of the same structure (price lines,
 * cart rows) counts once.
 */
export function skeleton(root: Element, hollow: string[] = []): string[] {
	const lines = (el: Element, depth: number): string[] => {
		const own = `${'  '.repeat(depth)}${describeElement(el)}`;
		if (hollow.some((selector) => el.matches(selector))) return [own];
		const children: string[] = [];
		for (const child of el.children) {
			// What the plugin adds to VirtueMart's form is not VirtueMart's markup.
			if (child.matches(VETRINA_ADDITIONS)) continue;
			children.push(lines(child, depth + 1).join('\n'));
			collapseRepeat(children);
		}
		return [own, ...children.flatMap((child) => child.split('\n'))];
	};
	return lines(root, 0);
}

/** The skeleton of a fragment of HTML (an answer's `msg`, a cart row's `image`). */
export const fragmentSkeleton = (html: string): string[] => skeleton(parse(`<div>${html}</div>`).body.firstElementChild as Element);

/**
 * What the browser sends for a form: named fields outside `<noscript>`, checked boxes and radios only,
 * a select's chosen option; buttons are not sent.
 */
export function formFields(form: Element): URLSearchParams {
	const params = new URLSearchParams();
	for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name], textarea[name]')) {
		if (field.closest('noscript') || ['submit', 'button'].includes(field.type)) continue;
		if ((field.type === 'radio' || field.type === 'checkbox') && !(field as HTMLInputElement).checked) continue;
		const value =
			field.localName === 'select'
				? ((field.querySelector('option[selected]') ?? field.querySelector('option'))?.getAttribute('value') ?? '')
				: (field.getAttribute('value') ?? '');
		params.append(field.name, value);
	}
	return params;
}
