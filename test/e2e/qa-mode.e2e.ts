/**
 * QA mode on saved pages (docs/qa.md): a page saved by a plain GET (as `curl` does) from the demo shop
 * carries the token of the session that saved it; served from the QA folder it works in the browser's
 * session. A `<name>.har` dropped beside a page answers its calls from the recording.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT, listButton, pageToken } from './lists-helpers.ts';
import { ready } from './ready.ts';

const DRILL = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail';
const dir = mkdtempSync(join(tmpdir(), 'vetrina-qa-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Saves a page of the demo shop into the QA folder the way `curl -o` would: one GET, no cookie. */
async function save(url: string, name: string): Promise<string> {
	const page = await (await fetch(url)).text();
	writeFileSync(join(dir, `${name}.html`), page);
	return /name="([0-9a-f]{32})" value="1"/.exec(page)![1]!;
}

/** Reloads with a console listener, so the QA notes printed at load are caught. */
async function reloadWithNotes(page: Page): Promise<string[]> {
	const notes: string[] = [];
	page.on('console', (m) => m.text().startsWith('[vetrina QA] ') && notes.push(m.text()));
	await page.reload();
	await page.waitForFunction(() => document.querySelector('#vetrina-qa') !== null);
	await islandsSettled(page);
	return notes;
}

describe('QA mode on a saved page (Chromium)', { timeout: 60_000 }, () => {
	const shop = useShop({ qaDir: dir });
	let savedToken: string;
	beforeAll(async () => {
		savedToken = await save(shop.url + DRILL, 'saved-drill');
	});

	it("gives the page this session's token (said in the console): wishlist asks the guest to log in, the cookie banner goes, the demo account logs in", async () => {
		const { page, errors } = await shop.open('/pages/saved-drill');
		const notes = await reloadWithNotes(page);
		const token = await pageToken(page);
		expect(token).not.toBe(savedToken);
		expect(notes).toEqual([`[vetrina QA] form token ${savedToken} of the saved page replaced by this session's token ${token}`]);

		// Wishlist as a guest: the server answers "log in" (not "Token non valido"), and the login modal opens with its message.
		await ready(page, 'login');
		await (await listButton(page, 'wishlist')).click();
		const modal = page.getByRole('dialog', { name: 'Accedi al tuo account' });
		await modal.waitFor();
		expect(await modal.getByRole('alert').textContent()).toBe('Accedi per usare la lista dei desideri.');
		await page.keyboard.press('Escape');
		await modal.waitFor({ state: 'hidden' });

		// Cookie consent is recorded with the token, and the banner goes.
		await shop.clearLog();
		await ready(page, 'cookie-banner');
		await page.click('[data-vetrina="cookie-banner"] .vp-cookie-accept');
		await page.locator('[data-vetrina="cookie-banner"]').waitFor({ state: 'detached' });
		const consent = (await shop.log()).filter((r) => r.body?.vpfmethod === 'setCookieConsent');
		expect(consent.map((r) => r.body)).toEqual([{ vpfmethod: 'setCookieConsent', [token]: '1' }]);

		// The demo account logs in through the modal.
		await page.click('[data-vetrina="login"]');
		await modal.locator('input[name="username"]').fill('mario.rossi');
		await modal.locator('input[name="password"]').fill('vetrina');
		await Promise.all([
			page.waitForResponse((r) => r.url().endsWith('/accedi') && r.request().method() === 'POST' && r.status() === 303),
			modal.getByRole('button', { name: 'Accedi' }).click(),
		]);
		await page.waitForSelector('.vp-topbar-user');
		expect(await page.locator('.vp-topbar-user').textContent()).toBe('Ciao, Mario');
		expect(errors).toEqual([]);
	});

	it('answers the price recalculation from the HAR dropped beside the page: same query first, then same route', async () => {
		await save(shop.url + PRODUCT.path, 'recorded');
		const { page, errors } = await shop.open('/pages/recorded');
		await ready(page, 'login');
		const form = page.locator('.productdetails-view form.product[data-island-state="ready"]');
		await form.waitFor({ state: 'attached' });
		const recalculated = () => page.waitForResponse((r) => r.url().includes('task=recalculate'));
		const sales = page.locator('.productdetails-view .product-price span.PricesalesPrice').first();

		// What the page sends at quantity 2, answered by the demo shop: the live shop's recording will hold this call.
		const [live] = await Promise.all([recalculated(), form.locator('.quantity-plus').click()]);
		const call = new URL(live.url());
		expect(call.searchParams.getAll('quantity[]')).toEqual(['2']);
		const answer = (await live.json()) as Record<string, unknown>;
		const other = new URL(call);
		other.searchParams.set('quantity[]', '7');
		const entry = (url: URL, salesPrice: string) => ({
			request: { method: 'GET', url: `https://www.ferramenta-live.example${url.pathname}${url.search}`, headers: [] },
			response: { status: 200, headers: [], content: { mimeType: 'application/json', text: JSON.stringify({ ...answer, salesPrice }) } },
		});
		writeFileSync(join(dir, 'recorded.har'), JSON.stringify({ log: { version: '1.2', entries: [entry(other, '999,00 €'), entry(call, '1.234,56 €')] } }));

		const notes = await reloadWithNotes(page);
		expect(notes).toContain('[vetrina QA] calls answered from recorded.har (2 recorded answers) when they match, otherwise by the demo shop');
		await form.waitFor({ state: 'attached' });
		expect(await form.locator('input[name="quantity[]"]').inputValue()).toBe('1');

		const replay = async (): Promise<[string | null, string | null]> => {
			const [response] = await Promise.all([recalculated(), form.locator('.quantity-plus').click()]);
			await page.waitForFunction(() => !document.querySelector('.productdetails-view .product-price[aria-busy="true"]'));
			return [await response.headerValue('x-vetrina-recorded'), await sales.textContent()];
		};
		expect(await replay()).toEqual(['exact', '1.234,56 €']);
		expect(await replay()).toEqual(['path', '999,00 €']);
		expect(errors).toEqual([]);
	});
});
