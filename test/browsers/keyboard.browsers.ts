import { expect, it } from 'vitest';
import { dialogNamed, focused, islandsSettled, ready, waitFor } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const TIERED = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail';

forEachEngine((browsing) => {
	it('adds to cart by keyboard alone: Tab to the button, Enter, the dialog takes the focus, Esc gives it back', async () => {
		const tab = await shop.visit(browsing, TIERED);
		await ready(tab, 'form.product');
		await islandsSettled(tab);
		let presses = 0;
		while (!(await focused(tab, 'input[name="addtocart"]'))) {
			if (++presses > 150) throw new Error('the add-to-cart button was not reached with Tab');
			await tab.press('Tab');
		}
		await tab.press('Enter');
		await dialogNamed(tab, 'Prodotto aggiunto al carrello');
		expect(await tab.evaluate(() => !!document.activeElement?.closest('dialog[open]'), null)).toBe(true);
		expect((await shop.log()).filter((r) => r.query.task === 'addJS')).toHaveLength(1);
		await tab.press('Escape');
		await waitFor(tab, 'dialog[open]', 'detached');
		expect(await focused(tab, 'input[name="addtocart"]')).toBe(true);
	});
});
