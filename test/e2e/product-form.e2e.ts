import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from './axe.ts';
import { useShop, type ShopPage } from './harness.ts';
import { watchRequests } from './requests.ts';

// Page loads, frames and axe-core runs on a shared two-core machine: under the full run, tests of this file took
// up to 31 s (3 to 7 s alone). Allow more than the default 30 s.
vi.setConfig({ testTimeout: 60_000 });

const shop = useShop();

const TIERED = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici/ancorante-chimico-vinilestere-300-ml-detail'; // 41: -5% from 6 pieces
const STEP_12 = '/prodotti/sigillanti-e-adesivi/siliconi/silicone-sanitario-antimuffa-cartone-da-12-pz-detail'; // 52
const OPTIONS = '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail'; // 111: select + radio
const LOW_STOCK = '/?option=com_virtuemart&view=productdetails&virtuemart_product_id=106'; // 7 in stock
const LISTING = '/prodotti/fissaggi-e-tasselli/ancoranti-chimici';
const QUICK_VIEW = '/?option=com_virtuemart&view=productdetails&virtuemart_product_id=41&virtuemart_category_id=6&tmpl=component&quickview=1&Itemid=101';

const FORM = 'form.product';

/**
 * Serious and critical axe-core violations inside `selector` (the shop's markup outside it is not ours).
 * Moderate ones are only printed: e.g. `heading-order` for the `<h4>` of VirtueMart's own add-to-cart message.
 */
async function seriousAxe(page: Page, selector: string): Promise<string[]> {
	const violations = await axe(page, selector);
	const minor = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
	if (minor.length) console.log(`[product-form] axe, minor in ${selector}:`, minor.map((v) => `${v.id} ${v.impact}`).join(', '));
	return violations.filter((v) => !minor.includes(v)).map((v) => `${v.id} (${v.nodes.length})`);
}

const sales = (page: Page) => page.locator('.productdetails-view .product-price span.PricesalesPrice').first().textContent();
const isRecalc = (r: Request) => r.url().includes('task=recalculate');
const isAdd = (r: Request) => r.url().includes('task=addJS');
const entries = (r: Request) => [...new URL(r.url()).searchParams];

async function open(path: string, config: Record<string, unknown> = {}): Promise<ShopPage> {
	const opened = await shop.open(path);
	if (Object.keys(config).length) {
		// Patch the theme's config block, as an integrator would print it.
		await opened.page.route('**/*', async (route) => {
			if (route.request().resourceType() !== 'document' || route.request().method() !== 'GET') return route.continue();
			const response = await route.fetch();
			const body = (await response.text())
				.replace(/("searchLimit":10)/, (m) => `${m},${JSON.stringify(config).slice(1, -1)}`)
				.replace('"addToCartPopup":1,', '');
			await route.fulfill({ response, body });
		});
		await opened.page.reload();
	}
	const form = opened.page.locator(`${FORM}:is([data-island-state="ready"], [data-island-state="error"])`).first();
	await form.waitFor({ state: 'attached' });
	// "error" here usually means dist/ was rebuilt under the page (another `node build.mjs` in this tree).
	expect(await form.getAttribute('data-island-state'), 'the product-form island failed to load').toBe('ready');
	opened.requests.length = 0;
	await shop.clearLog();
	return opened;
}

afterEach(async () => {
	await shop.clearFaults();
});

describe('product form (Chromium)', () => {
	describe('given a product sold in multiples of 12', () => {
		it('should correct the quantity on blur and on Enter, with an inline alert, and plus/minus follow the step', async () => {
			const { page, errors, requests } = await open(STEP_12);
			const dialogs: string[] = [];
			page.on('dialog', (d) => void dialogs.push(d.message()));
			const input = page.locator('input[name="quantity[]"]');
			await input.fill('17');
			await input.press('Tab');
			await expect.poll(() => input.inputValue()).toBe('12');
			const alert = page.getByRole('alert').filter({ hasText: 'multipli di 12' });
			await expect.poll(() => alert.textContent()).toBe('Puoi acquistare questo prodotto solo in multipli di 12 pezzi!');
			await input.fill('5');
			expect(await alert.isVisible()).toBe(false); // hidden once the shopper edits
			await input.press('Enter'); // submit: the step is checked before adding
			await expect.poll(() => input.inputValue()).toBe('12');
			expect(await alert.isVisible()).toBe(true);
			expect(requests.filter(isAdd)).toHaveLength(0);

			await page.click('.quantity-plus');
			expect(await input.inputValue()).toBe('24');
			await page.click('.quantity-minus');
			expect(await input.inputValue()).toBe('12');
			await page.click('.quantity-minus'); // not above the step: back to the minimum (init 12)
			expect(await input.inputValue()).toBe('12');
			expect(dialogs).toEqual([]);
			expect(errors).toEqual([]);
		});
	});

	describe('given a product with a quantity discount', () => {
		it('should send the exact recalculation GET and fill, hide and show the price lines', async () => {
			const { page, errors, requests } = await open(TIERED);
			const discountLine = page.locator('.productdetails-view div.PricediscountAmount');
			expect(await discountLine.getAttribute('class')).toContain('vm-nodisplay');
			const before = await sales(page);
			await page.fill('input[name="quantity[]"]', '6');
			await page.locator('input[name="quantity[]"]').dispatchEvent('change');
			await expect.poll(() => sales(page)).not.toBe(before);
			const sent = requests.filter(isRecalc);
			expect(sent.length).toBeGreaterThanOrEqual(1);
			const last = sent.at(-1)!;
			expect(last.method()).toBe('GET');
			expect(new URL(last.url()).pathname).toBe('/index.php');
			expect(entries(last)).toEqual([
				['option', 'com_virtuemart'],
				['view', 'productdetails'],
				['task', 'recalculate'],
				['format', 'json'],
				['nosef', '1'],
				['lang', 'it'],
				['quantity[]', '6'],
				['virtuemart_product_id[]', '41'],
				['pname', 'Ancorante chimico vinilestere 300 ml'],
				['pid', '41'],
				['Itemid', '101'], // the form's option is the call's own: never sent twice
			]);
			const logged = (await shop.log()).filter((r) => r.query.task === 'recalculate').at(-1)!;
			expect(logged.query).toMatchObject({ view: 'productdetails', format: 'json', nosef: '1', lang: 'it', 'quantity[]': '6', pid: '41' });
			expect(await discountLine.getAttribute('class')).not.toContain('vm-nodisplay');
			expect(await discountLine.locator('span.PricediscountAmount').textContent()).not.toContain('-');

			await page.click('.quantity-minus'); // 5: no discount, the line hides and shows 0
			await expect.poll(() => discountLine.getAttribute('class')).toContain('vm-nodisplay');
			expect(await discountLine.locator('span.PricediscountAmount').textContent()).toBe('0');
			await page.click('.quantity-plus'); // 6 again: the same span comes back
			await expect.poll(() => discountLine.getAttribute('class')).not.toContain('vm-nodisplay');
			expect(await discountLine.locator('span.PricediscountAmount').count()).toBe(1);
			// Price types the shop does not display stay hidden.
			expect(await page.locator('.productdetails-view div.PricebasePrice').getAttribute('class')).toContain('vm-nodisplay');
			expect(errors).toEqual([]);
		});

		it('should abort older calls on five fast plus clicks and apply only the last answer, even a late older one', async () => {
			const { page, errors, requests } = await open(TIERED);
			const single = await sales(page);
			// Held long past the four clicks that follow, however slow the machine: aborted, it ends at once.
			await shop.fault({ match: 'task=recalculate', fault: 'latency', ms: 5000, times: 1 });
			const failed: string[] = [];
			page.on('requestfailed', (r) => isRecalc(r) && failed.push(new URL(r.url()).searchParams.get('quantity[]')!));
			const recalcs = watchRequests(page, isRecalc);
			for (let i = 0; i < 5; i++) await page.click('.quantity-plus', { delay: 0 });
			expect(await page.locator('input[name="quantity[]"]').isDisabled()).toBe(false); // typing never blocks
			await expect.poll(() => sales(page)).not.toBe(single); // 6 pieces: -5%
			const six = await sales(page);
			await recalcs.allEnded(); // the delayed call for 2 pieces has ended (aborted, or answered late)
			recalcs.stop();
			expect(await sales(page)).toBe(six);
			expect(requests.filter(isRecalc).map((r) => new URL(r.url()).searchParams.get('quantity[]'))).toEqual(['2', '3', '4', '5', '6']);
			expect(failed).toContain('2'); // the delayed call was aborted by the next one
			expect((await shop.log()).filter((r) => r.query.task === 'recalculate')).toHaveLength(5);
			expect(errors).toEqual([]);
		});

		it('should send one request for five plus clicks within one task', async () => {
			const { page, errors, requests } = await open(TIERED);
			await page.evaluate(() => {
				for (let i = 0; i < 5; i++) document.querySelector<HTMLElement>('.quantity-plus')!.click();
			});
			await expect.poll(() => page.locator('.productdetails-view .product-price').getAttribute('aria-busy')).toBeNull();
			// The four older calls were aborted before they left the page.
			expect(requests.filter(isRecalc).map((r) => new URL(r.url()).searchParams.get('quantity[]'))).toEqual(['6']);
			expect(errors).toEqual([]);
		});

		it('should recalculate on option select and radio changes', async () => {
			const { page, errors, requests } = await open(OPTIONS);
			const before = await sales(page);
			await page.selectOption('select[name="customProductData[111][20]"]', '202');
			await expect.poll(() => sales(page)).not.toBe(before);
			await page.check('input[name="customProductData[111][21]"][value="212"]');
			await expect.poll(() => requests.filter(isRecalc).length).toBe(2);
			const last = new URL(requests.filter(isRecalc).at(-1)!.url()).searchParams;
			expect(last.get('customProductData[111][20]')).toBe('202');
			expect(last.get('customProductData[111][21]')).toBe('212');
			expect(errors).toEqual([]);
		});

		it('should show the server messages in the system message area and scroll to 50 px above it', async () => {
			const { page, errors } = await open(LOW_STOCK);
			await page.evaluate(() => window.scrollTo(0, 600));
			await page.fill('input[name="quantity[]"]', '10');
			await page.locator('input[name="quantity[]"]').dispatchEvent('change');
			const message = page.locator('#system-message-container .vmprices-message');
			await expect.poll(() => message.textContent()).toContain('non è disponibile');
			await expect
				.poll(() => page.evaluate(() => Math.round(document.getElementById('system-message-container')!.getBoundingClientRect().top)), { timeout: 2000 })
				.toBe(50);
			expect(errors).toEqual([]);
		});
	});

	describe('when adding to cart in pop-up mode', () => {
		it('should send one addJS GET on a double click, open "Prodotto aggiunto al carrello" and publish cart:updated', async () => {
			const { page, errors, requests } = await open(TIERED);
			await page.evaluate(() => {
				(window as unknown as { updates: unknown[] }).updates = [];
				document.addEventListener('vetrina:cart:updated', (e) => (window as unknown as { updates: unknown[] }).updates.push((e as CustomEvent).detail));
			});
			await shop.fault({ match: 'task=addJS', fault: 'latency', ms: 400, times: 1 });
			const button = page.locator('input[name="addtocart"]');
			// Every state the button goes through, whenever the click is handled (held while the island loads, on a busy machine).
			await button.evaluate((element) => {
				const states: (string | null)[] = [];
				(window as unknown as { disabledStates: (string | null)[] }).disabledStates = states;
				new MutationObserver(() => states.push(element.getAttribute('aria-disabled'))).observe(element, { attributeFilter: ['aria-disabled'] });
			});
			await button.dblclick();
			const dialog = page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
			await dialog.waitFor();
			expect(requests.filter(isAdd)).toHaveLength(1);
			const sent = requests.filter(isAdd)[0]!;
			expect(new URL(sent.url()).pathname).toBe('/index.php');
			expect(entries(sent)).toEqual([
				['option', 'com_virtuemart'],
				['nosef', '1'],
				['view', 'cart'],
				['task', 'addJS'],
				['format', 'json'],
				['lang', 'it'],
				['quantity[]', '1'],
				['virtuemart_product_id[]', '41'],
				['pname', 'Ancorante chimico vinilestere 300 ml'],
				['pid', '41'],
				['Itemid', '101'], // the form's option and view are the call's own: never sent twice
			]);
			expect((await shop.log()).filter((r) => r.query.task === 'addJS')).toHaveLength(1);
			// Disabled while the one call was in flight, enabled again after.
			expect(await page.evaluate(() => (window as unknown as { disabledStates: unknown[] }).disabledStates)).toEqual(['true', null]);
			expect(await page.evaluate(() => (window as unknown as { updates: unknown[] }).updates)).toEqual([{ source: 'product-form' }]);
			// "Continua lo shopping" points at this page: it only closes the dialog.
			await dialog.getByRole('link', { name: 'Continua lo shopping' }).click();
			await dialog.waitFor({ state: 'detached' });
			expect(new URL(page.url()).pathname).toBe(TIERED);
			expect(errors).toEqual([]);
		});

		it('should show "2 × Name", the chosen options, the line total, one close button and the two ways on', async () => {
			const { page, errors } = await open(OPTIONS);
			await page.selectOption('select[name="customProductData[111][20]"]', '202');
			await page.check('input[name="customProductData[111][21]"][value="212"]');
			await page.fill('input[name="quantity[]"]', '2');
			await page.click('input[name="addtocart"]');
			const dialog = page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
			await dialog.waitFor();
			expect(await dialog.locator('h3').textContent()).toBe('2 × Trapano a batteria 18V Brushless con percussione');
			expect(await dialog.locator('.vp-added-options li').allTextContents()).toEqual(['Batteria: 1 batteria 2,0 Ah', 'Confezione: Valigetta rigida']);
			// 129 + 35 + 12,50 = 176,50 € net, -10%, +22% IVA = 193,80 € each: the line's total, no unit price beside "2 ×".
			expect(await dialog.locator('.vp-added-price').textContent()).toBe('Totale: 387,60 €');
			expect(await dialog.getByText('193,80 €').count()).toBe(0);
			// Besides Esc, one way to close (the header's button), and the message's two ways on.
			expect(await dialog.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent))).toEqual(['Chiudi']);
			expect(await dialog.getByRole('link').allTextContents()).toEqual(['Continua lo shopping', 'Vai al carrello']);
			// The cart's summary sits between the added line and the ways on (its line is there from the opening).
			await dialog.getByRole('status').filter({ hasText: 'Articoli nel carrello: 2' }).waitFor();
			const status = (await dialog.getByRole('status').boundingBox())!;
			expect(status.y).toBeGreaterThan((await dialog.locator('.vp-added-price').boundingBox())!.y);
			expect(status.y + status.height).toBeLessThanOrEqual((await dialog.getByRole('link', { name: 'Vai al carrello' }).boundingBox())!.y);
			await dialog.getByRole('button', { name: 'Chiudi' }).click();
			await dialog.waitFor({ state: 'detached' });
			expect(errors).toEqual([]);
		});

		it('should title a partial add with the product name in the warning style', async () => {
			const { page, errors } = await open(LOW_STOCK);
			await page.fill('input[name="quantity[]"]', '10');
			await page.click('input[name="addtocart"]');
			const name = await page.locator('input[name="pname"]').inputValue();
			const dialog = page.getByRole('alertdialog', { name });
			await dialog.waitFor();
			expect(await dialog.getAttribute('class')).toContain('vetrina-modal--warning');
			expect(errors).toEqual([]);
		});

		it.each([
			[{ msg: '<p>Errore</p>', stat: '0' }, "Si è verificato un errore durante l'aggiornamento del carrello.", 'error'],
			[{ msg: '<p class="hasError">Quantità non disponibile</p><img src=x onerror="window.pwned=1">', stat: '1' }, 'Attenzione', 'warning'],
		])('should show %j as "%s" (%s), sanitized', async (answer, title, tone) => {
			const { page, errors } = await open(TIERED);
			await page.route('**/index.php?*task=addJS*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) }));
			await page.click('input[name="addtocart"]');
			const dialog = page.getByRole('alertdialog', { name: title });
			await dialog.waitFor();
			expect(await dialog.getAttribute('class')).toContain(`vetrina-modal--${tone}`);
			expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
			expect(errors).toEqual([]);
		});

		it('should send nothing when the theme cancels vetrina:before-add-to-cart', async () => {
			const { page, errors, requests } = await open(TIERED);
			await page.evaluate(() =>
				document.addEventListener('vetrina:before-add-to-cart', (e) => {
					e.preventDefault();
					document.body.dataset.cancelled = '';
				}),
			);
			// The island decides in the click itself, right after the theme's event: that event is the signal.
			await page.click('input[name="addtocart"]');
			await page.waitForSelector('body[data-cancelled]', { state: 'attached' });
			expect(requests.filter(isAdd)).toHaveLength(0);
			expect(new URL(page.url()).pathname).toBe(TIERED);
			expect(errors).toEqual([]);
		});
	});

	describe('given hostile answers', () => {
		const faults = [
			['malformed', { fault: 'malformed' }],
			['html', { fault: 'html' }],
			['500', { fault: '500' }],
			['timeout', { fault: 'hang' }],
			['drop', { fault: 'drop' }],
		] as const;

		it.each(faults)('should survive a %s recalculation: prices kept, indicator stopped, no exception', async (_, fault) => {
			const { page, errors } = await open(TIERED, { timeout: 1500 });
			const logged: string[] = [];
			page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
			const before = await sales(page);
			await shop.fault({ match: 'task=recalculate', times: fault.fault === 'drop' ? 10 : 1, ...fault });
			await page.click('.quantity-plus');
			const block = page.locator('.productdetails-view .product-price');
			// The call ends (the client's 1.5 s timeout at most), told on the console: the price block may not
			// even be busy yet when the click returns, so its busy state alone would not say the call is over.
			await expect.poll(() => logged.some((text) => text.includes('[vetrina:product-form]')), { timeout: 4000 }).toBe(true);
			// Then busy no more, and not left dimmed.
			await expect.poll(() => block.getAttribute('aria-busy')).toBeNull();
			expect(await block.getAttribute('class')).not.toContain('vetrina-pf-pending');
			expect(await sales(page)).toBe(before);
			expect(errors).toEqual([]);
		});

		it.each(faults)('should survive a %s add to cart: notice shown, button restored, no exception', async (_, fault) => {
			const { page, errors } = await open(TIERED, { timeout: 1500 });
			// Support: Chromium silently retries a GET up to six times when the connection drops.
			await shop.fault({ match: 'task=addJS', times: fault.fault === 'drop' ? 10 : 1, ...fault });
			const logged: string[] = [];
			page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
			await page.click('input[name="addtocart"]');
			const notice = page.locator('.vetrina-pf-notice');
			await notice.waitFor({ state: 'visible', timeout: 4000 });
			expect(await notice.textContent()).toContain('Il prodotto non è stato aggiunto al carrello.');
			expect(await page.locator('input[name="addtocart"]').getAttribute('aria-disabled')).toBeNull();
			expect(await page.locator('dialog').count()).toBe(0);
			expect(logged.some((text) => text.includes('[vetrina:product-form]'))).toBe(true);
			expect(errors).toEqual([]);
		});
	});

	describe('when adding to cart in normal mode', () => {
		it('should fire the theme event and submit the form with task=add', async () => {
			const { page, errors } = await open(TIERED, { addToCartPopup: 0 });
			await page.evaluate(() => document.addEventListener('vetrina:before-add-to-cart', () => sessionStorage.setItem('asked', '1')));
			await Promise.all([page.waitForURL(/view=cart/), page.click('input[name="addtocart"]')]);
			const post = (await shop.log()).find((r) => r.method === 'POST');
			expect(post?.body).toMatchObject({ task: 'add', 'quantity[]': '1', 'virtuemart_product_id[]': '41' });
			expect(await page.evaluate(() => sessionStorage.getItem('asked'))).toBe('1');
			expect(await page.locator('#cart-view').textContent()).toContain('Ancorante chimico vinilestere');
			expect(errors).toEqual([]);
		});
	});

	describe('with JavaScript off', () => {
		it('should still add to cart by a plain submit', async () => {
			const { page } = await shop.open(STEP_12, { javaScriptEnabled: false });
			await shop.clearLog();
			await Promise.all([page.waitForURL(/view=cart/), page.click('input[name="addtocart"]')]);
			const post = (await shop.log()).find((r) => r.method === 'POST');
			expect(post?.body).toMatchObject({ task: 'add', 'quantity[]': '12', 'virtuemart_product_id[]': '52' });
			expect(await page.locator('#cart-view').textContent()).toContain('Silicone sanitario');
		});
	});

	describe('accessibility', () => {
		it('should have no axe violations in the form with its quantity alert, nor in the result dialog', async () => {
			const { page, errors } = await open(STEP_12);
			await page.clock.install();
			await page.fill('input[name="quantity[]"]', '17');
			await page.press('input[name="quantity[]"]', 'Tab');
			await page.locator('.vetrina-pf-qty-error').waitFor();
			expect(await seriousAxe(page, '.addtocart-area')).toEqual([]);
			// A click within 500 ms of a correction belongs to the blur that made it and adds nothing
			// (quantity-field.ts): the shopper reads the corrected quantity first.
			await page.clock.runFor(600); // past that window, fast-forwarded
			await page.click('input[name="addtocart"]');
			await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
			expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true); // focus moved in
			expect(await seriousAxe(page, '#vetrina-dialogs')).toEqual([]);
			await page.keyboard.press('Escape');
			await page.locator('dialog').waitFor({ state: 'detached' });
			expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('addtocart'); // and returned
			expect(errors).toEqual([]);
		});
	});

	describe('in a category listing and in the quick-view frame', () => {
		it('should recalculate and add to cart from a product card', async () => {
			const { page, errors, requests } = await open(LISTING);
			const card = page.locator('.product-container', { has: page.locator(FORM) }).first();
			// The product-card island keeps the card's form inert until "show variants": press plus programmatically.
			await card.locator('.quantity-plus').evaluate((plus) => (plus as HTMLElement).click());
			await expect.poll(() => requests.filter(isRecalc).length).toBe(1);
			expect(new URL(requests.filter(isRecalc)[0]!.url()).searchParams.get('quantity[]')).toBe('2');
			await card.hover();
			await card.locator('.vp-hover-addtocart').click();
			await page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }).waitFor();
			expect(requests.filter(isAdd)).toHaveLength(1);
			expect(new URL(requests.filter(isAdd)[0]!.url()).searchParams.get('quantity[]')).toBe('2');
			await page.setViewportSize({ width: 390, height: 844 });
			await page.screenshot({ path: '/tmp/pf-dialog-390.png' });
			// "Continua lo shopping" leads back to the listing the add came from, this very page: it only closes.
			const dialog = page.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' });
			await dialog.getByRole('link', { name: 'Continua lo shopping' }).click();
			await dialog.waitFor({ state: 'detached' });
			expect(new URL(page.url()).pathname).toBe(LISTING);
			expect(errors).toEqual([]);
		});

		it('should mount at once in the quick-view frame page', async () => {
			const { page, errors, requests } = await open(QUICK_VIEW);
			await page.click('.quantity-plus');
			await expect.poll(() => requests.filter(isRecalc).length).toBe(1);
			expect(errors).toEqual([]);
		});
	});
});
