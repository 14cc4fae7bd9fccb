import { findAgain, placeOf, type Place } from '../../src/find-again.ts';
import { listen } from '../../src/listen.ts';

/**
 * What the shopper did while a cart update was in flight survives the swap: values of fields edited
 * since the request left, and focus with its caret, are put back on the equivalent new elements.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const isField = (el: unknown): el is Field =>
	el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement || el instanceof HTMLButtonElement;
const isCheckable = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

function copyValue(from: Field, to: HTMLElement): void {
	if (isCheckable(from) && to instanceof HTMLInputElement) to.checked = from.checked;
	else if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
		const chosen = new Set([...from.selectedOptions].map((o) => o.value));
		for (const option of to.options) option.selected = chosen.has(option.value);
	} else if (!(from instanceof HTMLButtonElement) && isField(to)) to.value = from.value;
}

/** A field the shopper changed, and where it stood in the content it was in. */
type Edit = [Field, Place];

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

/** Where the edited fields stand in `root`, taken before its content goes. */
export const placeEdits = (fields: Field[], root: ParentNode): Edit[] => fields.map((field) => [field, placeOf(field, root)]);

/** Puts the recorded edits into `root`, the content that replaced theirs. */
export function carryEdits(edited: Edit[], root: ParentNode): void {
	for (const [from, place] of edited) {
		const to = findAgain(root, place);
		if (to) copyValue(from, to);
	}
}

interface FocusSnapshot {
	place: Place;
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
	return { place: placeOf(el, container), selection };
}

/** Focuses the equivalent element, or the container itself when it is gone (a removed line). */
export function restoreFocus(container: HTMLElement, snapshot: FocusSnapshot | null): void {
	if (!snapshot) return;
	const target = findAgain(container, snapshot.place);
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
