/** One part of a stock cart module, drawn by React from the store's copy of VirtueMart's viewJS answer. */
import { createElement, useMemo, type ReactNode } from 'react';
import type { CartModuleData, CartModuleRow } from '../../src/cart/state.ts';
import { cartModule } from '../../src/cart/state.ts';
import { safeHtml, type PartKind } from './module-markup.ts';
import { useShared } from '../../src/store.ts';
import { drawNode, type Own, type ServerElement, ServerHtml } from '../../src/server-markup.tsx';

export interface CartModulePartProps {
	kind: PartKind;
	/** The module's hidden row template, read whole. */
	template: ServerElement | null;
}

/** One product: the template as printed, each element named by a field's key (its class) filled with that field. */
function Row({ template, row }: { template: ServerElement; row: CartModuleRow }): ReactNode {
	const own: Own = (node) => {
		const key = [...node.source.classList].find((name) => row.fields.has(name));
		if (key === undefined) return undefined;
		return createElement(node.tag, { ...node.props, dangerouslySetInnerHTML: { __html: safeHtml(row.fields.get(key)!) } });
	};
	return drawNode(template, own, 0);
}

/** What a part shows of the answer (as VirtueMart's `update_cart.js` fills it; an empty cart empties list, total and link). */
function answered(kind: PartKind, data: CartModuleData, template: ServerElement | null): ReactNode {
	const filled = data.totalProduct > 0;
	switch (kind) {
		case 'rows':
			return (
				template &&
				data.rows.map((row, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: viewJS sends no line key; a row is a position in the cart's order.
					<Row key={index} template={template} row={row} />
				))
			);
		case 'total':
			return <ServerHtml html={filled ? safeHtml(data.billTotal) : ''} />;
		case 'count':
			return <ServerHtml html={safeHtml(data.totalProductTxt)} />;
		case 'link':
			return <ServerHtml html={filled ? safeHtml(data.cartShow) : ''} />;
	}
}

/** Drawn once the store has an answer (the module's mount waits for it): the server's markup shows until then. */
export function CartModulePart({ kind, template }: CartModulePartProps): ReactNode {
	const data = useShared(cartModule);
	return useMemo(() => data && answered(kind, data, template), [kind, data, template]);
}
