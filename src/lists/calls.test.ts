import { describe, expect, it } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { sendListAction } from './calls.ts';

const TOKEN = 'a'.repeat(32);
const FRESH = 'b'.repeat(32);

describe('sendListAction', () => {
	describe('given a compare removal', () => {
		it('should GET {ajaxUri} with vpfmethod, product_id, product_name, ajax=1 and Itemid in that order', async () => {
			const { calls } = controlledFetch();
			const answer = sendListAction({ list: 'compare', action: 'remove', productId: '7', productName: 'Chiave a T & co', source: 'test' });
			await flush();
			expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe(
				'/index.php?option=com_ajax&plugin=vpframework&format=json&vpfmethod=removeFromCompare&product_id=7&product_name=Chiave+a+T+%26+co&ajax=1&Itemid=101',
			);
			calls[0]!.respond('{"error":0,"msg":"ok","url":"/confronta"}');
			expect(await answer).toEqual({ error: 0, msg: 'ok', url: '/confronta' });
		});
	});

	describe('given a page with its form token', () => {
		it('should send the token with a compare call too: the plugin checks it on every list change', async () => {
			document.body.innerHTML = `<input type="hidden" name="${TOKEN}" value="1">`;
			const { calls } = controlledFetch();
			void sendListAction({ list: 'compare', action: 'add', productId: '7', productName: 'Chiave', source: 'test' });
			await flush();
			expect(calls[0]!.url.search).toBe(
				`?option=com_ajax&plugin=vpframework&format=json&${TOKEN}=1&vpfmethod=addToCompare&product_id=7&product_name=Chiave&Itemid=101`,
			);
			calls[0]!.respond('{"error":0,"msg":"ok"}');
		});
	});

	describe('given token updating and a wishlist add the server refuses', () => {
		it('should fetch a fresh token once and retry with it in the url', async () => {
			useConfig({ tokenUpdate: true });
			const { calls } = controlledFetch();
			const answer = sendListAction({ list: 'wishlist', action: 'add', productId: '7', productName: 'Chiave', source: 'test' });
			await flush();
			expect(calls[0]!.url.searchParams.get('vpfmethod')).toBe('getToken');
			calls[0]!.respond(`{"token":"${TOKEN}"}`);
			await flush();
			expect(calls[1]!.url.search).toBe(
				`?option=com_ajax&plugin=vpframework&format=json&${TOKEN}=1&vpfmethod=addToWishlist&product_id=7&product_name=Chiave&Itemid=101`,
			);
			calls[1]!.respond('{"error":1,"msg":"Token non valido"}');
			await flush();
			expect(calls[2]!.url.searchParams.get('vpfmethod')).toBe('getToken');
			calls[2]!.respond(`{"token":"${FRESH}"}`);
			await flush();
			expect(calls[3]!.url.searchParams.get(FRESH)).toBe('1');
			calls[3]!.respond('{"error":0,"msg":"Aggiunto"}');
			expect(await answer).toEqual({ error: 0, msg: 'Aggiunto' });
			expect(calls).toHaveLength(4);
		});
	});

	describe('given an add the server cannot read', () => {
		it("should resolve with the refusal it sent with HTTP 400, whose message the island shows as the call's error", async () => {
			const { calls } = controlledFetch();
			const answer = sendListAction({ list: 'compare', action: 'add', productId: 'x', productName: 'Chiave', source: 'test' });
			await flush();
			calls[0]!.respond('{"msg":"Richiesta non leggibile.","error":1,"url":"","html":""}', { status: 400 });
			expect(await answer).toEqual({ msg: 'Richiesta non leggibile.', error: 1, url: '', html: '' });
		});

		it('should reject as a failure an error status without an action answer (an HTML error page, a 500)', async () => {
			const { calls } = controlledFetch();
			const page = sendListAction({ list: 'compare', action: 'add', productId: '7', productName: 'Chiave', source: 'test' });
			await flush();
			calls[0]!.respond('<h1>Bad request</h1>', { status: 400 });
			await expect(page).rejects.toMatchObject({ reason: 'http', status: 400 });
			const server = sendListAction({ list: 'compare', action: 'add', productId: '7', productName: 'Chiave', source: 'test' });
			await flush();
			calls[1]!.respond('{"msg":"Errore","error":1}', { status: 500 });
			await expect(server).rejects.toMatchObject({ reason: 'http', status: 500 });
		});
	});
});
