import { createElement, useMemo, type ReactNode } from 'react';
import { propsOf } from './server-markup.tsx';

export interface ServerHtmlProps {
	/** Sanitized HTML. */
	html: string;
	/** Props the island adds to a top-level element (handlers, state); `top` holds them all. */
	extra?: (el: Element, top: Element[]) => Record<string, unknown> | undefined;
}

/**
 * Server HTML rendered as React elements at its top level (the element tags, classes and attributes
 * the server printed, with the island's state and handlers added), each one's content as HTML. Nested
 * islands inside that content keep their own roots: React never reconciles it, only replaces it when
 * the server sends a different one.
 */
export function ServerHtml({ html, extra }: ServerHtmlProps): ReactNode {
	const nodes = useMemo(() => {
		const template = document.createElement('template');
		template.innerHTML = html;
		return [...template.content.childNodes];
	}, [html]);
	const top = nodes.filter((node): node is Element => node instanceof Element);
	return nodes.map((node, index) => {
		if (node instanceof Element) {
			const content = node.innerHTML ? { dangerouslySetInnerHTML: { __html: node.innerHTML } } : {};
			return createElement(node.localName, { key: index, ...propsOf(node), ...extra?.(node, top), ...content });
		}
		return node.nodeType === Node.TEXT_NODE ? node.textContent : null;
	});
}
