import { describe, expect, it, vi } from 'vitest';
import { publish } from './bus.ts';

vi.mock('./islands.ts', () => ({ islands: {} }));
await import('./bootstrap.ts');

describe('Vetrina.on', () => {
	it('hands an integrator the detail of every bus event until unsubscribed', async () => {
		const seen = vi.fn();
		const off = window.Vetrina!.on('cart:updated', seen);
		await publish('cart:updated', { source: 'mini-cart' });
		expect(seen).toHaveBeenCalledExactlyOnceWith({ source: 'mini-cart' });
		off();
		await publish('cart:updated', { source: 'mini-cart' });
		expect(seen).toHaveBeenCalledOnce();
	});
});
