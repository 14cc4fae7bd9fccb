/** The product's price lines, drawn as the server printed them and refilled from each recalculation. */
import { createElement, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { FormStore } from './form-state.ts';
import { HIDDEN_CLASS, isLocked, isPriceLine, isPriceSpan, priceKeyOf, type PriceLine } from './price-lines.ts';
import { RECALCULATE } from './price-updater.ts';
import { lookBusy, useBusy } from '../../src/http.ts';
import { type Own, type ServerElement, ServerMarkup, walk } from '../../src/server-markup.tsx';

const withClass = (className: unknown, name: string, on: boolean): string => {
	const names = String(className ?? '')
		.split(/\s+/)
		.filter((c) => c && c !== name);
	return [...names, ...(on ? [name] : [])].join(' ');
};

/**
 * A line (or a span that is its own line): hidden when the answer emptied it, the shop hides its type,
 * or `unwanted` (a list price equal to the price paid).
 */
function drawLine(node: ServerElement, line: PriceLine | undefined, children: ReactNode, unwanted = false): ReactNode {
	const hidden = unwanted || (line ? line.empty || isLocked(node.source) : node.source.classList.contains(HIDDEN_CLASS));
	return createElement(node.tag, { ...node.props, className: withClass(node.props.className, HIDDEN_CLASS, hidden) }, children);
}

/** Value spans printed without a line of their own around them: they show and hide themselves. */
function standaloneSpans(nodes: Array<ServerElement | string>): Set<Element> {
	const found = new Set<Element>();
	for (const [node, parent] of walk(nodes)) {
		const key = priceKeyOf(node.source);
		if (isPriceSpan(node.source) && !(parent && isPriceLine(parent.source) && priceKeyOf(parent.source) === key)) found.add(node.source);
	}
	return found;
}

/** The amount of each price as the server printed it. */
function printedAmounts(nodes: Array<ServerElement | string>): Map<string, string> {
	const amounts = new Map<string, string>();
	for (const [node] of walk(nodes)) if (isPriceSpan(node.source)) amounts.set(priceKeyOf(node.source)!, node.source.textContent?.trim() ?? '');
	return amounts;
}

/** The list price (VirtueMart's "Prezzo base con IVA"): beside an equal sales price it would read as a fake discount. */
const LIST_PRICE = 'basePriceWithTax';
const listPriceIsPaid = (amount: (key: string) => string | undefined): boolean =>
	amount(LIST_PRICE) !== undefined && amount(LIST_PRICE) === amount('salesPrice');

/**
 * Whether the block drawn from what the server printed would differ from it (a list price equal to the
 * price paid is hidden): else there is nothing to draw until the first recalculation.
 */
export function hidesPrinted(block: Element): boolean {
	const printed = new Map([...block.querySelectorAll('span')].filter(isPriceSpan).map((span) => [priceKeyOf(span)!, span.textContent?.trim() ?? '']));
	return listPriceIsPaid((key) => printed.get(key));
}

export interface PriceBlockProps {
	block: HTMLElement;
	nodes: Array<ServerElement | string>;
	state: FormStore;
	form: HTMLFormElement;
}

export function PriceBlock({ block, nodes, state, form }: PriceBlockProps): ReactNode {
	const prices = useStore(state, (s) => s.prices);
	const pending = useBusy(RECALCULATE, form);
	// The block is the root's container, not drawn by React: its state follows the call in flight.
	useLayoutEffect(() => {
		if (!pending) return;
		// Screen readers wait for the block to settle instead of reading half-updated lines.
		block.setAttribute('aria-busy', 'true');
		const endLook = lookBusy(block, 'vetrina-pf-pending');
		return () => {
			endLook();
			block.removeAttribute('aria-busy');
		};
	}, [block, pending]);

	const standalone = useMemo(() => standaloneSpans(nodes), [nodes]);
	const printed = useMemo(() => printedAmounts(nodes), [nodes]);
	const amount = (key: string) => prices[key]?.text?.trim() ?? printed.get(key);
	const listPriceIsSalesPrice = listPriceIsPaid(amount);

	const own: Own = (node, drawChildren) => {
		if (!ownsPrice(node.source)) return undefined;
		const key = priceKeyOf(node.source)!;
		const line = prices[key];
		const unwanted = key === LIST_PRICE && listPriceIsSalesPrice;
		if (!isPriceSpan(node.source)) return drawLine(node, line, drawChildren(), unwanted);
		const text = line?.text ?? node.source.textContent;
		if (standalone.has(node.source)) return drawLine(node, line, text, unwanted);
		return createElement(node.tag, node.props, text);
	};
	return <ServerMarkup nodes={nodes} own={own} />;
}

/** Whether the price block draws `el` itself. */
export const ownsPrice = (el: Element): boolean => isPriceSpan(el) || isPriceLine(el);
