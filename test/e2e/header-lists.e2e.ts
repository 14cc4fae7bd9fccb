import { describe, expect, it } from 'vitest';
import { useShop } from './harness.ts';
import { AJAX, PRODUCT, addToCart, addToList, badge, listButton, logIn, moduleQuery, pageToken, sent } from './lists-helpers.ts';
import { ready } from './ready.ts';

const encodedName = new URLSearchParams({ product_name: PRODUCT.name }).toString();

// The machine is shared: a page load can take a while.
describe('header lists', { timeout: 60_000 }, () => {
	const shop = useShop();

	describe('given the compare button of a product page', () => {
		it('should add with the exact call, show "Articolo aggiunto" with Confronta and Chiudi, and re-fetch the compare module', async () => {
			const { page, errors, requests } = await shop.open(PRODUCT.path);
			await ready(page, 'compare');
			await (await listButton(page, 'compare')).click();
			const dialog = page.getByRole('dialog', { name: 'Articolo aggiunto' });
			await dialog.waitFor();
			expect(sent(requests, 'vpfmethod=addToCompare')).toEqual([
				`${AJAX}&${await pageToken(page)}=1&vpfmethod=addToCompare&product_id=1&${encodedName}&Itemid=101`,
			]);
			expect(await dialog.locator('.vetrina-message').textContent()).toBe(`${PRODUCT.name} è stato aggiunto alla lista di confronto.`);
			expect(await dialog.getByRole('link', { name: 'Confronta' }).getAttribute('href')).toBe(`${shop.url}/confronta`);
			await page.waitForFunction(() => document.querySelector('[data-vetrina="compare"] [data-count]')?.getAttribute('data-count') === '1');
			expect(sent(requests, 'module=vp_compare')).toEqual([`/${moduleQuery('vp_compare')}`]);
			await dialog.locator('.vetrina-modal__actions').getByRole('button', { name: 'Chiudi' }).click();
			await dialog.waitFor({ state: 'detached' });
			expect(errors).toEqual([]);
		});

		it('should show the "Errore" alert with the server message when the list is full', async () => {
			const { page, errors } = await shop.open(PRODUCT.path);
			for (const id of ['2', '3', '4', '5']) await addToList(page, shop.url, 'compare', id);
			await (await listButton(page, 'compare')).click();
			const alert = page.getByRole('alertdialog', { name: 'Errore' });
			await alert.waitFor();
			expect(await alert.locator('.vetrina-message').textContent()).toBe('Puoi confrontare al massimo 4 prodotti.');
			expect(await alert.locator('.vetrina-modal__actions').getByRole('button', { name: 'Chiudi' }).isVisible()).toBe(true);
			expect(errors).toEqual([]);
		});

		it('should log a dropped connection, show nothing and hide the loader', async () => {
			const { page, errors } = await shop.open(PRODUCT.path);
			// Support: Chromium retries a GET whose connection dropped (7 attempts seen): drop them all.
			await shop.fault({ match: 'vpfmethod=addToCompare', fault: 'drop', times: 10 });
			const button = await listButton(page, 'compare');
			const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('[vetrina:list-button]'));
			await button.click();
			await page.waitForFunction(() => !document.querySelector('.vp-product-lists [data-list="compare"][aria-busy]'));
			await logged;
			expect(await page.locator('dialog').count()).toBe(0);
			await shop.clearFaults();
			expect(errors).toEqual([]);
		});
	});

	describe('given the compare page with two products', () => {
		it('should remove with ajax=1 from a non-ajax button and go to the answer url', async () => {
			const { page, errors, requests } = await shop.open('/');
			await addToList(page, shop.url, 'compare', '1');
			await addToList(page, shop.url, 'compare', '2');
			await page.goto(`${shop.url}/confronta`);
			const remove = page.locator('[data-list-page="compare"] [data-list="compare"][data-product-id="1"]');
			await page.waitForSelector('[data-list-page="compare"] [data-list="compare"][data-product-id="1"][data-island-state="ready"]');
			const token = await pageToken(page);
			await Promise.all([page.waitForNavigation(), remove.click()]);
			expect(sent(requests, 'vpfmethod=removeFromCompare')).toEqual([
				`${AJAX}&${token}=1&vpfmethod=removeFromCompare&product_id=1&${encodedName}&ajax=1&Itemid=101`,
			]);
			expect(new URL(page.url()).pathname).toBe('/confronta');
			expect(await page.locator('[data-list-page="compare"] [data-product-id="1"]').count()).toBe(0);
			expect(await page.locator('[data-list-page="compare"] [data-product-id="2"]').count()).toBe(1);
			expect(errors).toEqual([]);
		});

		it('should update the page in place when a product is removed from the header dropdown', async () => {
			const { page, errors } = await shop.open('/');
			await addToList(page, shop.url, 'compare', '1');
			await page.goto(`${shop.url}/confronta`);
			await ready(page, 'compare');
			const url = page.url();
			await page.click('[data-vetrina="compare"] [aria-controls]');
			await page.waitForSelector('[data-vetrina="compare"] [data-list="compare"][data-action="remove"][data-island-state="ready"]');
			await page.click('[data-vetrina="compare"] [data-list="compare"][data-action="remove"]');
			// The page and the header module are two requests answering the same change, in either order.
			await page.waitForSelector('[data-list-page="compare"] .vp-empty');
			await page.waitForFunction(() => document.querySelector('[data-vetrina="compare"] [data-count]')?.getAttribute('data-count') === '0');
			expect(page.url()).toBe(url);
			expect(errors).toEqual([]);
		});
	});

	describe('given the wishlist', () => {
		it('should send the token in the url and open the login modal with the server message for a guest', async () => {
			const { page, errors, requests } = await shop.open(PRODUCT.path);
			await ready(page, 'login');
			const token = await pageToken(page);
			await (await listButton(page, 'wishlist')).click();
			const modal = page.getByRole('dialog', { name: 'Accedi al tuo account' });
			await modal.waitFor();
			expect(sent(requests, 'vpfmethod=addToWishlist')).toEqual([`${AJAX}&${token}=1&vpfmethod=addToWishlist&product_id=1&${encodedName}&Itemid=101`]);
			expect(await modal.getByRole('alert').textContent()).toBe('Accedi per usare la lista dei desideri.');
			expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
			expect(errors).toEqual([]);
		});

		it('should redirect a guest to the answer url when a removal needs login', async () => {
			const { page, errors, requests } = await shop.open(PRODUCT.path);
			await page.evaluate(() => {
				const link = Object.assign(document.createElement('a'), { href: '/lista-desideri?task=remove&product_id=1', textContent: 'Rimuovi' });
				Object.assign(link.dataset, { vetrina: 'list-button', list: 'wishlist', action: 'remove', productId: '1', productName: 'Vite' });
				link.id = 'remove-test';
				document.querySelector('main')!.prepend(link);
			});
			await page.waitForSelector('#remove-test[data-island-state="ready"]');
			await Promise.all([page.waitForURL(/\/accedi/), page.click('#remove-test')]);
			expect(sent(requests, 'vpfmethod=removeFromWishlist')[0]).toMatch(/&vpfmethod=removeFromWishlist&product_id=1&product_name=Vite&ajax=1&Itemid=101$/);
			expect(new URL(page.url()).searchParams.get('return')).toBe('/lista-desideri');
			expect(errors).toEqual([]);
		});

		it('should add for a logged-in shopper with "Mostra la lista dei desideri" and re-fetch the wishlist module', async () => {
			const { page, errors, requests } = await shop.open('/');
			await logIn(page);
			await page.goto(`${shop.url}${PRODUCT.path}`);
			await (await listButton(page, 'wishlist')).click();
			const dialog = page.getByRole('dialog', { name: 'Articolo aggiunto' });
			await dialog.waitFor();
			expect(await dialog.getByRole('link', { name: 'Mostra la lista dei desideri' }).getAttribute('href')).toBe(`${shop.url}/lista-desideri`);
			await page.waitForFunction(() => document.querySelector('[data-vetrina="wishlist"] [data-count]')?.getAttribute('data-count') === '1');
			expect(sent(requests, 'module=vp_wishlist')).toEqual([`/${moduleQuery('vp_wishlist')}`]);
			expect(errors).toEqual([]);
		});

		it('should refresh a stale token once and retry when token updating is on', async () => {
			const { page, errors } = await shop.open('/');
			await logIn(page);
			const stale = 'ffffffffffffffffffffffffffffffff';
			let served = 0;
			await page.route('**/*vpfmethod=getToken*', (route) =>
				served++ === 0 ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ token: stale }) }) : route.continue(),
			);
			await page.route(`**${PRODUCT.path}`, async (route) => {
				const response = await route.fetch();
				const body = (await response.text()).replace('"addToCartPopup":1', '"addToCartPopup":1,"tokenUpdate":true');
				await route.fulfill({ response, body });
			});
			await page.goto(`${shop.url}${PRODUCT.path}`);
			await ready(page, 'login');
			await shop.clearLog();
			await (await listButton(page, 'wishlist')).click();
			await page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();
			const calls = (await shop.log())
				.filter((r) => r.query.vpfmethod)
				.map((r) => `${r.query.vpfmethod}:${Object.keys(r.query).find((k) => /^[0-9a-f]{32}$/.test(k)) ?? '-'}`);
			const token = await pageToken(page);
			expect(calls).toEqual([`addToWishlist:${stale}`, 'getToken:-', `addToWishlist:${token}`]);
			expect(errors).toEqual([]);
		});
	});

	describe('given a cart with two lines', () => {
		it('should refresh on load without byte-order marks, remove a line with the exact call, re-fetch and announce', async () => {
			const { page, errors, requests } = await shop.open('/');
			await addToCart(page, shop.url, '1', 2);
			await addToCart(page, shop.url, '2', 1);
			await page.route('**/*module=vp_mini_cart*', async (route) => {
				const response = await route.fetch();
				const answer = JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as { html: string };
				await route.fulfill({ response, body: JSON.stringify({ html: `\uFEFF${answer.html}\uFEFF` }) });
			});
			await page.goto(`${shop.url}/`);
			await ready(page, 'mini-cart');
			await page.waitForFunction((q) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(q)), moduleQuery('vp_mini_cart'));
			expect(await page.locator('[data-vetrina="mini-cart"]').evaluate((el) => el.innerHTML.includes('\uFEFF'))).toBe(false);
			expect(await badge(page, 'mini-cart')).toBe('3');

			const toggle = page.locator('[data-vetrina="mini-cart"] [aria-controls]');
			await toggle.click();
			expect(await toggle.getAttribute('aria-expanded')).toBe('true');
			const refreshes = sent(requests, 'module=vp_mini_cart').length;
			const key = await page.locator('[data-vetrina="mini-cart"] [data-cart-product-id]').first().getAttribute('data-cart-product-id');
			await page.locator('[data-vetrina="mini-cart"] [data-cart-product-id]').first().click();
			await page.waitForFunction(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '1');
			const removal = sent(requests, 'vpfmethod=removeFromCart');
			expect(removal).toEqual([`${AJAX}&vpfmethod=removeFromCart&cart_virtuemart_product_id=${encodeURIComponent(key!)}&${encodedName}&ajax=1&Itemid=101`]);
			expect(sent(requests, 'module=vp_mini_cart')).toHaveLength(refreshes + 1);
			await page.waitForFunction(() => document.querySelector('[data-vetrina-announcer="polite"]')?.textContent === 'Carrello: 1 articolo');
			// The dropdown stays open over the fresh content.
			expect(await page.locator('#vp-mini-cart-panel').isVisible()).toBe(true);
			await page.keyboard.press('Escape');
			expect(await toggle.getAttribute('aria-expanded')).toBe('false');
			expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('vp-mini-cart-panel');
			expect(errors).toEqual([]);
		});
	});

	describe('given two tabs of one shopper', () => {
		it('should update the other tab’s compare, wishlist and mini-cart within one second', async () => {
			const { page, errors } = await shop.open('/');
			await logIn(page);
			await addToCart(page, shop.url, '1', 1);
			await page.goto(`${shop.url}${PRODUCT.path}`);
			const other = await page.context().newPage();
			await other.goto(`${shop.url}/`);
			await Promise.all([ready(page, 'compare'), ready(other, 'compare'), ready(other, 'wishlist'), ready(other, 'mini-cart')]);
			const count = (island: string, value: string) =>
				other.waitForFunction(
					([name, expected]) => document.querySelector(`[data-vetrina="${name}"] [data-count]`)?.getAttribute('data-count') === expected,
					[island, value],
					{ timeout: 1000 },
				);

			await (await listButton(page, 'compare')).click();
			await page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();
			await count('compare', '1');
			await page.keyboard.press('Escape');
			await page.locator('dialog').waitFor({ state: 'detached' });

			await (await listButton(page, 'wishlist')).click();
			await page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();
			await count('wishlist', '1');
			await page.keyboard.press('Escape');
			await page.locator('dialog').waitFor({ state: 'detached' });

			await ready(page, 'mini-cart');
			await page.click('[data-vetrina="mini-cart"] [aria-controls]');
			await page.locator('[data-vetrina="mini-cart"] [data-cart-product-id]').first().click();
			await count('mini-cart', '0');
			expect(errors).toEqual([]);
		});

		it('should re-fetch the mini-cart of a page restored from the back/forward cache, busy until it arrives', async () => {
			const { page, errors } = await shop.open('/');
			await ready(page, 'mini-cart');
			await addToCart(page, shop.url, '3', 4);
			await shop.fault({ match: 'module=vp_mini_cart', fault: 'latency', ms: 3000, times: 1 });
			await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
			expect(await page.locator('[data-vetrina="mini-cart"]').getAttribute('aria-busy')).toBe('true');
			await page.waitForFunction(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '4');
			expect(await page.locator('[data-vetrina="mini-cart"]').getAttribute('aria-busy')).toBeNull();
			expect(errors).toEqual([]);
		});
	});

	describe('given hostile answers', () => {
		it.each(['malformed', 'html', '500', 'drop', 'empty'])('should keep the old mini-cart on a %s module answer', async (fault) => {
			const { page, errors } = await shop.open('/');
			await ready(page, 'mini-cart');
			const before = await page.locator('[data-vetrina="mini-cart"]').innerHTML();
			await shop.fault({ match: 'module=vp_mini_cart', fault, times: 1 });
			await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
			await page.waitForFunction(() => !document.querySelector('[data-vetrina="mini-cart"][aria-busy]'));
			expect((await page.locator('[data-vetrina="mini-cart"]').innerHTML()).replace(/ aria-busy="true"| data-stale=""/g, '')).toBe(before);
			expect(errors).toEqual([]);
		});

		it('should keep the old module on com_ajax’s {success:false} and sanitize module html and messages', async () => {
			const { page, errors } = await shop.open(PRODUCT.path);
			await ready(page, 'compare');
			const before = await page.locator('[data-vetrina="compare"]').innerHTML();
			await page.route(
				'**/*module=vp_compare*',
				(route) => route.fulfill({ contentType: 'application/json', body: '{"success":false,"message":"Modulo non trovato"}' }),
				{ times: 1 },
			);
			await page.route('**/*vpfmethod=addToCompare*', (route) =>
				route.fulfill({
					contentType: 'application/json',
					body: JSON.stringify({ error: 0, msg: '<b>Ok</b><img src=x onerror="window.pwned=1">', url: 'javascript:alert(1)', html: '' }),
				}),
			);
			const refused = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().includes('module vp_compare not refreshed'));
			await (await listButton(page, 'compare')).click();
			const dialog = page.getByRole('dialog', { name: 'Articolo aggiunto' });
			await dialog.waitFor();
			expect(await dialog.locator('.vetrina-message').innerHTML()).toBe('<b>Ok</b><img src="x">');
			expect(await dialog.getByRole('link').count()).toBe(0);
			// The module answer {success:false} is refused and said so: the old module stays.
			await refused;
			expect(await page.locator('[data-vetrina="compare"]').innerHTML()).toBe(before);

			await page.route('**/*module=vp_compare*', (route) =>
				route.fulfill({
					contentType: 'application/json',
					body: JSON.stringify({
						html: '<a aria-controls="p" href="/confronta" onclick="window.pwned=1"><span data-count="7">7</span></a><div id="p" hidden><script>window.pwned=1</script></div>',
					}),
				}),
			);
			await dialog.locator('.vetrina-modal__actions').getByRole('button', { name: 'Chiudi' }).click();
			await (await listButton(page, 'compare')).click();
			await page.waitForFunction(() => document.querySelector('[data-vetrina="compare"] [data-count]')?.getAttribute('data-count') === '7');
			expect(await page.locator('[data-vetrina="compare"] script, [data-vetrina="compare"] [onclick]').count()).toBe(0);
			expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
			expect(errors).toEqual([]);
		});

		it.each(['malformed', 'html', '500'])('should survive a %s action answer with no dialog and no loader left', async (fault) => {
			const { page, errors } = await shop.open(PRODUCT.path);
			await shop.fault({ match: 'vpfmethod=addToCompare', fault, times: 1 });
			await (await listButton(page, 'compare')).click();
			await page.waitForFunction(() => !document.querySelector('[data-vetrina="list-button"][aria-busy]'));
			expect(await page.locator('dialog').count()).toBe(0);
			expect(errors).toEqual([]);
		});
	});
});
