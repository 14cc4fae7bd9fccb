/**
 * VirtueMart's own category and currency modules, published where Cassiopeia shows them (the sample publishes
 * them in `position-4`, which it has not), and its cart module in its `dropdown` layout. Their inline jQuery is
 * gone with VirtueMart's scripts: the category tree's arrows, the currency selector, which has no button, and
 * the cart's dropdown button are Vetrina's to drive.
 */
import { beforeAll, expect, it } from 'vitest';
import { fillCart, HELMET, openSettled, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop, islandsSettled } from './harness.ts';
import { shiftsIn } from './layout-shifts.ts';

const CATEGORY = '/index.php/headpiece';

for (const [templates, subFolder] of [
	['bs5', false],
	['legacy', true],
] as const)
	describeRealShop(
		`VirtueMart's category, currency and dropdown cart modules on ${templates}${subFolder ? ', in a sub-folder' : ''}`,
		{ templates, subFolder },
		(harness) => {
			beforeAll(async () => {
				await harness.shop.sql(
					"UPDATE jvm_modules SET position='sidebar-left' WHERE module IN ('mod_virtuemart_category', 'mod_virtuemart_currencies'); UPDATE jvm_modules SET params='{\"layout\":\"_:dropdown\"}' WHERE module='mod_virtuemart_cart'",
				);
			});

			it("opens a category's subcategories from its arrow, by pointer and keyboard, and shows them closed from the first paint", async () => {
				const { page } = await harness.open(CATEGORY, {}, async (context) => {
					await context.addInitScript(() => {
						document.addEventListener('DOMContentLoaded', () => {
							const list = document.querySelector('.VMmenu a[href$="/wear/lady"]')?.closest('ul');
							(window as { subcategoriesAtFirst?: string }).subcategoriesAtFirst = list ? getComputedStyle(list).display : 'missing';
						});
					});
				});
				expect(await page.evaluate(() => (window as { subcategoriesAtFirst?: string }).subcategoriesAtFirst)).toBe('none');
				await islandsSettled(page);
				const arrow = page.getByRole('button', { name: 'Subcategories of Wear' });
				const lady = page.getByRole('link', { name: 'Lady', exact: true });
				expect([await arrow.getAttribute('aria-expanded'), await lady.isVisible()]).toEqual(['false', false]);

				await arrow.click();
				await lady.waitFor();
				expect(await arrow.getAttribute('aria-expanded')).toBe('true');
				expect(await page.locator('.VMmenu > li', { has: arrow }).getAttribute('class')).toBe('VmOpen');

				// From the category's link, Tab reaches the arrow; Enter closes the list, Space opens it again.
				await page.getByRole('link', { name: 'Wear', exact: true }).focus();
				await page.keyboard.press('Tab');
				expect(await arrow.evaluate((el) => el === document.activeElement)).toBe(true);
				await page.keyboard.press('Enter');
				await lady.waitFor({ state: 'hidden' });
				await page.keyboard.press('Space');
				await lady.waitFor();

				// The links stay links: a click on one goes to its category.
				await Promise.all([page.waitForURL(harness.at('/index.php/wear/lady')), lady.click()]);
				expect(await shiftsIn(page, '.container-sidebar-left')).toEqual([]);
			});

			it('changes the currency from the currency selector: its form sent as VirtueMart sent it, the prices in the new currency', async () => {
				const { page, requests } = await harness.open(CATEGORY);
				await islandsSettled(page);
				const prices = page.locator('.browse-view .product-price .PricesalesPrice');
				expect(await prices.first().textContent()).toMatch(/: \d+,\d\d €$/);
				const select = page.locator('select#virtuemart_currency_id');
				await select.locator('xpath=following-sibling::*[contains(@class, "vetrina-select")]').getByRole('combobox').click();
				await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: 'United States dollar $' }).click()]);

				const sent = requests.filter((request) => request.method() === 'POST');
				expect(sent.map((request) => [new URL(request.url()).pathname, request.postData()])).toEqual([
					[new URL(harness.at(CATEGORY)).pathname, 'virtuemart_currency_id=144'],
				]);
				expect(await prices.first().textContent()).toMatch(/: \$\d+\.\d\d$/);
				expect(await select.inputValue()).toBe('144');
			});

			it("shows the cart module's list from its dropdown button, as its own script did, and hides it on a click outside", async () => {
				const { page } = await openSettled(harness, HELMET);
				await fillCart(harness, page, [[PRODUCTS.helmet, 1]]);
				await page.goto(harness.at(CATEGORY));
				const button = page.locator('.vmCartModule.dropdownCart > button.dropdownCart-btn');
				const list = page.locator('.vmCartModule.dropdownCart > .dropdownCart-container');
				// Legacy's stylesheet hides the list until the button shows it; bs5 styles none of it, so it shows.
				const hiddenAtFirst = templates !== 'bs5';
				expect(await list.isVisible()).toBe(!hiddenAtFirst);
				// A click while the module's island still loads is held and replayed once it is there.
				await button.click();
				await expect
					.poll(async () => [await list.isVisible(), await button.getAttribute('aria-expanded')], { timeout: 10_000 })
					.toEqual([hiddenAtFirst, String(hiddenAtFirst)]);
				if (!hiddenAtFirst) await button.click();
				await list.getByRole('link', { name: 'Safety Helmet' }).waitFor();
				await page.locator('h1').first().click();
				await list.waitFor({ state: 'hidden' });
				await button.press('Enter');
				await list.waitFor();
				await button.press('Escape');
				await list.waitFor({ state: 'hidden' });
			});
		},
	);
