import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../../test/unit/fetch.ts';
import { publish, subscribe } from '../bus.ts';
import { SYNC_SOURCE, joinSync } from './views.ts';

describe('joinSync', () => {
	let leave: (() => void) | undefined;
	afterEach(() => {
		leave?.();
		leave = undefined;
		vi.unstubAllGlobals();
	});

	describe('given BroadcastChannel', () => {
		it('should post only the name of a list changed here, and never echo what another tab said', async () => {
			const posted: unknown[] = [];
			const channels: { onmessage: ((event: MessageEvent) => void) | null }[] = [];
			vi.stubGlobal(
				'BroadcastChannel',
				class {
					onmessage: ((event: MessageEvent) => void) | null = null;
					constructor(readonly name: string) {
						expect(name).toBe('vetrina');
						channels.push(this);
					}
					postMessage(data: unknown) {
						posted.push(data);
					}
					close() {}
				},
			);
			leave = joinSync();
			await publish('compare:updated', { source: 'list-button' });
			expect(posted).toEqual([{ list: 'compare' }]);

			const heard: string[] = [];
			const stop = subscribe('cart:updated', ({ source }) => void heard.push(source));
			channels[0]!.onmessage!(new MessageEvent('message', { data: { list: 'cart' } }));
			channels[0]!.onmessage!(new MessageEvent('message', { data: { list: 'nonsense' } }));
			await vi.waitFor(() => expect(heard).toEqual([SYNC_SOURCE]));
			await flush(); // the second message went the same way, one task later at most
			stop();
			expect(heard).toEqual([SYNC_SOURCE]);
			expect(posted).toEqual([{ list: 'compare' }]);
		});
	});

	describe('given no BroadcastChannel', () => {
		it('should fall back to the storage event', async () => {
			vi.stubGlobal('BroadcastChannel', undefined);
			const setItem = vi.spyOn(Storage.prototype, 'setItem');
			leave = joinSync();
			await publish('wishlist:updated', { source: 'list-button' });
			expect(setItem).toHaveBeenCalledWith('vetrina:sync', expect.stringContaining('"list":"wishlist"'));

			const heard: string[] = [];
			const stop = subscribe('wishlist:updated', ({ source }) => void heard.push(source));
			window.dispatchEvent(new StorageEvent('storage', { key: 'vetrina:sync', newValue: '{"list":"wishlist","nonce":1}' }));
			await vi.waitFor(() => expect(heard).toEqual([SYNC_SOURCE]));
			stop();
		});

		it('should warn once with the [vetrina:sync] prefix and not throw when storage is blocked too', async () => {
			vi.stubGlobal('BroadcastChannel', undefined);
			vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
				throw new DOMException('blocked', 'SecurityError');
			});
			const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
			leave = joinSync();
			await expect(publish('cart:updated', { source: 'mini-cart' })).resolves.toBeUndefined();
			expect(warn).toHaveBeenCalledWith('[vetrina:sync]', expect.stringContaining('other tabs update on reload'));
		});
	});
});
