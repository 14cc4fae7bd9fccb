import { describe, expect, it } from 'vitest';
import { AJAX, visitor } from './client.ts';

const DRILL = 111;
const name = encodeURIComponent('Trapano a batteria 18V Brushless con percussione');

describe('theme calls on {ajax_uri}', () => {
	it('getToken answers {token} with the 32-hex form token printed in pages', async () => {
		const v = visitor();
		const { token } = await v.json<{ token: string }>(`${AJAX}&vpfmethod=getToken&Itemid=101`);
		expect(token).toMatch(/^[0-9a-f]{32}$/);
		expect(await v.text('/')).toContain(`name="${token}" value="1"`);
	});

	it('setCookieConsent (POST, {token}=1) records consent and hides the banner; a bad token is refused', async () => {
		const v = visitor();
		const token = await v.token();
		expect(
			await v.json(`${AJAX}&vpfmethod=setCookieConsent`, {
				method: 'POST',
				body: new URLSearchParams({ deadbeef: '1' }),
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
			}),
		).toEqual({ error: 1, msg: 'Token di sicurezza non valido.' });
		expect(await v.text('/')).toContain('data-vetrina="cookie-banner"');
		expect(await v.json(`${AJAX}&vpfmethod=setCookieConsent&${token}=1`, { method: 'POST' })).toEqual({ error: 0, msg: '' });
		expect([...v.shop.sessions.values()].map((session) => session.cookieConsent)).toEqual(['accepted']);
		expect(await v.text('/')).not.toContain('data-vetrina="cookie-banner"');
	});

	it('setCookieConsent with consent=refused records the refusal, and the banner stays away', async () => {
		const v = visitor();
		const token = await v.token();
		const body = new URLSearchParams({ vpfmethod: 'setCookieConsent', [token]: '1', consent: 'refused' });
		expect(await v.json(AJAX, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).toEqual({ error: 0, msg: '' });
		expect([...v.shop.sessions.values()].map((session) => session.cookieConsent)).toEqual(['refused']);
		expect(await v.text('/')).not.toContain('data-vetrina="cookie-banner"');
	});

	describe('compare', () => {
		it('addToCompare answers msg, error 0, url and the dropdown html', async () => {
			const v = visitor();
			const res = await v.json(`${AJAX}&vpfmethod=addToCompare&product_id=${DRILL}&product_name=${name}&Itemid=101`);
			expect(Object.keys(res)).toEqual(['msg', 'error', 'url', 'html']);
			expect(res).toMatchObject({ error: 0, url: '/confronta' });
			expect(res.msg).toContain('Trapano a batteria 18V');
			expect(res.html).toContain('data-count="1"');
			const again = await v.json(`${AJAX}&vpfmethod=addToCompare&product_id=${DRILL}&product_name=${name}&Itemid=101`);
			expect(again).toMatchObject({
				error: 0,
				msg: '<strong>Trapano a batteria 18V Brushless con percussione</strong> è già presente nella lista di confronto.',
			});
		});

		it('refuses an unknown product and a fifth product with error 1', async () => {
			const v = visitor();
			expect(await v.json(`${AJAX}&vpfmethod=addToCompare&product_id=99999&product_name=x&Itemid=101`)).toMatchObject({
				error: 1,
				msg: 'Prodotto non trovato.',
			});
			for (const id of [1, 2, 3, 4]) await v.json(`${AJAX}&vpfmethod=addToCompare&product_id=${id}&product_name=x&Itemid=101`);
			const fifth = await v.json(`${AJAX}&vpfmethod=addToCompare&product_id=5&product_name=x&Itemid=101`);
			expect(fifth).toMatchObject({ error: 1, msg: 'Puoi confrontare al massimo 4 prodotti.' });
		});

		it('removeFromCompare (ajax=1) removes and answers the refreshed html', async () => {
			const v = visitor();
			await v.json(`${AJAX}&vpfmethod=addToCompare&product_id=${DRILL}&product_name=${name}&Itemid=101`);
			const res = await v.json(`${AJAX}&vpfmethod=removeFromCompare&product_id=${DRILL}&product_name=${name}&ajax=1&Itemid=101`);
			expect(res).toMatchObject({ error: 0, url: '/confronta' });
			expect(res.html).toContain('data-count="0"');
		});
	});

	describe('wishlist', () => {
		it('refuses a missing or wrong token with error 1', async () => {
			const v = visitor();
			await v.login();
			expect(await v.json(`${AJAX}&vpfmethod=addToWishlist&product_id=${DRILL}&product_name=${name}&Itemid=101`)).toMatchObject({ error: 1 });
			expect(
				await v.json(`${AJAX}&0123456789abcdef0123456789abcdef=1&vpfmethod=addToWishlist&product_id=${DRILL}&product_name=${name}&Itemid=101`),
			).toMatchObject({ error: 1 });
		});

		it('answers error 2 with msg and a login url to a guest', async () => {
			const v = visitor();
			const token = await v.token();
			const res = await v.json(`${AJAX}&${token}=1&vpfmethod=addToWishlist&product_id=${DRILL}&product_name=${name}&Itemid=101`);
			expect(res.error).toBe(2);
			expect(res.msg).toBe('Accedi per usare la lista dei desideri.');
			expect(res.url).toMatch(/^\/accedi\?return=/);
			const removed = await v.json(`${AJAX}&${token}=1&vpfmethod=removeFromWishlist&product_id=${DRILL}&product_name=${name}&ajax=1&Itemid=101`);
			expect(removed).toMatchObject({ error: 2, url: '/accedi?return=%2Flista-desideri' });
		});

		it('adds and removes for a logged-in shopper', async () => {
			const v = visitor();
			await v.login();
			const token = await v.token();
			const added = await v.json(`${AJAX}&${token}=1&vpfmethod=addToWishlist&product_id=${DRILL}&product_name=${name}&Itemid=101`);
			expect(added).toMatchObject({ error: 0, url: '/lista-desideri' });
			expect(added.html).toContain('data-vetrina="list-button" data-list="wishlist" data-action="remove"');
			const removed = await v.json(`${AJAX}&${token}=1&vpfmethod=removeFromWishlist&product_id=${DRILL}&product_name=${name}&ajax=1&Itemid=101`);
			expect(removed).toMatchObject({ error: 0 });
			expect(removed.html).toContain('data-count="0"');
		});
	});

	it('removeFromCart answers msg, error and url (no html)', async () => {
		const v = visitor();
		await v.json(`/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json&lang=it&quantity%5B%5D=1&virtuemart_product_id%5B%5D=${DRILL}`);
		const key = encodeURIComponent(`${DRILL}::`);
		const res = await v.json(`${AJAX}&vpfmethod=removeFromCart&cart_virtuemart_product_id=${key}&product_name=${name}&ajax=1&Itemid=101`);
		expect(Object.keys(res)).toEqual(['msg', 'error', 'url']);
		expect(res).toMatchObject({ error: 0, url: '/index.php?option=com_virtuemart&view=cart' });
		expect(await v.json(`${AJAX}&vpfmethod=removeFromCart&cart_virtuemart_product_id=${key}&product_name=${name}&ajax=1&Itemid=101`)).toMatchObject({
			error: 1,
		});
	});

	it('answers an unknown method like com_ajax: HTTP 200 {success:false,message}', async () => {
		const res = await visitor().request(`${AJAX}&vpfmethod=nope`);
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ success: false, message: 'Metodo sconosciuto: nope' });
	});
});
