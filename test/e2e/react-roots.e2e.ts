/**
 * The eight islands that draw UI of their own are React in Chromium (docs/architecture.md#react-islands-and-behaviours). Once an island is
 * ready, what it draws was rendered by React (the element carries React 19's `__reactFiber$…` key) inside
 * a React root (a container carrying `__reactContainer$…`) that is its mount point, lies inside it, holds
 * it, or stands beside it (live search draws its listbox next to the server's form). The islands that show
 * shared state read it from the zustand store: a change made to the store alone reaches the page.
 * Demo shop and the stock template sets (shop under SUB_FOLDER).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../fixtures/server/catalogue.ts';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT } from './lists-helpers.ts';
import { ready } from './ready.ts';
import { STOCK_SETS, SUB_FOLDER, stockShop } from './stock.ts';

/** Where a React root stands for the mount point, as `probe` reports it. */
type Relation = 'mount point' | 'inside' | 'around' | 'beside' | 'elsewhere';
interface Probe {
	/** React rendered the element itself (it is not server markup React left alone). */
	drawn: boolean;
	/** The nearest React root holding the element, relative to the mount point; null: no root holds it. */
	root: Relation | null;
}

/** Whether React drew the first element matching `ui`, and where its React root stands for the first `mount`. */
async function probe(page: Page, ui: string, mount: string): Promise<Probe> {
	await page.waitForSelector(ui, { state: 'attached' });
	return page.evaluate(
		([ui, mount]) => {
			const has = (node: Node, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
			const el = document.querySelector(ui)!;
			const point = document.querySelector(mount);
			let root: Node | null = el;
			while (root && !has(root, '__reactContainer$')) root = root.parentNode;
			const relation = (): Relation | null => {
				if (!root) return null;
				if (!point) return 'elsewhere';
				if (root === point) return 'mount point';
				if (point.contains(root)) return 'inside';
				if (root.contains(point)) return 'around';
				return root.parentNode === point.parentNode ? 'beside' : 'elsewhere';
			};
			return { drawn: has(el, '__reactFiber$'), root: relation() };
		},
		[ui, mount] as const,
	);
}

const drawnIn = (root: Relation): Probe => ({ drawn: true, root });

/** The chunk that carries the shared store (`src/store.ts`), as dist/meta.json names it. */
const storeChunk = (() => {
	const { outputs } = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
	const found = Object.entries(outputs).find(([, out]) => 'src/store.ts' in out.inputs);
	if (!found) throw new Error('no chunk carries src/store.ts');
	return found[0].replace(/^dist\//, '');
})();

/** The part of the shared store a test reads and writes: plain data (no functions). */
interface StoreData {
	cart: { count: number | null; html: string | null };
	compare: { ids: string[]; html: string | null };
	wishlist: { ids: string[]; html: string | null };
	busy: Record<string, boolean>;
}

/**
 * Changes the page's shared store, the module instance the islands use (the chunk the page loaded,
 * imported again by its URL), with the zustand `setState` partial that `change` makes of its state.
 */
async function setStore(page: Page, change: (state: StoreData) => Partial<StoreData>): Promise<void> {
	// Given as source text: vitest rewrites an `import()` written in a function the test hands over.
	const call = (patch: Partial<StoreData> | null): Promise<StoreData> =>
		page.evaluate(`(async (chunk, patch) => {
			const url = performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => name.endsWith('/' + chunk));
			if (!url) throw new Error('the page did not load ' + chunk);
			const stores = Object.values(await import(url)).filter((value) => ['getState', 'setState', 'subscribe'].every((name) => typeof value?.[name] === 'function'));
			if (stores.length !== 1) throw new Error(stores.length + ' stores in ' + chunk);
			if (patch) stores[0].setState(patch);
			const { cart, compare, wishlist, busy } = stores[0].getState();
			return { cart, compare, wishlist, busy };
		})(${JSON.stringify(storeChunk)}, ${JSON.stringify(patch)})`);
	await call(change(await call(null)));
}

describe('the eight islands are React (demo shop)', { timeout: 60_000 }, () => {
	const shop = useShop();

	it('quantity and price block, mini-cart, compare, wishlist, live search and cookie banner draw inside React roots', async () => {
		const { page, errors } = await shop.open(PRODUCT.path);
		await islandsSettled(page);
		const form = '.productdetails-view form.product';
		await ready(page, form);
		expect(await probe(page, `${form} input[name="quantity[]"]`, form)).toEqual(drawnIn('inside'));
		expect(await probe(page, `${form} .quantity-plus`, form)).toEqual(drawnIn('inside'));
		// The price lines get a root of their own, wherever the theme puts the price block, once a price is
		// asked for: until then they are the server's own.
		const price = '.productdetails-view .PricesalesPrice';
		expect((await probe(page, price, form)).drawn).toBe(false);
		await page.locator(`${form} .quantity-plus`).click();
		await page.waitForFunction((sel) => Object.keys(document.querySelector(sel)!).some((key) => key.startsWith('__reactFiber$')), price);

		for (const list of ['mini-cart', 'compare', 'wishlist']) {
			const mount = `[data-vetrina="${list}"]`;
			await ready(page, mount);
			expect(await probe(page, `${mount} > [aria-controls]`, mount), list).toEqual(drawnIn('mount point'));
		}

		const search = 'form[data-vetrina="live-search"]';
		// Live search comes when the shopper reaches for the field.
		await page.click('.vp-search-open');
		await ready(page, search);
		expect(await probe(page, '[role="listbox"].vetrina-search-list', search)).toEqual(drawnIn('beside'));

		const banner = '[data-vetrina="cookie-banner"]';
		await ready(page, banner);
		expect(await probe(page, `${banner} .vp-cookie-accept`, banner)).toEqual(drawnIn('inside'));
		expect(errors).toEqual([]);
	});

	it('the add-to-cart dialog is drawn by React', async () => {
		const { page, errors } = await shop.open(PRODUCT.path);
		const form = '.productdetails-view form.product';
		await ready(page, form);
		await page.locator(`${form} [name="addtocart"]`).click();
		const dialog = page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
		await dialog.waitFor();
		expect(await probe(page, 'dialog[open]', 'dialog[open]')).toEqual(drawnIn('around'));
		expect(errors).toEqual([]);
	});

	it('the state select itself is drawn by React, not only driven from the country select', async () => {
		const { page, errors } = await shop.open('/indirizzo?addrtype=BT');
		await ready(page, '#virtuemart_country_id_field');
		const state = '#virtuemart_state_id_field';
		expect(await probe(page, `${state} option`, state)).toEqual(drawnIn('mount point'));
		expect(errors).toEqual([]);
	});

	it('finds no React in plain DOM: the server add-to-cart button and a behaviour island', async () => {
		const { page, errors } = await shop.open(PRODUCT.path);
		await islandsSettled(page);
		const form = '.productdetails-view form.product';
		await ready(page, form);
		// The probe that passes above fails on server markup the islands leave alone.
		expect(await probe(page, `${form} [name="addtocart"]`, form)).toEqual({ drawn: false, root: null });
		const sticky = '[data-vetrina="sticky-header"]';
		await ready(page, sticky);
		expect(await probe(page, sticky, sticky)).toEqual({ drawn: false, root: null });
		expect(errors).toEqual([]);
	});

	it('mini-cart, compare and wishlist show the count and busy state the store holds', async () => {
		const { page, errors } = await shop.open(PRODUCT.path);
		await islandsSettled(page);
		for (const list of ['mini-cart', 'compare', 'wishlist']) await ready(page, list);
		const count = (list: string) => page.locator(`[data-vetrina="${list}"] [data-count]`).getAttribute('data-count');
		const form = '.productdetails-view form.product';
		await ready(page, form);
		await page.locator(`${form} [name="addtocart"]`).click();
		await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
		await page.waitForFunction(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '1');
		await page.waitForFunction(() => !document.querySelector('[data-vetrina="mini-cart"][aria-busy]'));

		// Only the store changes: what the islands show follows it.
		await setStore(page, ({ cart }) => ({ cart: { ...cart, count: 7, html: cart.html!.replace('data-count="1"', 'data-count="7"') } }));
		await page.waitForFunction(() => document.querySelector('[data-vetrina="mini-cart"] [data-count]')?.getAttribute('data-count') === '7');
		for (const list of ['compare', 'wishlist'] as const) {
			// Until its module is fetched again, a list's store entry holds no HTML: the page's is its copy.
			const shown = await page.$eval(`[data-vetrina="${list}"]`, (el) => el.innerHTML);
			await setStore(page, (state) => ({ [list]: { ids: ['3'], html: (state[list].html ?? shown).replace('data-count="0"', 'data-count="3"') } }));
			await page.waitForFunction((list) => document.querySelector(`[data-vetrina="${list}"] [data-count]`)?.getAttribute('data-count') === '3', list);
			expect(await count(list), list).toBe('3');
		}
		await setStore(page, ({ busy }) => ({ busy: { ...busy, 'module:cart': true } }));
		await page.waitForSelector('[data-vetrina="mini-cart"][aria-busy="true"]', { state: 'attached' });
		await setStore(page, ({ busy }) => ({ busy: { ...busy, 'module:cart': false } }));
		await page.waitForSelector('[data-vetrina="mini-cart"]:not([aria-busy])', { state: 'attached' });
		expect(await count('mini-cart')).toBe('7');
		expect(errors).toEqual([]);
	});
});

const catalogue = new Catalogue();
/** Product 2: sold by 1, no options. */
const STOCK_PRODUCT = `${SUB_FOLDER}${catalogue.productUrl(catalogue.product(2)!)}`;
const STOCK_ADDRESS = `${SUB_FOLDER}/index.php?option=com_virtuemart&view=user&task=editaddresscart&addrtype=BT`;

describe.each(STOCK_SETS)('the card islands of stock markup are React (%s)', { timeout: 60_000 }, (set) => {
	const shop = useShop(stockShop(set));

	it('quantity box and add-to-cart dialog', async () => {
		const { page } = await shop.open(STOCK_PRODUCT);
		await islandsSettled(page);
		const form = 'form.product';
		await ready(page, form);
		expect(await probe(page, `${form} input[name="quantity[]"]`, form)).toEqual(drawnIn('inside'));
		await page.locator(`${form} [name="addtocart"]`).click();
		await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
		expect(await probe(page, 'dialog[open]', 'dialog[open]')).toEqual(drawnIn('around'));
	});

	it('state select', async () => {
		const { page } = await shop.open(STOCK_ADDRESS);
		const country = '#virtuemart_country_id_field';
		await ready(page, country);
		const state = '#virtuemart_state_id_field';
		// Stock prints it empty: the island loads the chosen country's states (Italy's) and draws them.
		await page.selectOption(country, '105', { force: true });
		await page.waitForFunction((id) => (document.querySelector(id) as HTMLSelectElement).options.length > 1, state);
		expect(await probe(page, `${state} option`, state)).toEqual(drawnIn('mount point'));
	});

	it('mod_virtuemart_cart: its product rows, drawn from the store once a product is added', async () => {
		const { page } = await shop.open(STOCK_PRODUCT);
		const module = '.vmCartModule';
		await ready(page, module);
		await islandsSettled(page);
		await page.locator('form.product [name="addtocart"]').click();
		await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
		// A product's row: the server prints the list's empty container, and the answer may come after the dialog.
		const row = `${module} .vm_cart_products .product_row`;
		expect(await probe(page, row, module)).toEqual(drawnIn('inside'));
	});
});
