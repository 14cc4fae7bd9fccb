/**
 * The bill-to and ship-to address forms of a guest with a cart, on every shop: the enhanced selects' keyboard,
 * the state select's lists and a saved state.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { CART, fillCart, HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { forEveryRealShop, islandsSettled } from './harness.ts';

const ITALY = '105';
const SAN_MARINO = '182';
/** Agrigento, Italy's first province by name. */
const AGRIGENTO = '214';
const MILANO = '269';

const FORMS = [
	{ type: 'BT', prefix: '', fields: { email: 'anna@example.it' } },
	{ type: 'ST', prefix: 'shipto_', fields: {} },
] as const;

forEveryRealShop((harness) => {
	/** VirtueMart's call for a country's states, as `METHOD path?query`. */
	const statesCall = (country: string) => `GET ${harness.shop.base}/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=${country}`;
	const isStatesCall = (request: Request) => request.url().includes('view=state');
	const call = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`;

	for (const { type, prefix, fields } of FORMS) {
		const path = `/index.php/account/editaddresscart${type}`;
		const country = `#${prefix}virtuemart_country_id_field`;
		const state = `#${prefix}virtuemart_state_id_field`;

		/** The form of a guest with a helmet in the cart, its state select enhanced. */
		async function openForm() {
			const opened = await openSettled(harness, HELMET);
			await fillCart(harness, opened.page, [[PRODUCTS.helmet, 1]]);
			await opened.page.goto(harness.at(path));
			await opened.page.waitForSelector(`${state}[data-island-state="ready"]`);
			await islandsSettled(opened.page);
			return opened;
		}
		/** The state select once its list is in: its options, the chosen one, whether it is required. */
		const stateField = async (page: Page) => {
			await page.waitForSelector(`${state}:not([aria-busy])`);
			return page.$eval(state, (select) => {
				const field = select as HTMLSelectElement;
				return { options: field.options.length, first: field.options[1]?.text ?? null, chosen: field.value, required: field.required };
			});
		};
		/** Chooses a country as the shopper does and resolves once its list has been asked for and drawn. */
		async function chooseCountry(page: Page, id: string) {
			const sent = page.waitForRequest(isStatesCall);
			await page.selectOption(country, id, { force: true });
			expect(call(await sent)).toBe(statesCall(id));
			return stateField(page);
		}

		/**
		 * bs3 folds a guest's bill-to form until "Checkout as Guest" opens it with Bootstrap 3's jQuery
		 * `collapse`, which Cassiopeia does not load: a shopper cannot reach it there, with or without Vetrina.
		 */
		const unreachable = () => type === 'BT' && harness.shop.templates === 'bs3';

		it(`${type}: its enhanced selects make the page no wider, on a phone's screen too`, async (context) => {
			if (unreachable()) context.skip();
			const { page } = await openForm();
			for (const width of [1280, 390]) {
				await page.setViewportSize({ width, height: 844 });
				const widths = await page.evaluate(() => {
					const natives = [...document.querySelectorAll<HTMLSelectElement>('select.vetrina-select-native')];
					const scrollWidth = () => document.documentElement.scrollWidth;
					const withNatives = scrollWidth();
					// Legacy's address table is wider than a phone with or without Vetrina: only what the natives add counts.
					for (const select of natives) select.style.display = 'none';
					const without = scrollWidth();
					for (const select of natives) select.style.display = '';
					return { widened: withNatives - without, natives: [...new Set(natives.map((select) => select.getBoundingClientRect().width))] };
				});
				// The native selects stay in the form, a pixel wide, out of sight.
				expect(widths, `at ${width} px`).toEqual({ widened: 0, natives: [1] });
			}
		});

		it(`${type}: chooses by typing on the closed selects, as the native ones did: "Ital" then "Mil", each with Enter`, async (context) => {
			if (unreachable()) context.skip();
			const { page, requests } = await openForm();
			/** The enhanced select of a native one, by the name its label gives both. */
			const control = async (select: string) => {
				const name = await page.$eval(select, (field) => ((field as HTMLSelectElement).labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim());
				return page.getByRole('combobox', { name, exact: true });
			};
			const countryControl = await control(country);
			await countryControl.focus();
			const sent = page.waitForRequest(isStatesCall);
			await page.keyboard.type('Ital');
			await page.keyboard.press('Enter');
			expect(call(await sent)).toBe(statesCall(ITALY));
			expect([await page.$eval(country, (field) => (field as HTMLSelectElement).value), await countryControl.getAttribute('aria-expanded')]).toEqual([
				ITALY,
				'false',
			]);
			expect((await stateField(page)).options).toBe(109);
			const stateControl = await control(state);
			await stateControl.focus();
			await page.keyboard.type('Mil');
			await page.keyboard.press('Enter');
			expect(await page.$eval(state, (field) => (field as HTMLSelectElement).value)).toBe(MILANO);
			expect((await stateControl.textContent())?.trim()).toBe('Milano');
			// One change for the country: its states were asked for once.
			expect(requests.filter(isStatesCall).map(call)).toEqual([statesCall(ITALY)]);
		});

		it(`${type}: loads Italy's 108 provinces, and none for San Marino`, async (context) => {
			if (unreachable()) context.skip();
			const { page, requests } = await openForm();
			expect(await chooseCountry(page, ITALY)).toEqual({ options: 109, first: 'Agrigento', chosen: '', required: true });
			expect(await chooseCountry(page, SAN_MARINO)).toEqual({ options: 1, first: null, chosen: '', required: false });
			expect(requests.filter(isStatesCall).map(call)).toEqual([statesCall(ITALY), statesCall(SAN_MARINO)]);
		});

		/**
		 * Saves the filled form and resolves with the fields sent. Ship-to: its Save button, whose inline
		 * handler checks the form first. Bill-to: VirtueMart's check asks a guest for the registration fields
		 * even on "Checkout as Guest" (without Vetrina too), so the form's own fields go to its own action.
		 */
		async function save(page: Page): Promise<string[][]> {
			if (type === 'ST') {
				const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
				await page.click('#userForm button[type="submit"]');
				const sent = await navigation;
				await page.waitForLoadState();
				expect(new URL(page.url()).pathname).toBe(`${harness.shop.base}${CART}`);
				return [...new URLSearchParams(sent.postData() ?? '')];
			}
			const form = await page.$eval('#userForm', (element) => {
				const userForm = element as HTMLFormElement;
				return { action: userForm.action, fields: [...new FormData(userForm)].map(([name, value]) => [name, String(value)]) };
			});
			expect((await page.request.post(form.action, { form: Object.fromEntries(form.fields) })).ok()).toBe(true);
			return form.fields;
		}

		it(`${type}: keeps a saved state selected when the form opens again`, async (context) => {
			if (unreachable()) context.skip();
			const { page } = await openForm();
			const address = { ...fields, first_name: 'Anna', last_name: 'Verdi', address_1: 'Via Roma 1', zip: '92100', city: 'Agrigento' };
			for (const [name, value] of Object.entries(address)) await page.fill(`#${prefix}${name}_field`, value);
			await chooseCountry(page, ITALY);
			await page.selectOption(state, AGRIGENTO, { force: true });
			expect(await save(page)).toContainEqual([`${prefix}virtuemart_state_id`, AGRIGENTO]);
			// The saved country's list loads as the form opens.
			const reopened = page.waitForRequest(isStatesCall);
			await page.goto(harness.at(path));
			expect(call(await reopened)).toBe(statesCall(ITALY));
			await page.waitForSelector(`${state}[data-island-state="ready"]`);
			await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLSelectElement).options.length > 1, state);
			expect([await page.$eval(country, (select) => (select as HTMLSelectElement).value), await stateField(page)]).toEqual([
				ITALY,
				{ options: 109, first: 'Agrigento', chosen: AGRIGENTO, required: true },
			]);
		});
	}
});
