import { expect, it } from 'vitest';
import { attribute, focused, islandsSettled, ready, waitFor } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const screws = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno';
const discs = '/prodotti/abrasivi/dischi-abrasivi';
const card = (id: number) => `[data-vetrina="product-card"][data-product-id="${id}"]`;
const quickView = (pid: number) => `[data-vetrina="quick-view"][data-product-id="${pid}"]`;
/** Whether a card's add-to-cart area is shown and reachable. */
const cartShown = (selector: string) => {
	const area = document.querySelector<HTMLElement>(`${selector} .addtocart-area`)!;
	return getComputedStyle(area).visibility === 'visible' && !area.inert;
};

forEachEngine((browsing) => {
	it('opens a card’s variants and add-to-cart from its hover bar, and Esc folds it back with the focus on the button', async () => {
		const tab = await shop.visit(browsing, screws);
		await ready(tab, card(1));
		await islandsSettled(tab);
		expect(await tab.evaluate(cartShown, card(1))).toBe(false);
		await tab.click(`${card(1)} .vp-show-variants`);
		expect(await tab.evaluate(cartShown, card(1))).toBe(true);
		expect(await attribute(tab, `${card(1)} .vp-show-variants`, 'aria-expanded')).toBe('true');
		expect(await focused(tab, 'select.cvselection')).toBe(true);
		await tab.press('Escape');
		expect(await tab.evaluate(cartShown, card(1))).toBe(false);
		expect(await focused(tab, `${card(1)} .vp-show-variants`)).toBe(true);
	});

	it('opens the quick view in a modal whose frame loads exactly the quick-view URL, and Esc closes it', async () => {
		const tab = await shop.visit(browsing, discs);
		await ready(tab, quickView(58));
		await islandsSettled(tab);
		await shop.clearLog();
		await tab.click(quickView(58));
		await waitFor(tab, 'dialog.vetrina-quick-view iframe', 'attached');
		await tab.waitUntil(
			() =>
				!!document
					.querySelector<HTMLIFrameElement>('dialog.vetrina-quick-view iframe')
					?.contentDocument?.querySelector('.productdetails-view[data-island-state="ready"]'),
			null,
		);
		const pages = (await shop.log())
			.filter((r) => !/^\/(images|media)\//.test(r.path) && r.query.option !== 'com_ajax')
			.map(({ method, path, query }) => ({ method, path, query }));
		expect(pages).toEqual([
			{
				method: 'GET',
				path: '/',
				query: {
					option: 'com_virtuemart',
					view: 'productdetails',
					virtuemart_product_id: '58',
					virtuemart_category_id: '13',
					tmpl: 'component',
					quickview: '1',
					Itemid: '101',
				},
			},
		]);
		expect(await tab.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.vetrina-quick-view')!.matches(':modal'), null)).toBe(true);
		expect(
			await tab.evaluate(
				() => document.querySelector<HTMLIFrameElement>('dialog.vetrina-quick-view iframe')!.contentDocument!.querySelector('h1')!.textContent,
				null,
			),
		).toMatch(/115 mm grana 60/);
		// The frame has the focus: Esc goes to the dialog from inside it.
		await tab.press('Escape');
		await waitFor(tab, 'dialog.vetrina-quick-view', 'detached');
		expect(await focused(tab, quickView(58))).toBe(true);
	});
});
