/**
 * A registered shopper's review on legacy, on a shop of its own where any registered shopper may rate and
 * review (the sample lets only buyers): legacy rates with a row of stars over a hidden `vote`, which
 * VirtueMart's inline jQuery set from the mouse. Without it every review went in at the top of the scale.
 */
import { beforeAll, expect, it } from 'vitest';
import { HELMET, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop, islandsSettled } from './harness.ts';

const SHOPPER = { username: 'vetrina-reviewer', name: 'Anna Verdi', password: 'Vetrina-Passw0rd!', email: 'anna.reviewer@example.it' };

describeRealShop('a review rated with the stars on legacy', { templates: 'legacy' }, (harness) => {
	beforeAll(async () => {
		await harness.shop.sql(
			`UPDATE jvm_virtuemart_configs SET config=REPLACE(REPLACE(config, 'reviewMode="bought"', 'reviewMode="registered"'), 'ratingMode="bought"', 'ratingMode="registered"')`,
		);
		await harness.shop.addUser(SHOPPER);
	});

	it('rates from the stars by pointer and keyboard, and the rating chosen is the one stored', async () => {
		const { page } = await harness.open(HELMET);
		const login = page.locator('form.mod-login');
		await login.locator('input[name="username"]').fill(SHOPPER.username);
		await login.locator('input[name="password"]').fill(SHOPPER.password);
		await Promise.all([page.waitForURL(harness.at(HELMET)), login.locator('button[type="submit"]').click()]);
		await page.locator('.mod-login-logout').waitFor();
		await islandsSettled(page);

		// The stars become a slider once seen.
		await page.locator('form#reviewform .rating').scrollIntoViewIfNeeded();
		const stars = page.getByRole('slider', { name: 'Your rating' });
		await stars.waitFor();
		const vote = page.locator('form#reviewform input#vote');
		expect([await stars.getAttribute('aria-valuenow'), await stars.getAttribute('aria-valuemax'), await vote.inputValue()]).toEqual(['5', '5', '5']);

		// The second of five stars, pressed: two.
		const box = (await stars.boundingBox())!;
		await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
		expect([await vote.inputValue(), await stars.getAttribute('aria-valuetext')]).toEqual(['2', '2 out of 5']);
		await stars.press('ArrowRight');
		expect(await vote.inputValue()).toBe('3');

		await page.locator('form#reviewform textarea#comment').fill('Robusto e leggero, si regola bene.');
		await Promise.all([page.waitForLoadState('load'), page.locator('form#reviewform input[name="submit_review"]').click()]);
		const stored = await harness.shop.sql(
			`SELECT r.review_rating, r.comment FROM jvm_virtuemart_rating_reviews r JOIN jvm_users u ON u.id = r.created_by WHERE u.username='${SHOPPER.username}' AND r.virtuemart_product_id=${PRODUCTS.helmet}`,
		);
		expect(stored.trim().split('\t')).toEqual(['3.00', 'Robusto e leggero, si regola bene.']);
	});
});
