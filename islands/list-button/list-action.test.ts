import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../src/bus.ts';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { runListAction } from './list-action.ts';
import { strings } from './strings.ts';
import { registerStrings } from '../../src/i18n.ts';
import { registerLoginOpener } from '../../src/login-opener.ts';
import { setShared } from '../../test/unit/shared-state.ts';

registerStrings(strings);
const call = { list: 'compare', productId: '7', productName: 'Chiave', source: 'test' } as const;

describe('runListAction', () => {
	describe('given a successful compare add', () => {
		it('should publish compare:updated and show "Articolo aggiunto" with the sanitized message and Confronta', async () => {
			const { calls } = controlledFetch();
			const updated = vi.fn();
			const stop = subscribe('compare:updated', updated);
			await act(async () => {
				const done = runListAction({ ...call, action: 'add' }, true);
				await flush();
				calls[0]!.respond('{"error":"0","msg":"<b>Chiave</b> aggiunta<script>x()</script>","url":"/confronta","html":""}');
				await done;
				await flush();
			});
			stop();
			expect(updated).toHaveBeenCalledWith({ source: 'test' });
			const dialog = screen.getByRole('dialog', { name: 'Articolo aggiunto' });
			expect(dialog.querySelector('.vetrina-message')!.innerHTML).toBe('<b>Chiave</b> aggiunta');
			expect(screen.getByText('Confronta').getAttribute('href')).toBe(`${location.origin}/confronta`);
			await act(async () => screen.getAllByText('Chiudi').at(-1)!.click());
		});
	});

	describe('given an add of a product the list already holds', () => {
		it('should title the dialog "Già nella lista", not "Articolo aggiunto"', async () => {
			const { calls } = controlledFetch();
			setShared({ compare: { html: null, ids: ['7'] } });
			await act(async () => {
				const done = runListAction({ ...call, action: 'add' }, true);
				await flush();
				calls[0]!.respond('{"error":0,"msg":"<b>Chiave</b> è già presente nella lista di confronto.","url":"/confronta","html":""}');
				await done;
				await flush();
			});
			setShared({ compare: { html: null, ids: [] } });
			const dialog = screen.getByRole('dialog', { name: 'Già nella lista' });
			expect(dialog.querySelector('.vetrina-message')!.textContent).toBe('Chiave è già presente nella lista di confronto.');
			expect(screen.queryByRole('dialog', { name: 'Articolo aggiunto' })).toBeNull();
			await act(async () => screen.getAllByText('Chiudi').at(-1)!.click());
		});
	});

	describe('given a wishlist add answered with error 2', () => {
		it("should open the login island's modal with the message, and change no list", async () => {
			const { calls } = controlledFetch();
			const openLogin = vi.fn(() => true);
			const unregister = registerLoginOpener(openLogin);
			const updated = vi.fn();
			const stop = subscribe('wishlist:updated', updated);
			const done = runListAction({ ...call, list: 'wishlist', action: 'add' }, true);
			await flush();
			calls[0]!.respond('{"error":2,"msg":"Accedi per usare la lista dei desideri.","url":"/accedi"}');
			await done;
			stop();
			unregister();
			expect(openLogin).toHaveBeenCalledExactlyOnceWith('Accedi per usare la lista dei desideri.');
			expect(updated).not.toHaveBeenCalled();
		});
	});
});
