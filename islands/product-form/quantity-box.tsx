/** The quantity field and its plus and minus buttons, drawn as the theme printed them. */
import { createElement, useLayoutEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { t } from '../../src/i18n.ts';
import type { FormStore } from './form-state.ts';
import { QUANTITY_INPUT, STEP_BUTTONS, stepOf, type QuantityField } from './quantity-field.ts';
import { adoptChildren, hasName, type Own, type ServerElement, ServerMarkup, walk } from '../../src/server-markup.tsx';

/** Whether the island draws `el` (the quantity box's own controls). */
export const ownsQuantity = (el: Element): boolean => el.matches(QUANTITY_INPUT) || el.matches(STEP_BUTTONS);

/**
 * Stock templates print nameless controls: legacy's empty `input[type=button]` plus/minus, bs5's
 * icon-only buttons, a quantity field without a label. The island names them.
 */
function nameless(nodes: Array<ServerElement | string>): Set<Element> {
	return new Set([...walk(nodes)].map(([node]) => node.source).filter((el) => ownsQuantity(el) && !hasName(el)));
}

export interface QuantityBoxProps {
	nodes: Array<ServerElement | string>;
	quantity: QuantityField;
	state: FormStore;
	children?: ReactNode;
}

export function QuantityBox({ nodes, quantity, state, children }: QuantityBoxProps): ReactNode {
	const stepError = useStore(state, (s) => s.stepError);
	const input = useRef<HTMLInputElement>(null);
	// Read while the server's controls are still in the page (a label is found through the document).
	const unnamed = useMemo(() => nameless(nodes), [nodes]);
	const nameOf = (el: Element, label: string) => (unnamed.has(el) ? label : undefined);
	// React's onChange is the input event: the native change (commit, Enter) is listened to directly.
	useLayoutEffect(() => {
		const field = input.current;
		if (!field) return;
		const onChange = () => quantity.changed();
		field.addEventListener('change', onChange);
		return () => field.removeEventListener('change', onChange);
	}, [quantity]);

	const own: Own = (node) => {
		const el = node.source;
		if (el.matches(QUANTITY_INPUT)) {
			const describedBy = [el.getAttribute('aria-describedby'), quantity.messageId].filter(Boolean).join(' ');
			return (
				<input
					{...node.props}
					ref={input}
					// Uncontrolled: what the shopper typed (or the browser restored) stays, and so do values theme scripts write.
					defaultValue={(el as HTMLInputElement).value}
					aria-label={nameOf(el, t('product-form.quantity')) ?? (node.props['aria-label'] as string | undefined)}
					aria-describedby={describedBy}
					aria-invalid={stepError ? true : undefined}
					onInput={quantity.edited}
					onKeyUp={quantity.typed}
					onBlur={() => quantity.check()}
					onClick={() => quantity.check()}
				/>
			);
		}
		if (!el.matches(STEP_BUTTONS)) return undefined;
		const direction = stepOf(el);
		const onClick = (event: MouseEvent) => {
			event.preventDefault();
			quantity.step(direction);
		};
		return createElement(node.tag, {
			...node.props,
			'aria-label': nameOf(el, t(`product-form.${direction}`)) ?? node.props['aria-label'],
			onClick,
			// The button's content (an icon, a sign) is the theme's own.
			ref: adoptChildren(el),
		});
	};
	return (
		<>
			<ServerMarkup nodes={nodes} own={own} />
			{children}
		</>
	);
}
