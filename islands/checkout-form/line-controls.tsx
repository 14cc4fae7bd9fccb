/** A cart line's controls, drawn as the template printed them: quantity field, plus/minus, update and remove. */
import { createElement, useCallback, useLayoutEffect, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { missingName } from '../../src/control-names.ts';
import { lineInput, quantitySelector, step } from './cart-lines.ts';
import { alertIdOf, type LineAlerts } from './line-alerts.ts';
import { plusButton, removeButton, stepButton } from './line-holders.ts';
import { UPDATE_KIND } from './update.ts';
import { useBusy } from '../../src/http.ts';
import { adoptChildren, type Own, type ServerElement, ServerMarkup, walk } from '../../src/server-markup.tsx';

const ALERT = '.vetrina-cart-alert';

/** Whether the island draws `el`: a line's quantity field and buttons, and an alert the stand-in left. */
export const ownsLineControl = (el: Element): boolean =>
	el.matches(quantitySelector) || el.matches(stepButton) || el.matches(removeButton) || el.matches(ALERT);

export interface LineControlsProps {
	nodes: Array<ServerElement | string>;
	alerts: LineAlerts;
	/** Corrects the line's quantity to its rules and sends it when it changed. */
	commit: (input: HTMLInputElement) => void;
}

/** VirtueMart prints the icon-only steppers and the field (its title aside) without a name: theirs, or one given. */
const ariaLabelOf = (node: ServerElement) => (node.props['aria-label'] as string | undefined) ?? missingName(node.source);

/** Id lists joined once each (the stand-in's alert may already be named by the printed field). */
const joined = (...lists: Array<string | null | undefined>) =>
	[...new Set(lists.flatMap((list) => list?.split(' ') ?? []).filter(Boolean))].join(' ') || undefined;

export function LineControls({ nodes, alerts, commit }: LineControlsProps): ReactNode {
	// An update in flight: the remove button waits (stock keys are line indexes, a second delete.0 would remove the next line).
	const busy = useBusy(UPDATE_KIND);
	const shown = useStore(alerts);
	const field = useMemo(() => [...walk(nodes)].find(([node]) => node.source.matches(quantitySelector)), [nodes]);
	// The field React draws, in the page (the server's one it stands for is no longer there).
	const [drawn, setDrawn] = useState<HTMLInputElement | null>(null);
	// React's onChange is the input event: the native change (a committed edit) is listened to directly.
	const onNativeChange = useCallback(
		(input: HTMLInputElement | null) => {
			if (!input) return;
			setDrawn(input);
			const changed = () => commit(input);
			input.addEventListener('change', changed);
			return () => input.removeEventListener('change', changed);
		},
		[commit],
	);

	const input = field?.[0].source as HTMLInputElement | undefined;
	const text = input ? shown[input.name] : undefined;
	const alert =
		input && text ? (
			<p id={alertIdOf(input)} className="vetrina-cart-alert" role="alert">
				{text}
			</p>
		) : null;
	const aside = useAlertRow(drawn, alert !== null);

	const own: Own = (node, drawChildren) => {
		const el = node.source;
		// An alert the stand-in showed before the island came stays as printed until the island has its own.
		if (el.matches(ALERT)) return alert ? null : undefined;
		if (el === input) {
			const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
				if (event.key !== 'Enter') return;
				// Enter sends this line, not the form's first submit button.
				event.preventDefault();
				commit(event.currentTarget);
			};
			return (
				<input
					{...node.props}
					aria-label={ariaLabelOf(node)}
					ref={onNativeChange}
					// Uncontrolled: what the shopper typed (or a theme script wrote) stays.
					defaultValue={input.value}
					aria-describedby={joined(node.props['aria-describedby'] as string | undefined, alert && alertIdOf(input))}
					aria-invalid={alert ? true : undefined}
					onBlur={(event) => commit(event.currentTarget)}
					onKeyDown={onKeyDown}
				/>
			);
		}
		if (el.matches(stepButton)) {
			const direction = el.matches(plusButton) ? 'plus' : 'minus';
			const onClick = (event: MouseEvent<HTMLElement>) => {
				const line = lineInput(event.currentTarget);
				if (!line) return;
				event.preventDefault();
				step(line, direction);
				commit(line);
			};
			return createElement(node.tag, { ...node.props, 'aria-label': ariaLabelOf(node), onClick, ref: adoptChildren(el) });
		}
		if (el.matches(removeButton)) {
			const onClick = (event: MouseEvent) => busy && event.preventDefault();
			return createElement(node.tag, { ...node.props, 'aria-disabled': busy || undefined, onClick, ref: adoptChildren(el) });
		}
		// The alert goes last in the field's own box, as the template would print a message there (the
		// box is always drawn here, so that the alert coming does not make React draw the field anew).
		if (field?.[1] === node) return createElement(node.tag, node.props, drawChildren(), aside ? null : alert);
		return undefined;
	};
	return (
		<>
			<ServerMarkup nodes={nodes} own={own} />
			{field && !field[1] && !aside ? alert : null}
			{aside && alert ? createPortal(alert, aside) : null}
		</>
	);
}

/**
 * The element of its own, at the end of the line's row, that a shown alert goes to where the field's box is
 * too narrow for it (alertRowOf); none elsewhere, and none while no alert shows.
 */
function useAlertRow(input: HTMLInputElement | null, showing: boolean): HTMLElement | null {
	const [aside, setAside] = useState<HTMLElement | null>(null);
	useLayoutEffect(() => {
		const row = showing && input ? alertRowOf(input) : null;
		if (!row) return;
		const element = Object.assign(document.createElement('div'), { className: 'vetrina-cart-alert-row' });
		row.append(element);
		setAside(element);
		return () => {
			element.remove();
			setAside(null);
		};
	}, [input, showing]);
	return aside;
}

/** Narrower than this, a field's box makes its alert a column of a word a line (about 14rem). */
const READABLE = 224;

/**
 * The row an alert goes to when the field's own box is too narrow to read it in: bs5 prints a line's
 * quantity in a quarter of the line, and its message there stretched the field and wrapped a word a line.
 * Then the alert takes a row of its own at the end of the line's Bootstrap row, under its name, quantity
 * and price. Only the line's own row (no other line's quantity in it, not outside the field's table cell);
 * elsewhere (bs3's and legacy's cells, a theme's wider box) the alert stays in the field's box.
 */
function alertRowOf(input: HTMLInputElement): Element | null {
	const box = input.parentElement;
	if (!box || box.getBoundingClientRect().width >= READABLE) return null;
	const row = box.closest('.row');
	const cell = box.closest('td, th');
	if (!row || !input.form?.contains(row) || (cell && !cell.contains(row))) return null;
	const lineOnly = row.querySelectorAll(quantitySelector).length === 1;
	return lineOnly && row.getBoundingClientRect().width >= READABLE ? row : null;
}
