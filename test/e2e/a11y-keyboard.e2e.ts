import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT } from './lists-helpers.ts';

interface Focus {
	matches: boolean;
	indicator: boolean;
	describe: string;
}

/** The focused element: does it match, and does it show a focus indicator (outline or box-shadow)? */
const focusState = (page: Page, selector: string): Promise<Focus> =>
	page.evaluate((selector) => {
		const el = document.activeElement;
		if (!el || el === document.body) return { matches: false, indicator: true, describe: 'body' };
		const style = getComputedStyle(el);
		const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
		const describe = el.outerHTML.replace(/>[\s\S]*$/, '>').slice(0, 160);
		return { matches: el.matches(selector), indicator: outline || style.boxShadow !== 'none', describe };
	}, selector);

/**
 * Keyboard-only journeys: only page.keyboard, never a click. Every Tab stop on the way
 * must show a focus indicator; dialogs take focus and give it back to the control that opened them.
 */
describe('keyboard-only journeys', { timeout: 90_000 }, () => {
	const shop = useShop();
	let page: Page;
	const errors: string[] = [];
	/** Focused elements that showed no focus indicator, over the whole journey. */
	const unmarked = new Set<string>();

	/** Tabs (or Shift+Tabs) until `selector` has focus, noting every stop without a visible indicator. */
	async function tabTo(selector: string, { back = false, max = 250 } = {}): Promise<void> {
		for (let i = 0; i < max; i++) {
			await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
			const focus = await focusState(page, selector);
			if (!focus.indicator) unmarked.add(focus.describe);
			if (focus.matches) return;
		}
		throw new Error(`${selector} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
	}

	const focused = (selector: string) => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, selector);
	const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

	beforeAll(async () => {
		({ page } = await shop.open('/'));
		page.on('pageerror', (error) => errors.push(error.message));
		await islandsSettled(page);
	});
	afterAll(() => {
		expect(errors).toEqual([]);
	});

	it('should search for a product and open it from the suggestions', async () => {
		await tabTo('.vp-search-open');
		await page.keyboard.press('Enter');
		await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'keyword');
		expect((await focusState(page, '*')).indicator).toBe(true);
		// Options of a partial query may show first: arrow down once the full query's answer is on screen.
		const full = page.waitForResponse((r) => new URL(r.url()).searchParams.get('keyword') === 'torx 4x30');
		await page.keyboard.type('torx 4x30', { delay: 40 });
		const { suggestions } = (await (await full).json()) as { suggestions: { data: string }[] };
		await page.waitForFunction(
			(urls) =>
				JSON.stringify([...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"][data-url]')].map((o) => o.dataset.url)) ===
				JSON.stringify(urls),
			suggestions.map((s) => s.data),
		);
		await page.keyboard.press('ArrowDown');
		expect(await page.locator('input[name="keyword"]').getAttribute('aria-activedescendant')).toBeTruthy();
		await Promise.all([page.waitForURL((url) => url.pathname === PRODUCT.path), page.keyboard.press('Enter')]);
		await islandsSettled(page);
	});

	it('should choose a variant with the arrow keys and keep focus on the variant select', async () => {
		await tabTo('select.cvselection');
		const id = await page.evaluate(() => document.activeElement!.id);
		await page.keyboard.press('ArrowDown');
		await page.waitForURL((url) => url.pathname !== PRODUCT.path);
		await page.waitForFunction(() => !document.querySelector('.productdetails-view[aria-busy]'));
		await page.waitForFunction((id) => document.activeElement?.id === id, id);
		await islandsSettled(page);
	});

	it('should change the quantity with the plus button and by typing', async () => {
		await tabTo('.quantity-plus');
		await page.keyboard.press('Space');
		const quantity = page.locator('.productdetails-view input[name="quantity[]"]');
		await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.productdetails-view input[name="quantity[]"]')!.value !== '1');
		const plussed = Number(await quantity.inputValue());
		await tabTo('.productdetails-view input[name="quantity[]"]', { back: true });
		await page.keyboard.press('ArrowUp');
		expect(Number(await quantity.inputValue())).toBeGreaterThan(plussed);
	});

	it('should add to cart, move focus into the dialog, continue shopping and return focus to the button', async () => {
		await tabTo('input[name="addtocart"]');
		await page.keyboard.press('Enter');
		await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
		expect(await focusInDialog()).toBe(true);
		await tabTo('dialog[open] .continue_link');
		await page.screenshot({ path: '/tmp/a11y-kb-added-1280.png' });
		await page.keyboard.press('Enter');
		await page.waitForSelector('dialog[open]', { state: 'detached' });
		expect(await focused('input[name="addtocart"]')).toBe(true);
	});

	it('should add to compare with Enter, and Esc returns focus to the compare button', async () => {
		await tabTo('.vp-product-lists [data-list="compare"]');
		await page.keyboard.press('Enter');
		await page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();
		expect(await focusInDialog()).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForSelector('dialog[open]', { state: 'detached' });
		expect(await focused('.vp-product-lists [data-list="compare"]')).toBe(true);
	});

	it('should open the login modal from the wishlist as a guest, and give focus back on Esc', async () => {
		await tabTo('.vp-product-lists [data-list="wishlist"]');
		await page.keyboard.press('Enter');
		await page.getByRole('dialog', { name: 'Accedi al tuo account' }).waitFor();
		expect(await focusInDialog()).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForSelector('dialog[open]', { state: 'detached' });
		expect(await focused('.vp-product-lists [data-list="wishlist"]')).toBe(true);
	});

	it('should log in through the modal as mario.rossi', async () => {
		await tabTo('[data-vetrina="login"]', { back: true });
		await page.keyboard.press('Enter');
		await page.getByRole('dialog', { name: 'Accedi al tuo account' }).waitFor();
		expect(await focused('dialog[open] input[name="username"]')).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForSelector('dialog[open]', { state: 'detached' });
		expect(await focused('[data-vetrina="login"]')).toBe(true);
		await page.keyboard.press('Enter');
		await page.getByRole('dialog', { name: 'Accedi al tuo account' }).waitFor();
		await page.keyboard.type('mario.rossi');
		await tabTo('dialog[open] input[name="password"]');
		await page.keyboard.type('vetrina');
		await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
		await islandsSettled(page);
		expect(await page.locator('[data-vetrina="login"]').textContent()).toContain('Esci');
	});

	it('should add to the wishlist once logged in, and return focus to the button', async () => {
		await tabTo('.vp-product-lists [data-list="wishlist"]');
		await page.keyboard.press('Enter');
		await page.getByRole('dialog', { name: 'Articolo aggiunto' }).waitFor();
		expect(await focusInDialog()).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForSelector('dialog[open]', { state: 'detached' });
		expect(await focused('.vp-product-lists [data-list="wishlist"]')).toBe(true);
	});

	it('should open the mini-cart with Enter, close it with Esc, and reach the cart through it', async () => {
		await tabTo('[data-vetrina="mini-cart"] [aria-controls]', { back: true });
		await page.keyboard.press('Enter');
		await page.waitForSelector('[data-vetrina="mini-cart"] .vp-dropdown-panel:not([hidden])');
		expect(await page.locator('[data-vetrina="mini-cart"] [aria-controls]').getAttribute('aria-expanded')).toBe('true');
		await page.keyboard.press('Escape');
		await page.waitForSelector('[data-vetrina="mini-cart"] .vp-dropdown-panel', { state: 'hidden' });
		expect(await focused('[data-vetrina="mini-cart"] [aria-controls]')).toBe(true);
		await page.keyboard.press('Enter');
		await page.waitForSelector('[data-vetrina="mini-cart"] .vp-dropdown-panel:not([hidden])');
		await tabTo('[data-vetrina="mini-cart"] .vp-dropdown-actions a[href*="view=cart"]');
		await Promise.all([page.waitForURL(/view=cart/), page.keyboard.press('Enter')]);
		await islandsSettled(page);
	});

	it('should change a cart quantity and keep focus on it through the background update', async () => {
		const input = page.locator('.cart-summary input.quantity-input').first();
		const before = Number(await input.inputValue());
		await tabTo('.cart-summary .quantity-plus');
		const name = await page.evaluate(() => document.activeElement!.getAttribute('aria-label'));
		const updated = page.waitForResponse((r) => r.url().includes('tmpl=component') && r.request().method() === 'POST');
		await page.keyboard.press('Enter');
		await updated;
		await page.waitForFunction(() => !document.querySelector('#cart-view[aria-busy], #checkoutForm[aria-busy]'));
		expect(Number(await page.locator('.cart-summary input.quantity-input').first().inputValue())).toBeGreaterThan(before);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
	});

	it('should change the country and the state of the address with the keyboard', async () => {
		await tabTo('.output-billto a.details');
		await Promise.all([page.waitForURL(/indirizzo/), page.keyboard.press('Enter')]);
		await islandsSettled(page);
		const country = page.locator('#virtuemart_country_id_field');
		const state = page.locator('#virtuemart_state_id_field');
		await tabTo('.vetrina-select-control[aria-controls]:not([aria-disabled])');
		expect(await page.evaluate(() => document.activeElement!.closest('.vetrina-select')?.previousElementSibling?.id)).toBe('virtuemart_country_id_field');
		await page.keyboard.press('Enter');
		await page.keyboard.type('Austria');
		const austria = page.waitForResponse((r) => r.url().includes('view=state') && r.url().includes('virtuemart_country_id=14'));
		await page.keyboard.press('Enter');
		expect(await country.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('Austria');
		expect(await focused('.vetrina-select-control')).toBe(true);
		// Italy's provinces are in the list until Austria's answer replaces them: wait for that answer and
		// for the list to be idle again, never for "some provinces are there".
		await austria;
		await page.waitForFunction(() => {
			const select = document.querySelector('#virtuemart_state_id_field');
			return select && !select.hasAttribute('aria-busy') && select.querySelector('optgroup[label="Austria"] option');
		});
		await tabTo('.vetrina-select-control');
		await page.keyboard.press('Enter');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		expect(await state.inputValue()).not.toBe('');
		expect(await state.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.closest('optgroup')?.label)).toBe('Austria');
		expect(await focused('.vetrina-select-control')).toBe(true);
	});

	it('should dismiss the cookie banner with the keyboard', async () => {
		await tabTo('.vp-cookie-accept');
		await shop.clearLog();
		await page.keyboard.press('Enter');
		await page.waitForSelector('.vp-cookie-banner', { state: 'detached' });
		expect((await shop.log()).filter((r) => r.method === 'POST').map((r) => r.body?.vpfmethod)).toEqual(['setCookieConsent']);
	});

	it('should open the off-canvas menu on a phone, move focus in, and close it with Esc back to the toggle', async () => {
		await page.setViewportSize({ width: 390, height: 844 });
		await page.keyboard.press('Home');
		await tabTo('.vp-offcanvas-toggle', { back: true });
		await page.keyboard.press('Enter');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'opened');
		expect(await page.evaluate(() => document.querySelector('#vp-offcanvas')!.contains(document.activeElement))).toBe(true);
		await page.screenshot({ path: '/tmp/a11y-kb-offcanvas-390.png' });
		await page.keyboard.press('Escape');
		await page.waitForFunction(() => document.querySelector('#vp-offcanvas')?.getAttribute('data-state') === 'closed');
		expect(await focused('.vp-offcanvas-toggle')).toBe(true);
	});

	it('should open a mega menu submenu with its disclosure button and close it with Esc', async () => {
		await page.setViewportSize({ width: 1280, height: 900 });
		await page.goto(`${shop.url}/prodotti/abrasivi/dischi-abrasivi`);
		await islandsSettled(page);
		await tabTo('.vetrina-mega-toggle');
		await page.keyboard.press('Enter');
		expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-expanded'))).toBe('true');
		await page.waitForSelector('.vp-menu-item[data-state="open"] .vp-megamenu-panel', { state: 'visible' });
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => !!document.activeElement?.closest('.vp-megamenu-panel'))).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForSelector('.vp-menu-item[data-state="open"]', { state: 'detached' });
		expect(await focused('.vetrina-mega-toggle')).toBe(true);
	});

	it('should open the quick view from a card, move focus in, and return it on Esc', async () => {
		await tabTo('.vp-quickview');
		const id = await page.evaluate(() => document.activeElement!.getAttribute('data-product-id'));
		await page.keyboard.press('Enter');
		await page.waitForSelector('dialog.vetrina-quick-view[open] iframe');
		expect(await focusInDialog()).toBe(true);
		await page.keyboard.press('Escape');
		await page.waitForSelector('dialog.vetrina-quick-view', { state: 'detached' });
		expect(await focused(`.vp-quickview[data-product-id="${id}"]`)).toBe(true);
	});

	it('should have shown a focus indicator on every element focused along the way', () => {
		expect([...unmarked]).toEqual([]);
	});
});
