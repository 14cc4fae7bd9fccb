import { describe, expect, it, vi } from 'vitest';
import { allowedByTheme, publish, subscribe } from './bus.ts';

describe('the bus', () => {
	it('calls subscribers, mirrors the event on document, and stops after unsubscribe', async () => {
		const handler = vi.fn();
		const dom = vi.fn();
		document.addEventListener('vetrina:cart:updated', dom);
		const off = subscribe('cart:updated', handler);
		await publish('cart:updated', { source: 'test' });
		off();
		await publish('cart:updated', { source: 'test' });
		expect(handler).toHaveBeenCalledExactlyOnceWith({ source: 'test' });
		expect(dom).toHaveBeenCalledTimes(2);
		expect((dom.mock.calls[0]![0] as CustomEvent).detail).toEqual({ source: 'test' });
	});

	it("dispatches VirtueMart's updateVirtueMartCartModule on body (bubbling, after the bus handlers) for every cart change, and for nothing else", async () => {
		const order: string[] = [];
		const seen: Event[] = [];
		// As jQuery's `$(document).on('updateVirtueMartCartModule', 'body', …)` receives it: delegated from document.
		const onDocument = (event: Event) => {
			if ((event.target as Element).matches('body')) seen.push(event);
			order.push('dom');
		};
		document.addEventListener('updateVirtueMartCartModule', onDocument);
		const off = subscribe('cart:updated', () => void order.push('bus'));
		await publish('cart:updated', { source: 'product-form' });
		await publish('compare:updated', { source: 'test' });
		await publish('wishlist:updated', { source: 'test' });
		await publish('cart:updated', { source: 'sync' });
		off();
		document.removeEventListener('updateVirtueMartCartModule', onDocument);
		expect(seen).toHaveLength(2);
		expect(seen[0]!.bubbles).toBe(true);
		expect(seen[0]!.target).toBe(document.body);
		expect(order).toEqual(['bus', 'dom', 'bus', 'dom']);
	});

	it('keeps calling the others when one subscriber throws', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const after = vi.fn();
		const offs = [
			subscribe('compare:updated', () => {
				throw new Error('broken island');
			}),
			subscribe('compare:updated', after),
		];
		await publish('compare:updated', { source: 'test' });
		offs.forEach((off) => off());
		expect(after).toHaveBeenCalledOnce();
	});

	it('lets a theme script cancel an action through a cancellable DOM event', () => {
		const cancel = (event: Event) => event.preventDefault();
		expect(allowedByTheme('before-add-to-cart', {})).toBe(true);
		document.addEventListener('vetrina:before-add-to-cart', cancel);
		expect(allowedByTheme('before-add-to-cart', {})).toBe(false);
		document.removeEventListener('vetrina:before-add-to-cart', cancel);
	});
});
