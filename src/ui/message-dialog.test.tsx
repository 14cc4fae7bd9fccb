import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showMessage } from './message-dialog.tsx';

describe('showMessage', () => {
	describe('given an error with server HTML and a hostile link', () => {
		it('shows an alert dialog with the sanitized message, only the safe action and Close', async () => {
			await act(async () => {
				void showMessage({
					title: 'Errore',
					tone: 'error',
					html: '<p>Prodotto non trovato</p><img src=x onerror="window.pwned=1">',
					actions: [
						{ label: 'Confronta', href: 'javascript:alert(1)' },
						{ label: 'Vai al carrello', href: '/carrello', primary: true },
					],
				});
			});
			const dialog = screen.getByRole('alertdialog', { name: 'Errore' });
			expect(dialog.querySelector('.vetrina-message')!.innerHTML).toBe('<p>Prodotto non trovato</p><img src="x">');
			expect(screen.queryByText('Confronta')).toBeNull();
			expect(screen.getByText('Vai al carrello').getAttribute('href')).toBe(`${location.origin}/carrello`);
			await act(async () => screen.getByText('Chiudi').click());
		});
	});
});
