import type { MouseEvent } from 'react';
import { busySlot } from '../../src/http.ts';
import { t } from '../../src/i18n.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { store } from '../../src/store.ts';
import { HeaderDropdown } from '../../src/ui/header-dropdown.tsx';
import { useStore } from '../../src/use-store.ts';
import { REMOVE_KIND, removeLine } from './remove-line.ts';

const removal = `${REMOVE_KIND}:`;

/** The header mini-cart: the store's copy of its module, fresh on mount and after every cart change, with line removal. */
export function MiniCart({ container }: { container: HTMLElement }) {
	// A line removal in flight: the panel waits, and no line is removed twice.
	const removing = useStore((state) => Object.entries(state.busy).some(([slot, busy]) => busy && slot.startsWith(removal)));
	const onClick = (event: MouseEvent<HTMLElement>) => {
		const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cart-product-id]') : null;
		if (!link || !isPlainClick(event.nativeEvent)) return;
		event.preventDefault();
		const key = link.dataset.cartProductId ?? '';
		// A double click must not send the removal twice.
		if (store.getState().busy[busySlot(REMOVE_KIND, key)]) return;
		void removeLine(key, link.dataset.productName ?? '');
	};
	return (
		<HeaderDropdown
			container={container}
			list="cart"
			source="mini-cart"
			countText={(count) => t('mini-cart.count', { count })}
			refreshOnMount
			panel={{ onClick, 'aria-busy': removing || undefined }}
		/>
	);
}
