/**
 * The product journeys on stock VirtueMart 4.4 markup (legacy, bs3, bs5): quantity, live price, add
 * to cart, variants in place from the inline `cvselvars` text, child lists. Every URL is built from
 * SUB_FOLDER, so the file keeps passing once the shop lives under `/negozio`.
 */
import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandsSettled, useShop, type Harness, type LoggedRequest } from './harness.ts';
import { idle } from './watch.ts';
import { STOCK_SETS, stockShop, SUB_FOLDER } from './stock.ts';

vi.setConfig({ testTimeout: 60_000 });

const at = (path: string) => `${SUB_FOLDER}${path}`;
const SCREWS = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno';
const screw = (slug: string) => at(`${SCREWS}/vite-legno-torx-${slug}-detail`);
const DRILL = at('/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail'); // 111: option select + radio
const SILICONE = at('/prodotti/sigillanti-e-adesivi/siliconi/silicone-sanitario-antimuffa-cartone-da-12-pz-detail'); // 52: step 12
const TAPE = at('/prodotti/strumenti-di-misura/flessometri/flessometro-gommato-3m-detail'); // radio variants
const SPANNERS = at('/prodotti/chiavi-e-utensili-manuali/chiavi-combinate');
const spanner = (mm: number) => `${SPANNERS}/chiave-combinata-${mm}mm-detail`;

/**
 * Without a CSP (VETRINA_CSP=0) the template's inline scripts run and throw, jQuery being absent: they
 * are VirtueMart's code, not ours. Under the shop's nonce CSP they are blocked and never throw.
 */
const ours = (errors: string[]) => errors.filter((message) => message !== 'jQuery is not defined');
const isRecalc = (r: Request) => r.url().includes('task=recalculate');
const isAdd = (r: Request) => r.url().includes('task=addJS');
const entries = (r: Request) => [...new URL(r.url()).searchParams];
/** The shop's log of calls and pages (no images, no files of ours, no header modules). */
const calls = async (shop: Harness): Promise<LoggedRequest[]> =>
	(await shop.log()).filter((r) => !/\/(images|media)\//.test(r.path) && r.query.option !== 'com_ajax');

/** Picks an option of a select, through the enhanced select VirtueMart's `vm-chzn-select` gets. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
	const widget = page.locator(`${select} + .vetrina-select`);
	await widget.getByRole('combobox').click();
	await widget.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function showing(page: Page, name: string): Promise<void> {
	await page.waitForFunction(
		(text) => document.querySelector('.productdetails-view h1')?.textContent?.trim() === text && !document.querySelector('.productdetails-view[aria-busy]'),
		name,
	);
}

describe.each(STOCK_SETS)('stock product journeys on %s', (set) => {
	const shop = useShop(stockShop(set));
	afterEach(async () => Promise.all(shop.browser.contexts().map((context) => context.close())));

	async function open(path: string) {
		const opened = await shop.open(path);
		await islandsSettled(opened.page);
		// The cart modules refresh as they mount: their answers (and so their calls in the shop's log) are in
		// before the log is cleared, not racing it.
		await idle(opened.page);
		opened.requests.length = 0;
		await shop.clearLog();
		return opened;
	}

	it('plus and minus follow the step and the named controls', async () => {
		const { page, errors } = await open(SILICONE);
		const input = page.locator('form.product input[name="quantity[]"]');
		expect(await input.getAttribute('data-errStr')).toContain('%1$s');
		await page.getByRole('button', { name: 'Aumenta la quantità' }).click();
		expect(await input.inputValue()).toBe('24');
		await page.getByRole('button', { name: 'Diminuisci la quantità' }).click();
		expect(await input.inputValue()).toBe('12');
		await input.fill('17');
		await input.press('Tab');
		await expect.poll(() => input.inputValue()).toBe('12');
		expect(await page.getByRole('alert').filter({ hasText: 'multipli' }).textContent()).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
		expect(ours(errors)).toEqual([]);
	});

	it('recalculates the price with the exact call under the sub-folder and shows the answer', async () => {
		const { page, errors, requests } = await open(DRILL);
		const sales = page.locator('#productPrice111 span.PricesalesPrice');
		const before = await sales.textContent();
		const answered = page.waitForResponse((r) => isRecalc(r.request()));
		await choose(page, 'select[name="customProductData[111][20]"]', /^1 batteria 2,0 Ah/);
		const answer = (await (await answered).json()) as { salesPrice: string };
		await expect.poll(() => sales.textContent()).toBe(answer.salesPrice);
		expect(answer.salesPrice).not.toBe(before);
		const sent = requests.filter(isRecalc);
		expect(sent).toHaveLength(1);
		expect(new URL(sent[0]!.url()).pathname).toBe(at('/index.php'));
		expect(entries(sent[0]!)).toEqual([
			['option', 'com_virtuemart'],
			['view', 'productdetails'],
			['task', 'recalculate'],
			['format', 'json'],
			['nosef', '1'],
			['lang', 'it'],
			['customProductData[111][20]', '202'],
			['customProductData[111][21]', '211'],
			['quantity[]', '1'],
			['virtuemart_product_id[]', '111'],
			['pname', 'Trapano a batteria 18V Brushless con percussione'],
			['pid', '111'],
			['Itemid', '101'],
		]);
		const logged = (await calls(shop)).filter((r) => r.query.task === 'recalculate');
		expect(logged.map((r) => [r.method, r.path])).toEqual([['GET', at('/index.php')]]);
		// A price-changing radio reprices too.
		const again = page.waitForResponse((r) => isRecalc(r.request()));
		await page.locator('input[name="customProductData[111][21]"][value="212"]').check();
		await expect.poll(async () => sales.textContent()).toBe(((await (await again).json()) as { salesPrice: string }).salesPrice);
		expect(ours(errors)).toEqual([]);
	});

	it('adds to cart once per click or key press and opens the dialog', async () => {
		const { page, errors, requests } = await open(screw('4x30-mm-1pz'));
		const button = page.locator('form.product [name="addtocart"]');
		await button.click();
		const dialog = page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
		await dialog.waitFor();
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });
		await button.focus();
		await page.keyboard.press('Enter');
		await dialog.waitFor();
		const added = requests.filter(isAdd);
		expect(added).toHaveLength(2);
		expect(new URL(added[0]!.url()).pathname).toBe(at('/index.php'));
		expect(entries(added[0]!)).toEqual([
			['option', 'com_virtuemart'],
			['nosef', '1'],
			['view', 'cart'],
			['task', 'addJS'],
			['format', 'json'],
			['lang', 'it'],
			['field[1][301][customfield_value][0]', '4x30 mm'],
			['field[1][301][customfield_value][1]', '1 PZ'],
			['quantity[]', '1'],
			['virtuemart_product_id[]', '1'],
			['pname', 'Vite per legno Torx 4x30 mm zincata - 1 PZ'],
			['pid', '1'],
			['Itemid', '101'],
		]);
		expect((await calls(shop)).filter((r) => r.query.task === 'addJS').map((r) => r.path)).toEqual([at('/index.php'), at('/index.php')]);
		expect(ours(errors)).toEqual([]);
	});

	it('with addToCartPopup 0, submits the form natively with task=add, bs5 button included', async () => {
		const { page, errors } = await open(screw('4x30-mm-1pz'));
		// The integrator's config block, as printed for VirtueMart's addtocart_popup 0.
		await page.route('**/*', async (route) => {
			if (route.request().resourceType() !== 'document' || route.request().method() !== 'GET') return route.continue();
			const response = await route.fetch();
			await route.fulfill({ response, body: (await response.text()).replace('"addToCartPopup":1', '"addToCartPopup":0') });
		});
		await page.reload();
		await islandsSettled(page);
		await idle(page);
		await shop.clearLog();
		await Promise.all([page.waitForURL(/view=cart/), page.locator('form.product [name="addtocart"]').click()]);
		const posts = (await calls(shop)).filter((r) => r.method === 'POST');
		expect(posts.map((r) => r.path)).toEqual([at('/index.php')]);
		expect(posts[0]!.body).toMatchObject({ task: 'add', option: 'com_virtuemart', view: 'cart', 'quantity[]': '1', 'virtuemart_product_id[]': '1' });
		expect(ours(errors)).toEqual([]);
	});

	it('switches variants in place twice in a row, the second from the in-place answer', async () => {
		const { page, errors } = await open(screw('4x30-mm-1pz'));
		expect(await page.locator('.productdetails-view script[id^="cvselvars"]').count()).toBe(1);
		await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
		await choose(page, 'select[name="field[1][301][customfield_value][1]"]', '10 PZ');
		await showing(page, 'Vite per legno Torx 4x30 mm zincata - 10 PZ');
		await islandsSettled(page);
		await choose(page, 'select[name="field[2][301][customfield_value][0]"]', '5x50 mm');
		await showing(page, 'Vite per legno Torx 5x50 mm zincata - 10 PZ');
		expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
		await page.waitForFunction((url) => location.pathname === url, screw('5x50-mm-10pz'));
		const dynamic = { tmpl: 'component', format: 'html', dynamic: '1' };
		expect((await calls(shop)).map((r) => [r.method, r.path, r.query])).toEqual([
			['GET', screw('4x30-mm-10pz'), dynamic],
			['GET', screw('5x50-mm-10pz'), dynamic],
		]);
		expect(ours(errors)).toEqual([]);
	});

	it('switches radio variants in place', async () => {
		const { page, errors } = await open(TAPE);
		await page.locator('input.cvradio[value="8 m"]').check();
		await showing(page, 'Flessometro gommato 8 m x 25 mm');
		expect(ours(errors)).toEqual([]);
	});

	it('a child list goes to the child page: url="value" on the product page, the inline onchange in the category, once', async () => {
		const { page, errors } = await open(spanner(10));
		await choose(page, 'select.avselection', /^13 mm/);
		await page.waitForURL(`**${spanner(13)}`);
		await islandsSettled(page);
		await idle(page);
		await shop.clearLog();
		await page.goto(new URL(SPANNERS, shop.url).href);
		await islandsSettled(page);
		const card = 'form.product:has(input[name="pid"][value="78"])';
		const list = page.locator(`${card} select.avselection`);
		expect(await list.getAttribute('data-reload')).toBe('1');
		// VirtueMart's inline onchange is taken over while the island is mounted: one navigation, CSP or not.
		// The select also hosts the enhanced select, so its island state is not the variants island's: wait
		// for the handler to go, which only the variants island does (it loads when the card is seen).
		await list.scrollIntoViewIfNeeded();
		await page.waitForFunction((selector) => document.querySelector(selector)?.hasAttribute('onchange') === false, `${card} select.avselection`);
		await choose(page, `${card} select.avselection`, /^17 mm/);
		await page.waitForURL(`**${spanner(17)}`);
		await islandsSettled(page);
		expect((await calls(shop)).filter((r) => r.path === spanner(17))).toHaveLength(1);
		expect(ours(errors)).toEqual([]);
	});
});
