import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';

const BILL_TO = '/indirizzo?addrtype=BT';
const STATES = '/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=';

describe('state select', { timeout: 60_000 }, () => {
	const shop = useShop();

	async function open(path: string) {
		const opened = await shop.open(path);
		await opened.page.waitForSelector('select[id$="country_id_field"][data-island-state="ready"]', { state: 'attached' });
		await islandsSettled(opened.page);
		return opened;
	}
	/** The native selects may sit under an enhanced widget: choose on them directly, as the widget does. */
	const choose = (page: Page, prefix: string, ...ids: string[]) => page.selectOption(`#${prefix}virtuemart_country_id_field`, ids, { force: true });
	const stateCalls = (requests: { url(): string }[]) =>
		requests
			.map((r) => r.url())
			.filter((url) => url.includes('view=state'))
			.map((url) => decodeURIComponent(url.replace(shop.url, '')));
	const field = (page: Page, prefix = '') =>
		page.evaluate((id) => {
			const select = document.getElementById(id) as HTMLSelectElement;
			return {
				groups: [...select.querySelectorAll('optgroup')].map((g) => g.label),
				options: select.options.length,
				required: select.required,
				ariaRequired: select.getAttribute('aria-required'),
				asterisk: Boolean(document.querySelector(`label[for="${id}"] span.asterisk`)),
				busy: select.getAttribute('aria-busy'),
				chosen: [...select.options].filter((o) => o.selected && o.value).map((o) => o.value),
			};
		}, `${prefix}virtuemart_state_id_field`);
	const settled = (page: Page, prefix = '') =>
		page.waitForFunction((id) => !document.getElementById(id)?.hasAttribute('aria-busy'), `${prefix}virtuemart_state_id_field`);

	describe('given the bill-to address form (Italy)', () => {
		it('should load states per country once, and mark the field required only when there are states', async () => {
			const { page, errors, requests } = await open(BILL_TO);
			await choose(page, '', '73');
			await settled(page);
			expect(await field(page)).toMatchObject({ groups: [], options: 1, required: false, ariaRequired: null, asterisk: false });
			await choose(page, '', '105');
			await page.waitForFunction(() => document.querySelector('#virtuemart_state_id_field optgroup')?.getAttribute('label') === 'Italia');
			expect(await field(page)).toMatchObject({ groups: ['Italia'], options: 108, required: true, ariaRequired: 'true', asterisk: true });
			await choose(page, '', '73');
			await settled(page);
			await choose(page, '', '105');
			await settled(page);
			expect(stateCalls(requests)).toEqual([`${STATES}73`, `${STATES}105`]);
			expect(errors).toEqual([]);
		});

		it('should show the loading overlay while the list loads and re-validate a field marked invalid', async () => {
			const { page, errors } = await open(BILL_TO);
			await page.evaluate(() => {
				const select = document.getElementById('virtuemart_state_id_field') as HTMLSelectElement;
				select.value = '';
				select.classList.add('invalid');
				select.setAttribute('aria-invalid', 'true');
			});
			await shop.fault({ match: 'view=state', fault: 'latency', ms: 3000, times: 1 });
			await choose(page, '', '73');
			expect(await page.locator('.vetrina-state-loading').count()).toBe(1);
			expect((await field(page)).busy).toBe('true');
			expect((await field(page)).required).toBe(true); // no flicker before the answer
			await page.screenshot({ path: '/tmp/state-loading.png' });
			await settled(page);
			expect(await page.locator('.vetrina-state-loading').count()).toBe(0);
			expect(await page.evaluate(() => document.getElementById('virtuemart_state_id_field')!.className)).not.toContain('invalid');
			expect(await page.locator('#virtuemart_state_id_field').getAttribute('aria-invalid')).toBe('false');
			expect(errors).toEqual([]);
		});

		it('should log a failed load, stop the loader, let the shopper submit, and try again next time', async () => {
			const { page, errors, requests } = await open(BILL_TO);
			const logged: string[] = [];
			page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
			await shop.fault({ match: 'view=state', fault: '500', times: 1 });
			await choose(page, '', '14');
			await settled(page);
			expect(logged.some((text) => text.includes('[vetrina:state-select]'))).toBe(true);
			expect(await page.locator('.vetrina-state-loading').count()).toBe(0);
			expect((await field(page)).required).toBe(false);
			expect(await page.evaluate(() => (document.getElementById('adminForm') as HTMLFormElement).checkValidity())).toBe(false); // other empty fields
			for (const [name, value] of [
				['first_name', 'Anna'],
				['last_name', 'Bauer'],
				['email', 'anna@example.at'],
				['address_1', 'Hauptstraße 1'],
				['zip', '6020'],
				['city', 'Innsbruck'],
			]) {
				await page.fill(`[name="${name}"]`, value!);
			}
			expect(await page.evaluate(() => (document.getElementById('adminForm') as HTMLFormElement).checkValidity())).toBe(true);
			await choose(page, '', '105');
			await settled(page);
			await choose(page, '', '14');
			await page.waitForFunction(() => document.querySelector('#virtuemart_state_id_field optgroup')?.getAttribute('label') === 'Austria');
			expect(stateCalls(requests)).toEqual([`${STATES}14`, `${STATES}105`, `${STATES}14`]);
			expect(errors).toEqual([]);
		});
	});

	describe('given the multiple country select of the delivery zones', () => {
		it('should send the ids comma-separated, group per country and keep the chosen states', async () => {
			const { page, errors, requests } = await open('/zone-di-consegna');
			await choose(page, '', '105');
			await page.waitForFunction(() => document.querySelectorAll('#virtuemart_state_id_field optgroup').length === 1);
			await page.selectOption('#virtuemart_state_id_field', ['1516'], { force: true });
			await choose(page, '', '105', '14');
			await page.waitForFunction(() => document.querySelectorAll('#virtuemart_state_id_field optgroup').length === 2);
			expect(await field(page)).toMatchObject({ groups: ['Italia', 'Austria'], required: true, chosen: ['1516'] });
			// The URL API encodes the commas (%2C); PHP decodes them before VirtueMart splits the ids.
			expect(stateCalls(requests)).toEqual([`${STATES}105`, `${STATES}105,14`]);
			expect(errors).toEqual([]);
		});

		it('should lock the list while a slow answer loads and keep the shopper’s choice that is still valid', async () => {
			const { page, errors, requests } = await open('/zone-di-consegna');
			await choose(page, '', '105');
			await page.waitForFunction(() => document.querySelectorAll('#virtuemart_state_id_field optgroup').length === 1);
			await page.selectOption('#virtuemart_state_id_field', ['1516'], { force: true });
			await shop.fault({ match: 'view=state', fault: 'latency', ms: 1500, times: 1 });
			await choose(page, '', '105', '14');
			// Read in the moment the list is busy: on a slow machine the answer may be in by a later call.
			const lockedWhileBusy = await page.waitForFunction(() => {
				const select = document.getElementById('virtuemart_state_id_field') as HTMLSelectElement;
				return select.getAttribute('aria-busy') === 'true' && { locked: [...select.options].every((o) => o.disabled) };
			});
			expect(await lockedWhileBusy.jsonValue()).toEqual({ locked: true });
			await settled(page);
			// The countries chosen and the calls sent, beside the list: a list short of a country says which went wrong.
			const countries = await page.evaluate(() =>
				[...(document.getElementById('virtuemart_country_id_field') as HTMLSelectElement).options].filter((o) => o.selected).map((o) => o.value),
			);
			expect({ countries, calls: stateCalls(requests), ...(await field(page)) }).toMatchObject({
				countries: ['105', '14'],
				calls: [`${STATES}105`, `${STATES}105,14`],
				groups: ['Italia', 'Austria'],
				chosen: ['1516'],
				busy: null,
			});
			expect(await page.evaluate(() => [...(document.getElementById('virtuemart_state_id_field') as HTMLSelectElement).options].some((o) => o.disabled))).toBe(
				false,
			);
			expect(errors).toEqual([]);
		});
	});

	describe('given bill-to and ship-to fields on one page', () => {
		it('should let each country select drive its own state select', async () => {
			const { page, errors, requests } = await open(BILL_TO);
			// A one-page checkout prints both blocks; the ship-to copy uses the shipto_ prefix.
			await page.evaluate(() => {
				const source = document.getElementById('virtuemart_country_id_field')!.closest('.mb-3')!;
				const copy = [source, source.nextElementSibling!].map((block) => block.cloneNode(true) as Element);
				for (const el of copy.flatMap((block) => [...block.querySelectorAll('[id], [for], [name]')])) {
					for (const attr of ['id', 'for', 'name']) if (el.hasAttribute(attr)) el.setAttribute(attr, `shipto_${el.getAttribute(attr)}`);
					el.removeAttribute('data-island-state');
				}
				for (const el of copy.flatMap((block) => [...block.querySelectorAll('.vetrina-select, [class^="vetrina-select"]')]))
					if (!(el instanceof HTMLSelectElement)) el.remove();
				document.getElementById('adminForm')!.append(...copy);
			});
			await page.waitForSelector('#shipto_virtuemart_country_id_field[data-island-state="ready"]', { state: 'attached' });
			await choose(page, 'shipto_', '14');
			await page.waitForFunction(() => document.querySelector('#shipto_virtuemart_state_id_field optgroup')?.getAttribute('label') === 'Austria');
			expect(await field(page)).toMatchObject({ groups: ['Italia'] });
			expect(await field(page, 'shipto_')).toMatchObject({ groups: ['Austria'], required: true });
			await choose(page, '', '73');
			await settled(page);
			expect(await field(page)).toMatchObject({ groups: [], required: false });
			expect(await field(page, 'shipto_')).toMatchObject({ groups: ['Austria'], required: true });
			expect(stateCalls(requests)).toEqual([`${STATES}14`, `${STATES}73`]);
			expect(errors).toEqual([]);
		});
	});
});
