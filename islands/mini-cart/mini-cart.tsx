import type { MouseEvent } from 'react';
import { plainText, showActionError } from '../../src/action-answer.ts';
import { isPlainClick } from '../../src/plain-click.ts';
import { CART_REMOVE, removeCartLine } from '../../src/cart/actions.ts';
import { HeaderDropdown } from '../../src/ui/header-dropdown.tsx';
import { anyBusyOf, isBusy } from '../../src/http.ts';
import { useShared } from '../../src/store.ts';
import { announce } from '../../src/i18n.ts';

const removing = anyBusyOf(CART_REMOVE);

/** Removes a line; the answer's message is said, or shown when it is an error (docs/behaviour.md#error-catalogue). */
async function remove(key: string, productName: string): Promise<void> {
	try {
		const { error, msg } = await removeCartLine(key, productName, 'mini-cart');
		if (error && msg) void showActionError(msg);
		else if (!error && msg) announce(plainText(msg), 'polite');
	} catch {
		// docs/behaviour.md#error-catalogue: a network error is logged only (http.ts did); the loader goes with the call.
	}
}

/** The header mini-cart: the store's copy of its module, fresh on mount and after every cart change, with line removal. */
export function MiniCart({ container }: { container: HTMLElement }) {
	// A line removal in flight: the panel waits, and no line is removed twice.
	const busy = useShared(removing);
	const onClick = (event: MouseEvent<HTMLElement>) => {
		const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cart-product-id]') : null;
		if (!link || !isPlainClick(event.nativeEvent)) return;
		event.preventDefault();
		const key = link.dataset.cartProductId ?? '';
		// A double click must not send the removal twice.
		if (!isBusy(CART_REMOVE, key)) void remove(key, link.dataset.productName ?? '');
	};
	return <HeaderDropdown container={container} list="cart" panel={{ onClick, 'aria-busy': busy || undefined }} />;
}
