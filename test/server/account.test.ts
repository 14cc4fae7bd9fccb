import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

describe('visitor actions without JavaScript', () => {
	it('logs in mario.rossi / vetrina, refuses a wrong password, logs out', async () => {
		const v = visitor();
		const token = await v.token();
		const bad = await v.post('/accedi', { username: 'mario.rossi', password: 'x', return: '/', [token]: '1' });
		expect(await bad.text()).toContain('Nome utente e password non corrispondono.');
		const ok = await v.post('/accedi', { username: 'mario.rossi', password: 'vetrina', return: '/confronta', [token]: '1' });
		expect(ok.headers.get('location')).toBe('/confronta');
		const page = await v.text('/');
		expect(page).toContain('id="vp-logout-form"');
		expect(page).toContain('data-vetrina="login" data-loginreturn="/" data-logoutreturn="/"');
		await v.post('/esci', { return: '/', [token]: '1' });
		expect(await v.text('/')).toContain('id="vp-login-modal"');
	});

	it('switches language and currency', async () => {
		const v = visitor();
		await v.post('/cambia-lingua', { lang: 'it', switch_to: 'en' });
		expect(await v.text('/')).toContain('<html lang="en">');
		await v.post('/cambia-valuta', { virtuemart_currency_id: '144' });
		expect(await v.text('/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail')).toContain('152,97 $');
	});

	it('records cookie consent from the banner form: either button, each answer its own value', async () => {
		const answer = (v: ReturnType<typeof visitor>) => [...v.shop.sessions.values()].map((session) => session.cookieConsent);
		for (const [fields, recorded] of [
			[{}, 'accepted'],
			[{ consent: 'refused' }, 'refused'],
		] as const) {
			const v = visitor();
			const token = await v.token();
			const page = await v.text('/');
			// The banner offers both answers the same way: two submit buttons of one class.
			expect(page).toContain('<button type="submit" name="consent" value="refused" class="btn btn-light vp-cookie-refuse">Rifiuta</button>');
			expect(page).toContain('<button type="submit" class="btn btn-light vp-cookie-accept">Accetta</button>');
			await v.post('/consenso-cookie', { return: '/', [token]: '1', ...fields });
			expect(answer(v)).toEqual([recorded]);
			expect(await v.text('/')).not.toContain('data-vetrina="cookie-banner"');
		}
	});

	it('adds and removes compare items with plain links; wishlist links send a guest to the login page', async () => {
		const v = visitor();
		expect((await v.request('/confronta?task=add&product_id=111')).headers.get('location')).toBe('/confronta');
		expect(await v.text('/confronta')).toContain('vp-compare-table');
		await v.request('/confronta?task=remove&product_id=111');
		expect(await v.text('/confronta')).toContain('Non hai ancora aggiunto prodotti al confronto.');
		expect((await v.request('/lista-desideri?task=add&product_id=111')).headers.get('location')).toBe('/accedi?return=%2Flista-desideri');
	});

	it('saves a bill-to address (Italy needs a province; San Marino has none)', async () => {
		const v = visitor();
		const token = await v.token();
		const base = {
			first_name: 'Anna',
			last_name: 'Bianchi',
			email: 'anna@example.it',
			address_1: 'Via Roma 1',
			zip: '47890',
			city: 'San Marino',
			addrtype: 'BT',
			[token]: '1',
		};
		const missing = await v.post('/indirizzo?addrtype=BT', { ...base, virtuemart_country_id: '105', virtuemart_state_id: '' });
		expect(await missing.text()).toContain('Compila tutti i campi obbligatori.');
		const saved = await v.post('/indirizzo?addrtype=BT', { ...base, virtuemart_country_id: '184', virtuemart_state_id: '' });
		expect(saved.status).toBe(303);
		expect(v.shop.sessions.values().next().value?.billTo?.city).toBe('San Marino');
	});
});
