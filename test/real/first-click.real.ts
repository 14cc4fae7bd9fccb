/**
 * The first click on a listing card below the fold: the press that scrolls the card into view (Enter after
 * Tab, a tap after a fling) lands before the card's `visible` trigger fires. It must start the card's island
 * and be held for it, not fall on VirtueMart's plain buttons and be lost.
 */
import { expect, it } from 'vitest';
import { forEachRealShop, islandsSettled } from './harness.ts';

/** VirtueMart's sample category with more products than one screen: the first card starts below the fold. */
const PAGINATION = '/index.php/pagination';
const isChunk = (url: string) => new URL(url).pathname.includes('/plg_system_vetrina/js/chunks/');

forEachRealShop((shop) => {
	it('counts a plus pressed on a card the press scrolled into view, and adds that quantity', async () => {
		const { page, requests } = await shop.open(PAGINATION);
		await islandsSettled(page);
		// The first card below the fold and the `visible` trigger's margin: nothing has started its island.
		const below = await page
			.locator('form.product')
			.evaluateAll((forms) => forms.findIndex((el) => el.getBoundingClientRect().top > innerHeight + 200 && !el.hasAttribute('data-island-state')));
		expect(below).toBeGreaterThanOrEqual(0);
		const form = page.locator('form.product').nth(below);
		// In one task, as a script or a press that scrolls does it: no frame, so no intersection, in between.
		const state = await form.evaluate((el) => {
			const plus = el.querySelector<HTMLElement>('.quantity-plus')!;
			plus.scrollIntoView({ block: 'center', behavior: 'instant' });
			plus.click();
			el.querySelector<HTMLElement>('[name="addtocart"]')!.click();
			return el.getAttribute('data-island-state');
		});
		expect(state).toBe('loading');
		const dialog = page.getByRole('dialog', { name: /added/i });
		await expect.poll(() => dialog.textContent()).toMatch(/2 x .+ was added to your cart/);
		await expect.poll(() => form.locator('input[name="quantity[]"]').inputValue()).toBe('2');
		const adds = requests.filter((request) => request.url().includes('task=addJS'));
		expect(adds.map((add) => [add.method(), new URL(add.url()).searchParams.getAll('quantity[]')])).toEqual([['GET', ['2']]]);
	});

	it('adds to the compare list from a card’s list button the press scrolled into view, staying on the page', async () => {
		const { page, requests } = await shop.open(PAGINATION);
		await islandsSettled(page);
		const buttons = page.locator('[data-vetrina="list-button"][data-list="compare"][data-action="add"]');
		const below = await buttons.evaluateAll((links) =>
			links.findIndex((el) => el.getBoundingClientRect().top > innerHeight + 200 && !el.hasAttribute('data-island-state')),
		);
		expect(below).toBeGreaterThanOrEqual(0);
		const button = buttons.nth(below);
		const product = await button.getAttribute('data-product-id');
		// Its href only shows the list: followed, the product would not be added.
		const added = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('vpfmethod') === 'addToCompare', { timeout: 10_000 });
		const state = await button.evaluate((el) => {
			el.scrollIntoView({ block: 'center', behavior: 'instant' });
			(el as HTMLElement).click();
			return el.getAttribute('data-island-state');
		});
		expect(state).toBe('loading');
		await added;
		await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
		expect(new URL(page.url()).pathname).toBe(new URL(shop.at(PAGINATION)).pathname);
		const adds = requests.filter((request) => new URL(request.url()).searchParams.get('vpfmethod') === 'addToCompare');
		expect(adds.map((add) => new URL(add.url()).searchParams.get('product_id'))).toEqual([product]);
	});

	it('enhances every card once it is scrolled into view', async () => {
		const { page } = await shop.open(PAGINATION);
		const forms = page.locator('form.product');
		expect(await forms.count()).toBeGreaterThan(20);
		for (const form of await forms.all()) {
			await form.scrollIntoViewIfNeeded();
			await expect.poll(() => form.getAttribute('data-island-state')).toBe('ready');
		}
	});

	it("fetches the code of home's cards at idle, and enhances a card's option select with its card once seen", async () => {
		// Home is VirtueMart's category view: its cards' option selects (`vm-chzn-select`) sit below a phone's first screen.
		const { page, requests } = await shop.open('/', { viewport: { width: 390, height: 844 } });
		await islandsSettled(page);
		const select = page.locator('form.product select.vm-chzn-select').first();
		const form = select.locator('xpath=ancestor::form[1]');
		expect([await select.getAttribute('data-island-state'), await form.getAttribute('data-island-state')]).toEqual([null, null]);
		// Their code fetched meanwhile, not run: `enhanced-select-<hash>.js`, `catalogue-<hash>.js`.
		const fetched = requests.filter((request) => isChunk(request.url())).map((request) => new URL(request.url()).pathname.split('/').at(-1)!);
		expect(fetched.map((file) => file.split('-')[0])).toEqual(expect.arrayContaining(['core', 'enhanced', 'catalogue']));
		await select.scrollIntoViewIfNeeded();
		await expect.poll(() => select.getAttribute('data-island-state')).toBe('ready');
		expect(await select.evaluate((el) => el.nextElementSibling?.matches('.vetrina-select'))).toBe(true);
		expect(await form.getAttribute('data-island-state')).toBe('ready');
	});
});
