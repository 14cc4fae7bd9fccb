import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { CLIENT_TIMEOUT, cells, closeDialog, matrix, type Row } from './fault-matrix.ts';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT, addToCart } from './lists-helpers.ts';
import { cartFailure } from './cart-messages.ts';

/**
 * Fault matrix, page calls: states, price, add to cart, in-place content, cart form, live
 * search and the quick-view frame, each × every fault.
 */
const shop = useShop({ clientTimeout: CLIENT_TIMEOUT });
const CART = '/index.php?option=com_virtuemart&view=cart';
const DISCS = '/prodotti/abrasivi/dischi-abrasivi';
const TIERED = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail'; // -5% from 6 pieces
const PRICE = '.productdetails-view .product-price span.PricesalesPrice';
const SILICONE = '#checkoutForm input[name^="quantity[52:"]';

const recalcOf = (quantity: number) => (r: { url(): string }) =>
	r.url().includes('task=recalculate') && new URL(r.url()).searchParams.get('quantity[]') === String(quantity);
const salesPrice = async (response: Promise<{ text(): Promise<string> }>) =>
	(JSON.parse((await (await response).text()).replace(/^\uFEFF+/, '')) as { salesPrice: string }).salesPrice;
const showsPrice = (page: Page, price: string) => page.waitForFunction(([sel, p]) => document.querySelector(sel)?.textContent === p, [PRICE, price] as const);

async function goto(page: Page, path: string, ready: string): Promise<void> {
	await page.goto(shop.url + path);
	await page.waitForSelector(`${ready}[data-island-state="ready"]`, { state: 'attached' });
	await islandsSettled(page);
}

const heading = (page: Page) => page.locator('.productdetails-view h1').first().textContent();
let before: string | null = null;
let middle: string | null = null;
let clicks = 0;
interface PriceAnswer {
	salesPrice?: string;
}
/** The price answers of the latest press on plus, and how to stop recording them. */
let answers: PriceAnswer[] = [];
let stopRecording = () => {};
let fivePieces = '';
let cartQuantity = 0;

const pageRows: Row[] = [
	{
		call: 'states of a country',
		match: 'view=state',
		tolerates: ['bom'],
		// The client caches states per id set: a fresh page forgets them.
		arrange: (w) => goto(w.page, '/indirizzo?addrtype=BT', '#virtuemart_country_id_field'),
		// Germany: its states (Baden-Württemberg is 400) replace Italy's.
		act: (page) => page.selectOption('#virtuemart_country_id_field', '81', { force: true }).then(() => {}),
		succeeded: (page) => page.waitForSelector('#virtuemart_state_id_field option[value="400"]', { state: 'attached' }).then(() => {}),
		async failed(page) {
			expect(await page.locator('#virtuemart_state_id_field option[value="400"]').count()).toBe(0);
		},
		// Austria (Burgenland is 200) answered late, Germany on time: Germany's states stay.
		outOfOrder: {
			first: async (page) =>
				void (await Promise.all([
					page.waitForRequest((r) => r.url().includes('country_id=14')),
					page.selectOption('#virtuemart_country_id_field', '14', { force: true }),
				])),
			second: (page) => page.selectOption('#virtuemart_country_id_field', '81', { force: true }).then(() => {}),
			async newest(page) {
				await page.waitForSelector('#virtuemart_state_id_field option[value="400"]', { state: 'attached' });
				expect(await page.locator('#virtuemart_state_id_field option[value="200"]').count()).toBe(0);
			},
		},
	},
	{
		call: 'price recalculation',
		match: 'task=recalculate',
		tolerates: ['bom'],
		async arrange(w) {
			if (new URL(w.page.url()).pathname !== PRODUCT.path) await goto(w.page, PRODUCT.path, 'form.product');
		},
		async act(page) {
			// Every answer of this press, each act its own list: an earlier act's late answer (or one the
			// page aborted, whose body cannot be read) is never taken for this one's.
			const mine: PriceAnswer[] = [];
			answers = mine;
			stopRecording();
			const record = (r: Response) => {
				if (!r.url().includes('task=recalculate')) return;
				// A spoiled answer (malformed, notice) is not recorded.
				r.text().then(
					(text) => {
						try {
							mine.push(JSON.parse(text.replace(/^\uFEFF+/, '')));
						} catch {}
					},
					() => {},
				);
			};
			page.on('response', record);
			stopRecording = () => page.off('response', record);
			await page.click('.productdetails-view .quantity-plus');
		},
		async succeeded(page) {
			await expect.poll(() => answers.at(-1)?.salesPrice, { timeout: 10_000 }).toBeTruthy();
			await showsPrice(page, answers.at(-1)!.salesPrice!);
		},
		// 6 pieces (the 5% tier) answered late, then 5 pieces on time: the price of 5 stays.
		outOfOrder: {
			async arrange(w) {
				await goto(w.page, TIERED, 'form.product');
				const five = w.page.waitForResponse(recalcOf(5));
				await w.page.fill('.productdetails-view input[name="quantity[]"]', '5');
				await w.page.dispatchEvent('.productdetails-view input[name="quantity[]"]', 'change');
				fivePieces = await salesPrice(five);
				await showsPrice(w.page, fivePieces);
			},
			first: async (page) => void (await Promise.all([page.waitForRequest(recalcOf(6)), page.click('.productdetails-view .quantity-plus')])),
			second: (page) => page.click('.productdetails-view .quantity-minus'),
			async newest(page) {
				await showsPrice(page, fivePieces);
				expect(await page.inputValue('.productdetails-view input[name="quantity[]"]')).toBe('5');
			},
		},
	},
	{
		call: 'add to cart (pop-up)',
		match: 'task=addJS',
		tolerates: ['bom'],
		async arrange(w) {
			if (new URL(w.page.url()).pathname !== PRODUCT.path) await goto(w.page, PRODUCT.path, 'form.product');
		},
		skip: { 'out of order': 'one add at a time: the button is busy until its answer, and the dialog that follows is modal' },
		act: (page) => page.click('.productdetails-view input[name="addtocart"]'),
		succeeded: (page) => page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor(),
		tidy: closeDialog,
		async failed(page) {
			// Logged, and the shopper sees a line under the button rather than nothing.
			await page.locator('.productdetails-view .vetrina-pf-notice').waitFor();
			expect(await page.locator('dialog[open]').count()).toBe(0);
		},
	},
	{
		call: 'in-place content update',
		match: 'dynamic=1',
		tolerates: ['bom', 'notice'],
		async arrange(w) {
			if (!(await w.page.locator('.productdetails-view a.next-page').count())) await goto(w.page, PRODUCT.path, '.productdetails-view');
		},
		async act(page) {
			before = await heading(page);
			await page.click('.productdetails-view a.next-page');
		},
		succeeded: (page) =>
			page
				.waitForFunction((old) => {
					const h1 = document.querySelector('.productdetails-view h1')?.textContent;
					return h1 && h1 !== old && !document.querySelector('.productdetails-view[aria-busy]');
				}, before)
				.then(() => {}),
		// Previous product answered late, next product on time: the next product stays.
		outOfOrder: {
			async first(page) {
				middle = (await page.locator('.productdetails-view a.next-page').getAttribute('href'))!;
				await goto(page, middle, '.productdetails-view');
				before = await page.locator('.productdetails-view a.next-page').getAttribute('href');
				await Promise.all([page.waitForRequest((r) => r.url().includes('dynamic=1')), page.click('.productdetails-view a.previous-page')]);
			},
			second: (page) => page.click('.productdetails-view a.next-page'),
			async newest(page) {
				await page.waitForFunction((url) => location.pathname === url && !document.querySelector('.productdetails-view[aria-busy]'), before);
				// The content is the next product's: its own previous link points back at the middle one.
				expect(await page.locator('.productdetails-view a.previous-page').getAttribute('href')).toBe(middle);
			},
		},
		async failed(page) {
			// The old content stays (docs/behaviour.md#error-catalogue).
			await page.waitForFunction(() => !document.querySelector('.productdetails-view[aria-busy]'));
			expect(await heading(page)).toBe(before);
		},
	},
	{
		call: 'cart/checkout form update',
		match: 'view=cart&Itemid=101&tmpl=component',
		method: 'POST',
		tolerates: ['bom', 'notice'],
		async arrange(w) {
			if (await w.page.locator('#checkoutForm').count()) return;
			await addToCart(w.page, shop.url, '52', 12);
			await goto(w.page, CART, '#checkoutForm');
		},
		async act(page) {
			await page.evaluate(() => ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true));
			// Up and down by one box: the quantity stays between its minimum and the stock.
			await page.getByRole('button', { name: clicks++ % 2 ? /Diminuisci la quantità di Silicone/ : /Aumenta la quantità di Silicone/ }).click();
		},
		succeeded: (page) =>
			page
				.waitForFunction(() => {
					const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
					return form && !form.old && form.getAttribute('data-island-state') === 'ready';
				})
				.then(() => {}),
		async failed(page, fault) {
			const alert = page.getByRole('alertdialog');
			await alert.waitFor();
			expect(await alert.locator('.vetrina-message').textContent()).toBe(cartFailure(fault === '404' ? 'Pagina non trovata' : undefined));
			await closeDialog(page);
		},
		// Two boxes more, the first answered late: the second post carries both, and the late answer
		// (one box more) never replaces the newer cart.
		outOfOrder: {
			async first(page) {
				cartQuantity = Number(await page.inputValue(SILICONE));
				await page.evaluate(() => ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true));
				await Promise.all([
					page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('tmpl=component')),
					page.getByRole('button', { name: /Aumenta la quantità di Silicone/ }).click(),
				]);
			},
			second: (page) => page.getByRole('button', { name: /Aumenta la quantità di Silicone/ }).click(),
			async newest(page) {
				await page.waitForFunction(() => {
					const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
					return Boolean(form && !form.old && form.getAttribute('data-island-state') === 'ready' && !form.hasAttribute('aria-busy'));
				});
				expect(await page.inputValue(SILICONE)).toBe(String(cartQuantity + 24));
			},
		},
	},
	{
		call: 'live search',
		match: 'view=ajaxsearch',
		tolerates: ['bom'],
		// Answers are cached per query: a fresh page forgets them. Live search comes when the shopper reaches for
		// the field: the search opened and closed again, as each case opens it itself.
		async arrange({ page }) {
			await goto(page, '/', '[data-vetrina="search-overlay"]');
			await page.click('.vp-search-open');
			await page.waitForSelector('form[data-vetrina="live-search"][data-island-state="ready"]', { state: 'attached' });
			await page.keyboard.press('Escape');
			await page.locator('#vp-search-keyword').waitFor({ state: 'hidden' });
		},
		async act(page) {
			if (!(await page.locator('#vp-search-keyword').isVisible())) await page.click('.vp-search-open');
			await page.fill('#vp-search-keyword', '');
			await page.fill('#vp-search-keyword', 'vite');
		},
		succeeded: (page) => page.waitForSelector('[role="listbox"] [role="option"][data-url]').then(() => {}),
		// "trapano" answered late, "disco" on time: the disc suggestions stay.
		outOfOrder: {
			async first(page) {
				await page.click('.vp-search-open');
				await Promise.all([page.waitForRequest((r) => r.url().includes('keyword=trapano')), page.fill('#vp-search-keyword', 'trapano')]);
			},
			second: (page) => page.fill('#vp-search-keyword', 'disco'),
			async newest(page) {
				await page.waitForSelector('[role="listbox"] [role="option"][data-url]');
				const texts = await page.locator('[role="listbox"] [role="option"]').allTextContents();
				expect(texts.some((t) => /disc/i.test(t))).toBe(true);
				expect(texts.some((t) => /trapan/i.test(t))).toBe(false);
			},
		},
		async failed(page) {
			expect(await page.locator('[role="listbox"] [role="option"]:visible').count()).toBe(0);
		},
	},
	{
		call: 'quick-view frame',
		match: 'quickview=1',
		tolerates: ['bom', 'notice'],
		skip: {
			malformed: 'a frame shows the 200 document the server sent; nothing to parse on the client',
			html: 'a frame shows the 200 document the server sent; nothing to parse on the client',
			empty: 'a frame shows the 200 document the server sent; nothing to parse on the client',
			'out of order': 'one frame at a time: the quick view is a modal dialog',
		},
		async arrange(w) {
			if (new URL(w.page.url()).pathname !== DISCS) await goto(w.page, DISCS, '[data-vetrina="quick-view"]');
		},
		async act(page) {
			const button = page.locator('[data-vetrina="quick-view"][data-island-state="ready"]').first();
			await button.scrollIntoViewIfNeeded();
			await button.click();
		},
		succeeded: (page) => page.waitForSelector('dialog.vetrina-quick-view .vetrina-frame[data-state="ready"]').then(() => {}),
		tidy: async (page) => {
			await page.keyboard.press('Escape');
			await page.waitForSelector('dialog.vetrina-quick-view', { state: 'detached' });
		},
		async failed(page) {
			await page.getByText('Impossibile caricare il contenuto richiesto. Riprova più tardi.').waitFor();
			await page.keyboard.press('Escape');
			await page.waitForSelector('dialog.vetrina-quick-view', { state: 'detached' });
		},
	},
];

describe(`fault matrix: page calls (${cells(pageRows)} cells)`, { timeout: 60_000 }, () => {
	matrix(shop, pageRows);
});
