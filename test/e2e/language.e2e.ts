import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';

const shop = useShop();

const PRODUCT = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail';

/** Opens the product page with the config block an integrator of a German shop would print. */
async function openInGerman(config: Record<string, unknown>): Promise<{ page: Page; warnings: string[] }> {
	const { page } = await shop.open('/favicon.ico');
	const warnings: string[] = [];
	page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
	await page.route('**/*', async (route) => {
		if (route.request().resourceType() !== 'document') return route.continue();
		const response = await route.fetch();
		const body = (await response.text()).replace(/("searchLimit":10)/, (m) => `${m},${JSON.stringify(config).slice(1, -1)}`);
		await route.fulfill({ response, body });
	});
	await page.goto(new URL(PRODUCT, shop.url).href);
	await islandsSettled(page);
	return { page, warnings };
}

describe('any language from config', () => {
	it('shows a de-DE shop its "de" overrides, Italian for every other string, and names an unknown key once', async () => {
		const { page, warnings } = await openInGerman({
			language: 'de-DE',
			strings: { de: { 'product-form.added': 'Artikel in den Warenkorb gelegt', close: 'Schließen' }, it: { 'cart.added': 'Aggiunto' } },
		});
		await page.locator('.productdetails-view input[name="addtocart"]').click();
		const dialog = page.getByRole('dialog', { name: 'Artikel in den Warenkorb gelegt' });
		await dialog.waitFor();
		expect(await dialog.getByRole('button', { name: 'Schließen' }).count()).toBeGreaterThan(0);
		expect(await dialog.getByRole('button', { name: 'Chiudi' }).count()).toBe(0);
		await dialog.getByRole('button', { name: 'Schließen' }).first().click();
		// A string the integrator did not translate falls back to Italian.
		// 6 pieces reach the 5% tier: the price changes and is announced.
		const quantity = page.locator('.productdetails-view input[name="quantity[]"]');
		await quantity.fill('6');
		await quantity.dispatchEvent('change');
		await page.waitForFunction(() => document.querySelector('[data-vetrina-announcer="polite"]')?.textContent?.startsWith('Prezzo aggiornato: '));
		expect(warnings.filter((w) => w.includes('config "strings"'))).toEqual(['[vetrina] config "strings": no such string, ignored: it: cart.added']);
	});
});
