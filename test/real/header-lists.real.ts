/**
 * The header lists the plugin serves on a stock shop (Cassiopeia, no theme framework): compare and wishlist
 * through its com_ajax calls, its dropdowns in `sidebar-right`, the list buttons after VirtueMart's
 * add-to-cart forms and the compare page; then what a hostile caller gets, and the wishlist table's life.
 */
import type { Page, Request } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { callOrder, describeRealShop, forEachRealShop, forEveryRealShop, islandsSettled, pressAtOnce, type RealHarness } from './harness.ts';
import { addFromCard, card, count, countIs, press } from './lists.ts';
import { axe, describeViolations } from '../e2e/axe.ts';
import { closeDialog } from '../e2e/fault-matrix.ts';
import { pageToken } from '../e2e/lists-helpers.ts';
import { wordsOf } from './words.ts';

const CAP = '/index.php/headpiece/cap-baseball-detail';
const AJAX = '/index.php?option=com_ajax&plugin=vetrina&group=system&format=json';
const COMPARE_PAGE = '/index.php/component/ajax?plugin=vetrina&group=system&format=html&task=compare';
const WISHLIST_PAGE = '/index.php/component/ajax?plugin=vetrina&group=system&format=html&task=wishlist';
const USER = { username: 'vetrina-lists', name: 'Lia Bianchi', password: 'Vetrina-Passw0rd!', email: 'lia.bianchi@example.it' };

const addUser = (harness: RealHarness, user: typeof USER) =>
	harness.shop.joomla(
		'user:add',
		`--username=${user.username}`,
		`--name=${user.name}`,
		`--password=${user.password}`,
		`--email=${user.email}`,
		'--usergroup=Registered',
		'-n',
	);

const callPath = (request: Request) => {
	const url = new URL(request.url());
	return url.pathname + url.search;
};

/** The result dialog of a list button says `message`; then it is closed with its Close button. */
async function closeAdded(page: Page, message: string, title = 'Item added'): Promise<void> {
	const dialog = page.getByRole('dialog', { name: title });
	await dialog.waitFor();
	expect(await dialog.locator('.vetrina-message').textContent()).toBe(message);
	await closeDialog(page);
}

/**
 * Logs in with the login module's form, or with the login modal's copy of it while the modal is open: the
 * login island posts it in the background and loads the page Joomla answers with, logged in.
 */
async function logIn(page: Page, user: typeof USER): Promise<void> {
	const inModal = page.locator('dialog[open] form.mod-login');
	const form = (await inModal.count()) ? inModal : page.locator('form.mod-login');
	await form.locator('input[name="username"]').fill(user.username);
	await form.locator('input[name="password"]').fill(user.password);
	await form.locator('button[type="submit"]').click();
	await page.waitForSelector('.mod-login-logout');
	await islandsSettled(page);
}

/** Logs out with the login module's own form (a plain post): the page comes back for a guest. */
async function logOut(page: Page): Promise<void> {
	await page.click('.mod-login-logout button[type="submit"]');
	await page.waitForSelector('form.mod-login');
	await islandsSettled(page);
}

forEveryRealShop((harness) => {
	const base = () => harness.shop.base;
	const words = () => wordsOf(harness.shop);
	const added = (name: string) => words().plugin('PLG_SYSTEM_VETRINA_COMPARE_ADDED', name);

	it('compares from a card and from a product page, counts in the header, removes on the compare page', async () => {
		const { page } = await openSettled(harness, '/index.php/headpiece');
		expect(await count(page, 'compare')).toBe('0');
		const token = await pageToken(page);
		const fromCard = await press(page, card('compare', PRODUCTS.helmet), 'addToCompare');
		expect(callPath(fromCard.request)).toBe(
			`${base()}${AJAX}&${token}=1&vpfmethod=addToCompare&product_id=${PRODUCTS.helmet}&product_name=Safety+Helmet&Itemid=101`,
		);
		expect(fromCard.answer).toMatchObject({ error: 0, msg: added('<strong>Safety Helmet</strong>') });
		await closeAdded(page, added('Safety Helmet'), words().vetrina('list-button.added'));
		await countIs(page, 'compare', '1');

		await page.goto(harness.at(CAP));
		await islandsSettled(page);
		expect(await count(page, 'compare')).toBe('1');
		const fromPage = await press(page, card('compare', PRODUCTS.cap), 'addToCompare');
		expect(fromPage.answer).toMatchObject({ error: 0, msg: added('<strong>Cap &quot;Baseball&quot;</strong>') });
		await closeAdded(page, added('Cap "Baseball"'), words().vetrina('list-button.added'));
		await countIs(page, 'compare', '2');

		await page.goto(harness.at(COMPARE_PAGE));
		await islandsSettled(page);
		const columns = page.locator('[data-list-page="compare"] thead th');
		expect(await columns.allTextContents()).toEqual(['Safety Helmet', 'Cap "Baseball"']);
		// Both ask for a choice at the cart (the helmet's bulk or retail, the cap's size): their pages offer it.
		expect(
			await page
				.locator('[data-list-page="compare"] .vp-sheet-actions a:not([data-vetrina])')
				.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
		).toEqual([`${base()}${HELMET}`, `${base()}${CAP}`]);
		const removed = await press(
			page,
			`[data-list-page="compare"] [data-list="compare"][data-action="remove"][data-product-id="${PRODUCTS.helmet}"]`,
			'removeFromCompare',
		);
		expect(removed.answer).toMatchObject({ error: 0, msg: words().plugin('PLG_SYSTEM_VETRINA_LIST_REMOVED', '<strong>Safety Helmet</strong>') });
		await page.waitForFunction(() => document.querySelectorAll('[data-list-page="compare"] thead th').length === 1);
		expect(await columns.allTextContents()).toEqual(['Cap "Baseball"']);
		await countIs(page, 'compare', '1');
	});
});

forEveryRealShop((harness) => {
	const words = () => wordsOf(harness.shop);
	const sheet = '[data-list-page="compare"] table';
	/** The compare list of a new guest: the helmet from its card, the cap from its page. */
	async function compareTwo(): Promise<Page> {
		const { page } = await openSettled(harness, '/index.php/headpiece');
		await addFromCard(page, 'compare', PRODUCTS.helmet, words().vetrina('list-button.added'));
		await addFromCard(page, 'compare', PRODUCTS.cap, words().vetrina('list-button.added'));
		return page;
	}
	/** What a row of the compare page says of each product: its label, then one cell per product. */
	const row = (page: Page, label: string) =>
		page
			.locator(`${sheet} tbody tr`)
			.filter({ has: page.locator('th', { hasText: label }) })
			.locator('th, td')
			.allTextContents();

	it('shows a compare button pressed while its product is in the list, after a reload and in another tab; a second press takes it out', async () => {
		const { page } = await openSettled(harness, CAP);
		const button = (on: Page) => on.locator(`${card('compare', PRODUCTS.cap)}[data-island-state="ready"]`);
		const state = (on: Page) =>
			button(on).evaluate((element) => [
				element.getAttribute('role'),
				element.getAttribute('aria-pressed'),
				element.textContent,
				element.getAttribute('title'),
			]);
		const label = words().plugin('PLG_SYSTEM_VETRINA_COMPARE_ADD');
		const inList = words().vetrina('list-button.in.compare');
		expect(await state(page)).toEqual(['button', 'false', label, label]);
		await press(page, card('compare', PRODUCTS.cap), 'addToCompare');
		await closeAdded(page, words().plugin('PLG_SYSTEM_VETRINA_COMPARE_ADDED', 'Cap "Baseball"'), words().vetrina('list-button.added'));
		const pressed = (on: Page, value: string) =>
			on.waitForFunction(
				([selector, want]) => document.querySelector(selector!)?.getAttribute('aria-pressed') === want,
				[card('compare', PRODUCTS.cap), value],
			);
		await pressed(page, 'true');
		expect(await state(page)).toEqual(['button', 'true', label, inList]);
		await page.reload();
		await islandsSettled(page);
		expect(await state(page)).toEqual(['button', 'true', label, inList]);

		const other = await page.context().newPage();
		await other.goto(harness.at(CAP));
		await islandsSettled(other);
		expect(await state(other)).toEqual(['button', 'true', label, inList]);
		// Space, as on any button: the same call a removal from the list sends.
		await button(other).focus();
		const removed = other.waitForResponse((response) => new URL(response.url()).searchParams.get('vpfmethod') === 'removeFromCompare');
		await other.keyboard.press('Space');
		expect(JSON.parse(await (await removed).text())).toMatchObject({ error: 0 });
		await pressed(other, 'false');
		expect(await state(other)).toEqual(['button', 'false', label, label]);
		expect(await other.getByRole('dialog').count()).toBe(0);
		// The first tab follows.
		await pressed(page, 'false');
		await countIs(page, 'compare', '0');
	});

	it('compares pictures, prices, SKUs and the custom fields side by side, under a title and breadcrumb of its own', async () => {
		const page = await compareTwo();
		await page.goto(harness.at(COMPARE_PAGE));
		await islandsSettled(page);
		const title = words().plugin('PLG_SYSTEM_VETRINA_COMPARE_TITLE');
		expect(await page.title()).toBe(title);
		expect(await page.locator('[data-list-page="compare"] h1').textContent()).toBe(title);
		expect((await page.locator('.mod-breadcrumbs').textContent())?.replace(/\s+/g, ' ')).toContain(title);
		// Each product's picture, loaded: VirtueMart makes a thumbnail no page had asked for yet.
		await page.waitForFunction((selector) => [...document.querySelectorAll<HTMLImageElement>(`${selector} thead img`)].every((image) => image.complete), sheet);
		expect(await page.locator(`${sheet} thead img`).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0))).toEqual([
			true,
			true,
		]);
		// The prices their own pages show this guest.
		const prices: string[] = [];
		for (const path of [HELMET, CAP]) {
			const product = await page.context().newPage();
			await product.goto(harness.at(path));
			prices.push((await product.locator('.product-price span.PricesalesPrice').last().textContent())!.trim());
			await product.close();
		}
		expect(await row(page, words().plugin('PLG_SYSTEM_VETRINA_SHEET_PRICE'))).toEqual([words().plugin('PLG_SYSTEM_VETRINA_SHEET_PRICE'), ...prices]);
		expect(await row(page, words().plugin('PLG_SYSTEM_VETRINA_SHEET_SKU'))).toEqual([words().plugin('PLG_SYSTEM_VETRINA_SHEET_SKU'), 'XSF', 'PRCB']);
		// A property of both (a string field shown at the cart), in a row of its own.
		expect(await row(page, 'String, attribute')).toEqual(['String, attribute', 'Color: yellow, Logo: monochrome', 'Color: red, Logo: monochrome']);
		expect(describeViolations(await axe(page, '[data-list-page="compare"]'))).toEqual([]);
	});

	it('adds and removes without JavaScript: a list button leads to its list page offering the change, whose form makes it', async () => {
		const { page } = await harness.open(CAP, { javaScriptEnabled: false });
		const messages = () =>
			page
				.locator('#system-message-container')
				.textContent()
				.then((text) => text ?? '');
		const offer = page.locator('form.vp-list-offer');
		await Promise.all([page.waitForURL(/task=compare/), page.click(card('compare', PRODUCTS.cap))]);
		expect(new URL(page.url()).searchParams.get('action')).toBe('add');
		expect(await offer.locator('strong').textContent()).toBe('Cap "Baseball"');
		// A link brings the offer only: nothing is added until its form, which carries the token, is sent.
		expect(await page.locator(sheet).count()).toBe(0);
		const sent = page.waitForRequest((request) => request.method() === 'POST');
		await offer.getByRole('button', { name: words().plugin('PLG_SYSTEM_VETRINA_COMPARE_ADD') }).click();
		expect(new URLSearchParams((await sent).postData()!).get('product_id')).toBe(String(PRODUCTS.cap));
		await page.waitForURL((url) => !url.searchParams.has('action'));
		expect(await messages()).toContain(words().plugin('PLG_SYSTEM_VETRINA_COMPARE_ADDED', 'Cap "Baseball"'));
		expect(await page.locator(`${sheet} thead th`).allTextContents()).toEqual(['Cap "Baseball"']);
		// Its remove button, the same way.
		await Promise.all([page.waitForURL(/action=remove/), page.click(`${sheet} .vp-list-button[data-action="remove"]`)]);
		await offer.getByRole('button', { name: words().plugin('PLG_SYSTEM_VETRINA_COMPARE_REMOVE') }).click();
		await page.waitForURL((url) => !url.searchParams.has('action'));
		expect(await messages()).toContain(words().plugin('PLG_SYSTEM_VETRINA_LIST_REMOVED', 'Cap "Baseball"'));
		expect(await page.locator('.vp-list-empty').count()).toBe(1);
		// A guest's wishlist leads to the login, saying why.
		await page.goto(harness.at(CAP));
		await page.click(card('wishlist', PRODUCTS.cap));
		await offer.getByRole('button', { name: words().plugin('PLG_SYSTEM_VETRINA_WISHLIST_ADD') }).click();
		await page.waitForURL(/view=login|\/login/);
		expect(await messages()).toContain(words().plugin('PLG_SYSTEM_VETRINA_WISHLIST_LOGIN'));
		// The form sent from elsewhere, without the token, changes nothing.
		const forged = await page.request.post(harness.at(`${COMPARE_PAGE}`), { form: { action: 'add', product_id: String(PRODUCTS.cap) } });
		expect(await forged.text()).toContain(words().plugin('PLG_SYSTEM_VETRINA_TOKEN_INVALID'));
		await page.goto(harness.at(COMPARE_PAGE));
		expect(await page.locator('.vp-list-empty').count()).toBe(1);
	});

	it('scrolls the comparison sideways on a phone, its labels staying in view', async () => {
		const page = await compareTwo();
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto(harness.at(COMPARE_PAGE));
		await islandsSettled(page);
		const region = page.getByRole('region', { name: words().plugin('PLG_SYSTEM_VETRINA_COMPARE_TITLE') });
		const sizes = await region.evaluate((element) => ({
			page: document.documentElement.scrollWidth,
			client: element.clientWidth,
			scroll: element.scrollWidth,
		}));
		expect(sizes.page).toBeLessThanOrEqual(390);
		expect(sizes.scroll).toBeGreaterThan(sizes.client);
		const label = page.locator(`${sheet} tbody th`).first();
		const before = (await label.boundingBox())!.x;
		await region.evaluate((element) => element.scrollBy({ left: 200 }));
		await page.waitForFunction((selector) => document.querySelector(selector)!.parentElement!.scrollLeft > 0, sheet);
		expect((await label.boundingBox())!.x).toBe(before);
		expect(describeViolations(await axe(page, '[data-list-page="compare"]'))).toEqual([]);
		expect(
			await page
				.locator(`${sheet} thead img`)
				.first()
				.evaluate((image) => (image as HTMLImageElement).naturalWidth > 0),
		).toBe(true);
	});
});

forEachRealShop((harness) => {
	const base = () => harness.shop.base;

	beforeAll(() => addUser(harness, USER));

	it("opens a list over the page, the header's row left as it was, on a phone's screen too", async () => {
		for (const width of [1280, 390]) {
			const { page } = await harness.open('/index.php/headpiece', { viewport: { width, height: 800 } });
			const block = page.locator('.vetrina-header-lists');
			const toggle = block.locator('[data-vetrina="compare"] .vp-dropdown-toggle');
			// Where nothing else brings the core (a phone's first screen of a listing), the list waits for the shopper.
			await toggle.hover();
			await block.locator('[data-vetrina="compare"][data-island-state="ready"]').waitFor({ state: 'attached' });
			await islandsSettled(page);
			await toggle.scrollIntoViewIfNeeded();
			const row = () =>
				block.evaluate((element) =>
					[element, ...element.querySelectorAll('.vp-dropdown-toggle, .vp-login-link')].map((box) => {
						const { x, y, width, height } = box.getBoundingClientRect();
						return [x, y, width, height].map(Math.round);
					}),
				);
			const closed = await row();
			await toggle.click();
			await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
			expect(await row(), `at ${width} px`).toEqual(closed);
			const placed = await block.evaluate((element) => {
				const panel = element.querySelector('#vp-compare-panel')!.getBoundingClientRect();
				const under = element.getBoundingClientRect().bottom;
				const middle = document.elementFromPoint(panel.x + panel.width / 2, panel.y + panel.height / 2);
				return {
					below: panel.top >= under - 1,
					onScreen: panel.left >= 0 && panel.right <= document.documentElement.clientWidth,
					onTop: !!middle?.closest('#vp-compare-panel'),
				};
			});
			expect(placed, `at ${width} px`).toEqual({ below: true, onScreen: true, onTop: true });
			await page.keyboard.press('Escape');
			await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
		}
	});

	it('keeps every product of three pressed at once: each change is sent once the one before it has ended', async () => {
		const { page } = await openSettled(harness, '/index.php/headpiece');
		const buttons = [PRODUCTS.helmet, PRODUCTS.cap, PRODUCTS.hat].map((id) => card('compare', id));
		for (const button of buttons) {
			await page.locator(button).first().scrollIntoViewIfNeeded();
			await page.locator(`${button}[data-island-state="ready"]`).first().waitFor();
		}
		// Joomla writes the whole session back as each call ends: calls that overlap keep one product of three.
		const query = (request: Request) => new URL(request.url()).searchParams;
		const calls = callOrder(
			page,
			(request) => query(request).get('vpfmethod') === 'addToCompare',
			(request) => String(query(request).get('product_id')),
		);
		await pressAtOnce(page, buttons);
		await countIs(page, 'compare', '3');
		await expect.poll(() => calls.length).toBe(6);
		expect(calls).toEqual([`sent ${PRODUCTS.helmet}`, 'ended', `sent ${PRODUCTS.cap}`, 'ended', `sent ${PRODUCTS.hat}`, 'ended']);
		await page.goto(harness.at(COMPARE_PAGE));
		await islandsSettled(page);
		expect(await page.locator('[data-list-page="compare"] thead th').allTextContents()).toEqual(['Safety Helmet', 'Cap "Baseball"', 'Cowboy Hat']);
	});

	it('asks a guest to log in for the wishlist and adds the product once logged in, then keeps the wishlist across logout and login', async () => {
		const { page } = await openSettled(harness, HELMET);
		const refused = (await press(page, card('wishlist', PRODUCTS.helmet), 'addToWishlist')).answer;
		expect(refused).toMatchObject({ error: 2, msg: 'Log in to use the wishlist.', html: '' });
		// The login modal opens with its copy of the login module's form and the server's reason.
		const login = page.getByRole('dialog', { name: 'Log in to your account' });
		await login.getByRole('alert').waitFor();
		expect(await login.getByRole('alert').textContent()).toBe('Log in to use the wishlist.');
		expect(await login.locator('form.mod-login').count()).toBe(1);
		// Every wishlist add from here on: the one the guest pressed is sent by the page the login loads.
		const adds: Request[] = [];
		page.on('request', (request) => new URL(request.url()).searchParams.get('vpfmethod') === 'addToWishlist' && adds.push(request));
		await logIn(page, USER);
		expect(new URL(page.url()).pathname).toBe(`${base()}${HELMET}`);
		await countIs(page, 'wishlist', '1');
		expect(adds.map(callPath)).toEqual([
			`${base()}${AJAX}&${await pageToken(page)}=1&vpfmethod=addToWishlist&product_id=${PRODUCTS.helmet}&product_name=Safety+Helmet&Itemid=101`,
		]);
		expect(await (await adds[0]!.response())!.json()).toMatchObject({ error: 0, msg: '<strong>Safety Helmet</strong> was added to the wishlist.' });
		await page.click('[data-vetrina="wishlist"] [aria-controls]');
		expect(await page.locator('[data-vetrina="wishlist"] .vp-dropdown-item > a:not(.vp-list-button)').allTextContents()).toEqual(['Safety Helmet']);
		// Once: the same page loaded again sends no add.
		await page.reload();
		await islandsSettled(page);
		expect(await count(page, 'wishlist')).toBe('1');
		expect(adds).toHaveLength(1);

		await logOut(page);
		expect(await count(page, 'wishlist')).toBe('0');
		await logIn(page, USER);
		expect(await count(page, 'wishlist')).toBe('1');

		// The wishlist's page: the compare page's sheet, without a row per custom field.
		await page.goto(harness.at(WISHLIST_PAGE));
		await islandsSettled(page);
		expect(await page.title()).toBe('My wishlist');
		const sheet = page.locator('[data-list-page="wishlist"] table');
		expect(await sheet.locator('thead th').allTextContents()).toEqual(['Safety Helmet']);
		expect(await sheet.locator('tbody th').allTextContents()).toEqual(expect.arrayContaining(['Price', 'SKU']));
		expect(await sheet.locator('tbody th').allTextContents()).not.toContain('String, attribute');
		expect(describeViolations(await axe(page, '[data-list-page="wishlist"]'))).toEqual([]);
		await page.goto(harness.at(HELMET));
		await islandsSettled(page);
		await page.click('[data-vetrina="wishlist"] [aria-controls]');
		const removed = await press(page, `[data-vetrina="wishlist"] [data-action="remove"][data-product-id="${PRODUCTS.helmet}"]`, 'removeFromWishlist');
		expect(removed.answer).toMatchObject({ error: 0, msg: '<strong>Safety Helmet</strong> was removed from the list.' });
		await countIs(page, 'wishlist', '0');
	});
});

describeRealShop('the header lists against hostile callers, and the wishlist table (bs5)', {}, (harness) => {
	const HOSTILE = `<img src=x onerror=alert(1)>"&'`;
	const OTHER = { ...USER, username: 'vetrina-other', email: 'other@example.it' };

	beforeAll(async () => {
		await Promise.all([addUser(harness, USER), addUser(harness, OTHER)]);
		await harness.shop.sql(
			`UPDATE jvm_virtuemart_products_en_gb SET product_name='${HOSTILE.replaceAll("'", "\\'")}' WHERE virtuemart_product_id=${PRODUCTS.cap}`,
		);
	});

	/** A page of the shop (its session) and a GET of the plugin's call from it. */
	async function session(path = HELMET) {
		const { page } = await openSettled(harness, path);
		const call = async (query: string) => (await page.request.get(harness.at(`${AJAX}&${query}`))).json();
		return { page, call, token: await pageToken(page) };
	}

	it('refuses list changes without the form token, and names no product for a forged id', async () => {
		const { page, call, token } = await session();
		const refused = { msg: 'Invalid security token. Reload the page.', error: 1, url: '', html: '' };
		expect(await call(`vpfmethod=addToCompare&product_id=${PRODUCTS.helmet}`)).toEqual(refused);
		expect(await call(`vpfmethod=addToCompare&product_id=${PRODUCTS.helmet}&${'0'.repeat(32)}=1`)).toEqual(refused);
		expect(await call(`vpfmethod=removeFromWishlist&product_id=${PRODUCTS.helmet}`)).toEqual(refused);
		// An id that is no number is no request of the islands': refused as one the plugin could not read.
		expect(await call(`vpfmethod=addToCompare&product_id=${encodeURIComponent("' OR 1=1 -- ")}&${token}=1`)).toEqual({
			msg: 'The request could not be read. Reload the page and try again.',
			error: 1,
			url: '',
			html: '',
		});
		expect(await call(`vpfmethod=addToCompare&product_id=99999&${token}=1`)).toEqual({ msg: 'Product not found.', error: 1, url: '', html: '' });
		const module = await (await page.request.get(harness.at('/index.php?option=com_ajax&module=vp_compare&method=get&format=json'))).json();
		expect(module.html).toContain('data-count="0"');
	});

	it('escapes a product name in the answer, the dropdown and the compare page', async () => {
		const { page, call, token } = await session();
		const answer = await call(`vpfmethod=addToCompare&product_id=${PRODUCTS.cap}&product_name=${encodeURIComponent('<script>x</script>')}&${token}=1`);
		const escaped = '&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#039;';
		expect(answer.msg).toBe(`<strong>${escaped}</strong> was added to the compare list.`);
		expect(answer.html).toContain(`>${escaped}</a>`);
		expect(answer.html).toContain(`data-product-name="${escaped}"`);
		expect(answer.html).not.toMatch(/<img|<script/);
		await page.goto(harness.at(COMPARE_PAGE));
		expect(await page.locator('[data-list-page="compare"] thead th').allTextContents()).toEqual([HOSTILE]);
		// The only pictures are the products' own: the name made none.
		expect(await page.locator('[data-list-page="compare"] img:not(.vp-sheet-image), [data-list-page="compare"] [onerror]').count()).toBe(0);
	});

	it('records cookie consent only from a POST with the token', async () => {
		const { page, token } = await session();
		const consent = (form: Record<string, string>) => page.request.post(harness.at(AJAX), { form: { vpfmethod: 'setCookieConsent', ...form } });
		expect(await (await consent({ consent: 'refused' })).json()).toMatchObject({ error: 1 });
		expect(await (await page.request.get(harness.at(`${AJAX}&vpfmethod=setCookieConsent&${token}=1`))).json()).toMatchObject({ error: 1 });
		const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'vetrina_cookie_consent');
		expect(await cookie()).toBeUndefined();
		expect(await (await consent({ consent: 'refused', [token]: '1' })).json()).toEqual({ msg: '', error: 0, url: '', html: '' });
		expect(await cookie()).toMatchObject({ value: 'refused', httpOnly: true, sameSite: 'Lax', path: '/' });
		await consent({ [token]: '1' });
		expect((await cookie())?.value).toBe('accepted');
	});

	it('keeps each shopper’s wishlist to themselves and forgets it when Joomla deletes the user', async () => {
		const rows = async () => (await harness.shop.sql('SELECT user_id, product_id FROM jvm_vetrina_wishlist ORDER BY user_id')).trim();
		const shopper = await session();
		await logIn(shopper.page, USER);
		const add = await shopper.call(`vpfmethod=addToWishlist&product_id=${PRODUCTS.helmet}&${await pageToken(shopper.page)}=1`);
		expect(add).toMatchObject({ error: 0 });
		const id = (await harness.shop.sql(`SELECT id FROM jvm_users WHERE username='${USER.username}'`)).trim();
		expect(await rows()).toBe(`${id}\t${PRODUCTS.helmet}`);

		const other = await session();
		await logIn(other.page, OTHER);
		expect(await count(other.page, 'wishlist')).toBe('0');
		const removal = await other.call(`vpfmethod=removeFromWishlist&product_id=${PRODUCTS.helmet}&ajax=1&${await pageToken(other.page)}=1`);
		expect(removal).toMatchObject({ error: 1 });
		expect(await rows()).toBe(`${id}\t${PRODUCTS.helmet}`);

		await harness.shop.joomla('user:delete', `--username=${USER.username}`, '-n');
		expect(await rows()).toBe('');
	});

	it('creates its tables on install and leaves none behind once uninstalled', async () => {
		expect((await harness.shop.sql("SHOW TABLES LIKE '%vetrina%'")).trim().split('\n')).toEqual([
			'jvm_vetrina_compare',
			'jvm_vetrina_search_rate',
			'jvm_vetrina_wishlist',
		]);
		expect(await harness.shop.uninstall()).toContain('Extension removed!');
		expect(await harness.shop.sql("SHOW TABLES LIKE '%vetrina%'")).toBe('');
	});
});
