import { listen } from '../../src/listen.ts';

/**
 * What the shopper did while a cart update was in flight survives the swap: values of fields edited
 * since the request left, and focus with its caret, are put back on the equivalent new elements.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const isField = (el: unknown): el is Field =>
	el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement || el instanceof HTMLButtonElement;
const isCheckable = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** The same control in new content: by id, else by name (and value, for radios, checkboxes and buttons). */
export function equivalent(root: ParentNode, el: Element): HTMLElement | null {
	if (el.id) {
		const byId = root.querySelector<HTMLElement>(`#${CSS.escape(el.id)}`);
		if (byId?.tagName === el.tagName) return byId;
	}
	// Unnamed controls (the rows' plus and minus buttons) are told apart by their accessible name.
	const label = el.getAttribute('aria-label');
	if (label && !(isField(el) && el.name)) return root.querySelector<HTMLElement>(`${el.localName}[aria-label="${CSS.escape(label)}"]`);
	if (!isField(el) || !el.name) return null;
	const named = [...root.querySelectorAll<HTMLElement>(`[name="${CSS.escape(el.name)}"]`)].filter((c) => c.tagName === el.tagName);
	const byValue = isCheckable(el) || el instanceof HTMLButtonElement;
	return named.find((c) => !byValue || (c as Field).value === el.value) ?? null;
}

function copyValue(from: Field, to: HTMLElement): void {
	if (isCheckable(from) && to instanceof HTMLInputElement) to.checked = from.checked;
	else if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
		const chosen = new Set([...from.selectedOptions].map((o) => o.value));
		for (const option of to.options) option.selected = chosen.has(option.value);
	} else if (!(from instanceof HTMLButtonElement) && isField(to)) to.value = from.value;
}

/** Starts recording the fields the shopper changes; `stop()` ends it and returns them. */
export function trackEdits(form: HTMLFormElement): { stop(): Field[] } {
	const edited = new Set<Field>();
	const record = (event: Event) => {
		if (isField(event.target)) edited.add(event.target);
	};
	const unlisten = listen(form, { input: record, change: record }, { capture: true });
	return {
		stop() {
			unlisten();
			return [...edited];
		},
	};
}

/** Puts the recorded edits into `root`, the content that replaced theirs. */
export function carryEdits(edited: Field[], root: ParentNode): void {
	for (const from of edited) {
		const to = equivalent(root, from);
		if (to) copyValue(from, to);
	}
}

interface FocusSnapshot {
	el: Element;
	selection: [number, number] | null;
}

/** Where focus is inside `container`, with its caret, before the content goes. */
export function snapshotFocus(container: Element): FocusSnapshot | null {
	const el = document.activeElement;
	if (!el || !container.contains(el)) return null;
	let selection: [number, number] | null = null;
	try {
		// Support: number, checkbox and other inputs have no selection and may throw when asked.
		const field = el as HTMLInputElement;
		if (typeof field.selectionStart === 'number' && typeof field.selectionEnd === 'number') selection = [field.selectionStart, field.selectionEnd];
	} catch {
		selection = null;
	}
	return { el, selection };
}

/** Focuses the equivalent element, or the container itself when it is gone (a removed line). */
export function restoreFocus(container: HTMLElement, snapshot: FocusSnapshot | null): void {
	if (!snapshot) return;
	const target = equivalent(container, snapshot.el);
	if (!target) {
		if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
		container.focus({ preventScroll: true });
		return;
	}
	target.focus({ preventScroll: true });
	if (!snapshot.selection) return;
	try {
		(target as HTMLInputElement).setSelectionRange(...snapshot.selection);
	} catch {
		// Support: inputs without a selection (number) refuse setSelectionRange.
	}
}
