/**
 * The real shop's journeys in every engine: bs5 under the sub-folder, the plugin installed, VirtueMart's
 * live search module given the live search (`searchPosition: 'search'`), the plugin's login link and cookie
 * banner as it prints them. Requests are read in the log of
 * the proxy the browsers go through (real-shop.ts), the same in every engine.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import { CART, HELMET, PRODUCTS } from '../real/cart-helpers.ts';
import { card } from '../real/lists.ts';
import { tokenInPage } from '../e2e/lists-helpers.ts';
import { dialogNamed, focused, islandsSettled, ready, text, value, waitFor, type Tab } from './driver.ts';
import { type Browsing, forEachEngine } from './harness.ts';
import { describeProxiedRealShop, type ProxiedRealShop } from './real-shop.ts';

// A shop boots (MariaDB and PHP) before the journeys; the pages of a real Joomla are slower than the demo's.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 90_000 });

const PRICE_RANGES = '/index.php/product-attributes/multiple-price-ranges-detail'; // 100 € up to 5, 80 € from 6 (net)
const STRING_VARIANT = '/index.php/product-variants/customfield-string-detail';
const CATEGORY = '/index.php/headpiece';
const ADDRESS = '/index.php/account/editaddresscartBT';
const USER = { username: 'vetrina-browsers', name: 'Lia Bianchi', password: 'Vetrina-Passw0rd!', email: 'lia.browsers@example.it' };
const SEARCH = 'form[data-vetrina="live-search"] input#mod_virtuemart_search';
const LOGIN_LINK = '.vetrina-header-lists [data-vetrina="login"]';
const LOGIN_FORM = 'dialog[open] form.mod-login';
const REFUSED = 'Username and password do not match or you do not have an account yet.';
const BANNER = '[data-vetrina="cookie-banner"]';
const CONSENT_CALL = { option: 'com_ajax', plugin: 'vetrina', group: 'system', format: 'json' };

/** Nothing is busy: the islands' calls have been answered and drawn. */
const idle = (tab: Tab) => tab.waitUntil(() => !document.querySelector('[aria-busy="true"]'), null);

describeProxiedRealShop('the real shop (bs5, sub-folder)', {}, (real: ProxiedRealShop) => {
	beforeAll(async () => {
		await real.shop.pluginParams({ searchPosition: 'search' });
		await real.shop.sql("UPDATE jvm_modules SET position='sidebar-right' WHERE module='mod_virtuemart_search'");
		await real.shop.addUser(USER);
	});
	const calls = (where: (query: Record<string, string>) => boolean) =>
		real
			.log()
			.filter((r) => where(r.query))
			.map(({ method, path, query, body }) => ({ method, path, query, ...(body ? { body } : {}) }));
	/** The posts whose form fields `where` accepts. */
	const posts = (where: (body: Record<string, string>) => boolean) => calls(() => true).filter((r) => r.method === 'POST' && r.body && where(r.body));

	forEachEngine((browsing: Browsing) => {
		/** A page with every island settled and nothing busy, the log cleared. */
		async function visit(path: string): Promise<Tab> {
			const tab = await browsing.open(real.at(path));
			await islandsSettled(tab);
			await idle(tab);
			real.clearLog();
			return tab;
		}
		/** Chooses an option of a select through the searchable select that stands for it, as the shopper does. */
		async function choose(tab: Tab, select: string, search: string, option: string): Promise<void> {
			const widget = `${select} + .vetrina-select`;
			// The searchable select is drawn once its select is in view.
			await tab.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center', behavior: 'instant' }), select);
			// Its select may hold another island too (the state select on the country): the widget itself is waited for.
			await waitFor(tab, `${widget} .vetrina-select-control`);
			await tab.click(`${widget} .vetrina-select-control`);
			await waitFor(tab, `${widget} [role="listbox"]`);
			// A long list has a search field (the shopper types and takes the first match with Enter); a short one is clicked.
			if (await tab.evaluate((sel) => !document.querySelector<HTMLInputElement>(sel)?.hidden, `${widget} .vetrina-select-search`)) {
				await tab.type(`${widget} .vetrina-select-search`, search);
				await tab.press('Enter');
			} else {
				const id = await tab.evaluate(
					([sel, name]) => [...document.querySelectorAll(`${sel} [role="option"]`)].find((o) => o.textContent?.trim() === name)?.id,
					[widget, option] as const,
				);
				if (!id) throw new Error(`no option "${option}" in ${widget}`);
				await tab.click(`#${id}`);
			}
			await tab.waitUntil(([sel, name]) => document.querySelector<HTMLSelectElement>(sel)!.selectedOptions[0]?.text.trim() === name, [select, option] as const);
		}
		/** Puts products in the tab's cart with VirtueMart's addJS call, once nothing of the page is running (Joomla's session has no lock). */
		async function fillCart(tab: Tab, lines: [string, number][]): Promise<void> {
			await tab.evaluate(
				async ([url, rows]) => {
					for (const [product, quantity] of rows) {
						const answer = await fetch(url, {
							method: 'POST',
							body: new URLSearchParams({ 'quantity[]': String(quantity), 'virtuemart_product_id[]': product }),
						});
						const { stat } = JSON.parse((await answer.text()).replace(/^\uFEFF/, '')) as { stat?: unknown };
						if (String(stat) !== '1') throw new Error(`product ${product} not added`);
					}
				},
				[real.at('/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json'), lines] as const,
			);
		}

		it('adds to the cart with plus and the button: VirtueMart’s message in the dialog, the cart module refreshed once', async () => {
			const tab = await visit(HELMET);
			await ready(tab, 'form.product');
			await tab.click('form.product .quantity-plus');
			await idle(tab);
			expect(await value(tab, 'form.product input[name="quantity[]"]')).toBe('2');
			real.clearLog();
			await tab.click('form.product [name="addtocart"]');
			await tab.waitUntil(() => (document.querySelector('dialog[open]')?.textContent ?? '').includes('2 x Safety Helmet was added to your cart.'), null);
			await tab.waitUntil(() => (document.querySelector('.vmCartModule')?.textContent ?? '').replace(/\s+/g, ' ').includes('2 x Safety Helmet'), null);
			await idle(tab);
			const adds = calls((q) => q.task === 'addJS');
			expect(adds).toHaveLength(1);
			expect(adds[0]).toMatchObject({
				method: 'GET',
				path: `${real.shop.base}/index.php`,
				query: { 'quantity[]': '2', 'virtuemart_product_id[]': PRODUCTS.helmet },
			});
			expect(calls((q) => q.task === 'viewJS')).toHaveLength(1);
			// The dialog took the focus as it opened (on its close button: VirtueMart's own links are its ways on): Esc closes it and gives the focus back.
			expect(await focused(tab, 'dialog[open] .vetrina-modal__close')).toBe(true);
			await tab.press('Escape');
			await waitFor(tab, 'dialog[open]', 'detached');
			expect(await focused(tab, 'form.product [name="addtocart"]')).toBe(true);
		});

		it('recalculates the price with the exact call and shows the answer', async () => {
			const tab = await visit(PRICE_RANGES);
			const price = '.product-price .PricesalesPrice';
			await tab.evaluate(() => void (document.querySelector<HTMLInputElement>('form.product input[name="quantity[]"]')!.value = ''), null);
			await tab.type('form.product input[name="quantity[]"]', '6');
			await tab.press('Tab');
			await tab.waitUntil((sel) => [...document.querySelectorAll(sel)].at(-1)?.textContent === '85,60 €', price);
			await idle(tab);
			expect(calls((q) => q.task === 'recalculate')).toEqual([
				{
					method: 'GET',
					path: `${real.shop.base}/index.php`,
					query: {
						option: 'com_virtuemart',
						view: 'productdetails',
						task: 'recalculate',
						format: 'json',
						nosef: '1',
						lang: 'en',
						'quantity[]': '6',
						'virtuemart_product_id[]': '168',
						pname: 'Multiple price ranges',
						pid: '168',
						Itemid: expect.stringMatching(/^\d+$/),
					},
				},
			]);
		});

		it('prices a customfield variant chosen in the searchable select with VirtueMart’s recalculation', async () => {
			const tab = await visit(STRING_VARIANT);
			const price = '.product-price .PricesalesPrice';
			expect(await tab.evaluate((sel) => [...document.querySelectorAll(sel)].at(-1)?.textContent, price)).toBe('11,00 €');
			await choose(tab, 'select[name="customProductData[171][13]"]', 'Expert', 'Expert +5,39 €');
			await tab.waitUntil((sel) => [...document.querySelectorAll(sel)].at(-1)?.textContent !== '11,00 €', price);
			await idle(tab);
			const recalculations = calls((q) => q.task === 'recalculate');
			expect(recalculations).toHaveLength(1);
			expect(recalculations[0]?.query).toMatchObject({
				'customProductData[171][13]': '10067',
				'customProductData[171][14]': '10063',
				'quantity[]': '1',
				'virtuemart_product_id[]': '171',
			});
		});

		it('compares from a category card: the exact call, "Item added" and the header count', async () => {
			const tab = await visit(CATEGORY);
			// The list buttons mount once scrolled into view.
			await tab.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center', behavior: 'instant' }), card('compare', PRODUCTS.helmet));
			await ready(tab, card('compare', PRODUCTS.helmet));
			const token = await tab.evaluate(tokenInPage, null);
			await tab.click(card('compare', PRODUCTS.helmet));
			await dialogNamed(tab, 'Item added');
			expect(await text(tab, 'dialog[open] .vetrina-message')).toBe('Safety Helmet was added to the compare list.');
			expect(calls((q) => q.vpfmethod === 'addToCompare')).toEqual([
				{
					method: 'GET',
					path: `${real.shop.base}/index.php`,
					query: {
						option: 'com_ajax',
						plugin: 'vetrina',
						group: 'system',
						format: 'json',
						[token]: '1',
						vpfmethod: 'addToCompare',
						product_id: PRODUCTS.helmet,
						product_name: 'Safety Helmet',
						Itemid: '101',
					},
				},
			]);
			await tab.waitUntil(() => document.querySelector('[data-vetrina="compare"] [data-count]')?.getAttribute('data-count') === '1', null);
		});

		it('adds to the wishlist once logged in with the page’s login form', async () => {
			const tab = await visit(HELMET);
			await tab.type('form.mod-login input[name="username"]', USER.username);
			await tab.type('form.mod-login input[name="password"]', USER.password);
			await tab.click('form.mod-login button[type="submit"]');
			await waitFor(tab, '.mod-login-logout', 'attached');
			await islandsSettled(tab);
			await idle(tab);
			await ready(tab, card('wishlist', PRODUCTS.helmet));
			real.clearLog();
			await tab.click(card('wishlist', PRODUCTS.helmet));
			await dialogNamed(tab, 'Item added');
			expect(await text(tab, 'dialog[open] .vetrina-message')).toBe('Safety Helmet was added to the wishlist.');
			expect(calls((q) => q.vpfmethod === 'addToWishlist')).toHaveLength(1);
			await tab.waitUntil(() => document.querySelector('[data-vetrina="wishlist"] [data-count]')?.getAttribute('data-count') === '1', null);
			// The list is the shopper's, kept by the shop: remove it again for the next engine's journey.
			await tab.press('Escape');
			await waitFor(tab, 'dialog[open]', 'detached');
			await tab.click('[data-vetrina="wishlist"] [aria-controls]');
			await tab.click(`[data-vetrina="wishlist"] [data-action="remove"][data-product-id="${PRODUCTS.helmet}"]`);
			await tab.waitUntil(() => document.querySelector('[data-vetrina="wishlist"] [data-count]')?.getAttribute('data-count') === '0', null);
		});

		it('logs in through the header link’s modal: Joomla’s refusal shown there, then the page Joomla answers with; out through the link', async () => {
			const tab = await visit(HELMET);
			await ready(tab, LOGIN_LINK);
			expect(await text(tab, LOGIN_LINK)).toBe('Log in');
			await tab.click(LOGIN_LINK);
			await dialogNamed(tab, 'Log in to your account');
			expect(await focused(tab, `${LOGIN_FORM} input[name="username"]`)).toBe(true);
			await tab.type(`${LOGIN_FORM} input[name="username"]`, USER.username);
			await tab.type(`${LOGIN_FORM} input[name="password"]`, 'not-the-password');
			const token = await tab.evaluate(tokenInPage, null);
			await tab.click(`${LOGIN_FORM} button[type="submit"]`);
			await waitFor(tab, 'dialog[open] [role="alert"]');
			expect(await text(tab, 'dialog[open] [role="alert"]')).toBe(REFUSED);
			// Posted in the background: the same page, the username kept and the keyboard on the emptied password.
			expect(await tab.url()).toBe(real.at(HELMET));
			expect(await value(tab, `${LOGIN_FORM} input[name="username"]`)).toBe(USER.username);
			expect(await value(tab, `${LOGIN_FORM} input[name="password"]`)).toBe('');
			expect(await focused(tab, `${LOGIN_FORM} input[name="password"]`)).toBe(true);
			const fields = {
				username: USER.username,
				option: 'com_users',
				task: 'user.login',
				return: Buffer.from(real.at(HELMET)).toString('base64'),
				[token]: '1',
				Submit: '',
			};
			expect(posts((body) => body.task === 'user.login')).toEqual([
				{ method: 'POST', path: `${real.shop.base}/index.php/headpiece/safety-helmet-detail`, query: {}, body: { ...fields, password: 'not-the-password' } },
			]);

			real.clearLog();
			await tab.type(`${LOGIN_FORM} input[name="password"]`, USER.password);
			await tab.click(`${LOGIN_FORM} button[type="submit"]`);
			await waitFor(tab, '.mod-login-logout', 'attached');
			await ready(tab, LOGIN_LINK);
			await islandsSettled(tab);
			expect(await tab.url()).toBe(real.at(HELMET));
			expect(await text(tab, '.mod-login-logout__login-greeting')).toBe(`Hi ${USER.name},`);
			expect(await text(tab, LOGIN_LINK)).toBe('Log out');
			expect(await tab.evaluate(() => document.querySelectorAll('dialog').length, null)).toBe(0);
			expect(posts((body) => body.task === 'user.login')).toEqual([
				{ method: 'POST', path: `${real.shop.base}/index.php/headpiece/safety-helmet-detail`, query: {}, body: { ...fields, password: USER.password } },
			]);

			real.clearLog();
			await tab.click(LOGIN_LINK);
			await waitFor(tab, 'form.mod-login', 'attached');
			expect(await tab.url()).toBe(real.at(HELMET));
			expect(posts((body) => body.task === 'user.logout')).toHaveLength(1);
		});

		it('shows the cookie banner to a new shopper; refusing and, through "Cookie preferences", accepting post their exact calls', async () => {
			const tab = await visit(HELMET);
			await ready(tab, 'cookie-banner');
			await waitFor(tab, BANNER);
			const token = await tab.evaluate((sel) => document.querySelector(`${sel} input[type="hidden"][value="1"]`)?.getAttribute('name') ?? '', BANNER);
			expect(token).toMatch(/^[0-9a-f]{32}$/);
			await tab.click(`${BANNER} .vetrina-consent-refuse`);
			await waitFor(tab, `${BANNER}[hidden]:not([data-state])`, 'attached');
			expect(posts((body) => body.vpfmethod === 'setCookieConsent')).toEqual([
				{ method: 'POST', path: `${real.shop.base}/index.php`, query: CONSENT_CALL, body: { vpfmethod: 'setCookieConsent', [token]: '1', consent: 'refused' } },
			]);

			// Remembered on the next page; the footer's link opens the banner again, the keyboard on its first answer.
			await tab.goto(real.at('/'));
			await islandsSettled(tab);
			await idle(tab);
			expect(await tab.evaluate((sel) => document.querySelector(sel)?.hasAttribute('hidden'), BANNER)).toBe(true);
			real.clearLog();
			await tab.click('.vetrina-consent-link a');
			await waitFor(tab, BANNER);
			// Where nothing brought the banner's island before, the press starts it, and it then moves the keyboard.
			await tab.waitUntil((sel) => !!document.activeElement?.matches(sel), `${BANNER} .vetrina-consent-refuse`);
			await tab.click(`${BANNER} .vetrina-consent-accept`);
			await waitFor(tab, `${BANNER}[hidden]:not([data-state])`, 'attached');
			expect(posts((body) => body.vpfmethod === 'setCookieConsent')).toEqual([
				{ method: 'POST', path: `${real.shop.base}/index.php`, query: CONSENT_CALL, body: { vpfmethod: 'setCookieConsent', [token]: '1' } },
			]);
			expect(await focused(tab, '.vetrina-consent-link a')).toBe(true);
			expect(new URL(await tab.url()).hash).toBe('');
		});

		it('updates a line’s quantity and removes a line of the cart in the background', async () => {
			const tab = await visit(HELMET);
			await fillCart(tab, [
				[PRODUCTS.helmet, 2],
				[PRODUCTS.cap, 1],
			]);
			await tab.goto(real.at(CART));
			await ready(tab, '#checkoutForm');
			await islandsSettled(tab);
			await idle(tab);
			real.clearLog();
			const replaced = async (change: () => Promise<void>) => {
				await tab.evaluate(() => document.querySelector('#checkoutForm')?.setAttribute('data-old', ''), null);
				await change();
				await waitFor(tab, '#checkoutForm:not([data-old])[data-island-state="ready"]', 'attached');
			};
			await replaced(async () => {
				await tab.evaluate(() => void (document.querySelector<HTMLInputElement>('[name="quantity[0]"]')!.value = ''), null);
				await tab.type('[name="quantity[0]"]', '3');
				await tab.press('Tab');
			});
			const [update] = calls((q) => q.tmpl === 'component');
			expect(update && { method: update.method, path: update.path, query: update.query }).toEqual({
				method: 'POST',
				path: `${real.shop.base}${CART}`,
				query: { tmpl: 'component' },
			});
			expect(update?.body).toMatchObject({
				'quantity[0]': '3',
				'quantity[1]': '1',
				'updatecart.0': '',
				task: 'updatecart',
				option: 'com_virtuemart',
				view: 'cart',
			});
			expect(await value(tab, '[name="quantity[0]"]')).toBe('3');
			// VirtueMart's word on the update is shown where the theme prints messages, and the page scrolls up to it,
			// as the reload would have shown it; the removal is pressed once the page stands still there.
			await tab.waitUntil(() => {
				const area = document.querySelector('#system-message-container');
				return (
					!!area?.querySelector('.vetrina-cart-message') && Math.max(0, Math.round(area.getBoundingClientRect().top + scrollY - 50)) === Math.round(scrollY)
				);
			}, null);
			real.clearLog();
			await replaced(() => tab.click('[name="delete.1"]'));
			expect(calls((q) => q.tmpl === 'component')[0]?.body).toMatchObject({ 'delete.1': '', 'quantity[0]': '3' });
			expect(await tab.evaluate(() => document.querySelectorAll('[name^="quantity["]').length, null)).toBe(1);
		});

		it('loads Italy’s provinces in the address form and requires one, and none for San Marino', async () => {
			const tab = await visit(HELMET);
			await fillCart(tab, [[PRODUCTS.helmet, 1]]);
			await tab.goto(real.at(ADDRESS));
			await ready(tab, '#virtuemart_state_id_field');
			await islandsSettled(tab);
			real.clearLog();
			const stateField = async () => {
				await waitFor(tab, '#virtuemart_state_id_field:not([aria-busy])', 'attached');
				return tab.evaluate(() => {
					const field = document.querySelector<HTMLSelectElement>('#virtuemart_state_id_field')!;
					return { options: field.options.length, first: field.options[1]?.text ?? null, required: field.required };
				}, null);
			};
			await choose(tab, '#virtuemart_country_id_field', 'San Marino', 'San Marino');
			expect(await stateField()).toMatchObject({ options: 1, required: false });
			await choose(tab, '#virtuemart_country_id_field', 'Italy', 'Italy');
			expect(await stateField()).toEqual({ options: 109, first: 'Agrigento', required: true });
			expect(calls((q) => q.view === 'state').map((r) => r.query.virtuemart_country_id)).toEqual(['182', '105']);
		});

		it('suggests products in VirtueMart’s search module as the shopper types; arrows and Enter open one', async () => {
			const tab = await visit('/');
			// A tap on the field brings live search in: its trigger is the shopper reaching for it.
			await tab.click(SEARCH);
			await ready(tab, 'form[data-vetrina="live-search"]');
			await tab.type(SEARCH, 'Helmet');
			// A pause between two keys longer than the island's typing pause sends a shorter query first ('He', whose
			// answer lists the helmet too): wait for the whole word's call, then for its answer, asked of the shop
			// here, to be the list shown.
			const searched = () => calls((q) => q.view === 'ajaxsearch' && q.keyword === 'Helmet');
			await vi.waitFor(() => expect(searched()).toHaveLength(1), { timeout: 10_000 });
			const [call] = searched();
			const answer = (await (await fetch(`${new URL(real.url).origin}${call!.path}?${new URLSearchParams(call!.query)}`)).json()) as {
				suggestions: { value: string; data: string }[];
			};
			await tab.waitUntil(
				([wanted]) => {
					const list = document.getElementById(document.querySelector('#mod_virtuemart_search')?.getAttribute('aria-controls') ?? '');
					return JSON.stringify([...(list?.querySelectorAll('[role="option"][data-url]') ?? [])].map((o) => o.getAttribute('data-url'))) === wanted;
				},
				[JSON.stringify(answer.suggestions.map((s) => s.data))] as const,
			);
			expect(answer.suggestions[0]?.value).toContain('Safety Helmet');
			await tab.press('ArrowDown');
			await tab.press('Enter');
			await tab.waitForUrl(/\/headpiece\/safety-helmet-detail$/);
			expect(await text(tab, 'h1')).toBe('Safety Helmet');
		});
	});
});
