import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe, publish } from '../../src/bus.ts';
import { store } from '../../src/store.ts';
import { resetShared, setShared } from '../../test/unit/shared-state.ts';
import { cartUpdated } from '../../src/cart/actions.ts';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { mount } from './index.ts';

/** `mod_virtuemart_cart/tmpl/default.php` as VirtueMart 4.4 prints it, one product in the cart. */
const DEFAULT_LAYOUT = `<div class="vmCartModule " id="vmCartModule">
	<div class="hiddencontainer" style=" display: none; ">
		<div class="vmcontainer">
			<div class="product_row">
				<span class="quantity"></span>&nbsp;x&nbsp;<span class="product_name"></span>
				<div class="subtotal_with_tax" style="float: right;"></div>
			<div class="customProductData"></div><br>
			</div>
		</div>
	</div>
	<div class="vm_cart_products">
		<div class="vmcontainer">
<div class="product_row">
					<span class="quantity">1</span>&nbsp;x&nbsp;<span class="product_name"><a href="/prodotti/elettroutensili/trapano-detail">Trapano</a></span>
				  <div class="subtotal_with_tax" style="float: right;">99,00 €</div>
			</div>
		</div>
	</div>
	<div class="total" style="float: right;">Totale: 108,90 €</div>
<div class="total_products">1 prodotto</div>
<div class="show_cart"><a class="details" style ="float:right;" href="/index.php?option=com_virtuemart&amp;view=cart" rel="nofollow" >Mostra carrello</a></div>
<noscript>Attendere prego</noscript>
</div>`;

/** `tmpl/dropdown.php`: the count in the button, an `.image` cell in the row template. */
const DROPDOWN_LAYOUT = `<div class="vmCartModule dropdownCart" id="vmCartModule-sidebar">
    <button class="dropdownCart-btn" type="button"><div class="total_products">Carrello vuoto</div></button>
    <div class="hiddencontainer" style=" display: none; "><div class="vmcontainer"><div class="product_row">
        <div class="product_row_info"><div class="image"></div><div class="product_name"></div>
        <div class="product_price"><span class="quantity"></span> &times; <span class="subtotal_with_tax"></span></div></div>
        <div class="customProductData"></div></div></div></div>
    <div class="dropdownCart-container"><div class="vm_cart_products"><div class="vmcontainer"></div></div>
        <div class="total"></div><div class="show_cart"></div></div>
</div>`;

/** `json_encode(prepareAjaxData(true))`: VirtueMart escapes slashes, quantities are numbers. */
const VIEWJS = JSON.stringify({
	products: [
		{
			product_name: '<a href="/prodotti/elettroutensili/trapano-detail">Trapano a batteria 18V</a>',
			customProductData: '',
			product_sku: 'TRP-18V',
			prices: '162,30 €',
			image: '<img  loading="lazy"  src="/images/prodotti/trapano.svg"  alt="Trapano"  />',
			subtotal: '162,30 €',
			subtotal_tax_amount: '35,70 €',
			subtotal_discount: '0,00 €',
			subtotal_with_tax: '198,00 €',
			quantity: 2,
		},
		{
			product_name: '<a href="/prodotti/vernici/smalto-detail">Smalto</a>',
			customProductData: '<div class="vm-customfield-mod"><span class="product-field-type-S">Colore: Rosso</span><br/></div>',
			product_sku: 'SM-1',
			prices: '8,20 €',
			subtotal: '8,20 €',
			subtotal_tax_amount: '1,80 €',
			subtotal_discount: '0,00 €',
			subtotal_with_tax: '10,00 €',
			quantity: 1,
		},
	],
	totalProduct: 3,
	billTotal: 'Totale: 208,00 €',
	billTotal_tax_amount: '37,50 €',
	billTotal_net: '170,50 €',
	billTotal_discounted_net: '170,50 €',
	dataValidated: false,
	totalProductTxt: '3 prodotti',
	linkName: 'Mostra carrello',
	cart_show_link: '/index.php?option=com_virtuemart&view=cart',
	cart_show: '<a class="details" style="float:right;" href="/index.php?option=com_virtuemart&view=cart" rel="nofollow" >Mostra carrello</a>',
}).replace(/\//g, '\\/');

const EMPTY = JSON.stringify({
	products: [],
	totalProduct: 0,
	billTotal: 'Totale: 0,00 €',
	totalProductTxt: 'Carrello vuoto',
	cart_show: '<a class="details" href="/index.php?option=com_virtuemart&view=cart">Mostra carrello</a>',
	dataValidated: false,
});

const VIEWJS_QUERY = '?option=com_virtuemart&nosef=1&view=cart&task=viewJS&format=json&lang=it';

function page(...layouts: string[]): HTMLElement[] {
	document.body.innerHTML = layouts.join('\n');
	return [...document.querySelectorAll<HTMLElement>('.vmCartModule')];
}

const rows = (el: Element) => [...el.querySelectorAll('.vm_cart_products .product_row')];
const announced = async () => {
	await new Promise((resolve) => requestAnimationFrame(resolve));
	return document.querySelector('[data-vetrina-announcer="polite"]')?.textContent ?? '';
};

describe('vm-cart-module', () => {
	// The island draws as its calls are answered, as in a page: the tests wait for the DOM, not for act().
	drawAsInPage();
	// Every module shows the store's last answer: each test starts without one.
	beforeEach(() => resetShared());

	describe("given the default layout and VirtueMart's viewJS answer", () => {
		it('should GET task=viewJS at mount and render each product from the hidden row template', async () => {
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.pathname).toBe('/index.php');
			expect(calls[0]!.url.search).toBe(VIEWJS_QUERY);
			expect(el!.getAttribute('aria-busy')).toBe('true');
			calls[0]!.respond(VIEWJS, { headers: { 'content-type': 'application/json' } });
			await flush();
			const shown = rows(el!);
			expect(shown).toHaveLength(2);
			expect(shown.map((r) => r.querySelector('.quantity')!.textContent)).toEqual(['2', '1']);
			expect(shown[0]!.querySelector('.product_name a')!.getAttribute('href')).toBe('/prodotti/elettroutensili/trapano-detail');
			expect(shown[0]!.querySelector('.product_name')!.textContent).toBe('Trapano a batteria 18V');
			expect(shown.map((r) => r.querySelector('.subtotal_with_tax')!.textContent)).toEqual(['198,00 €', '10,00 €']);
			expect(shown[1]!.querySelector('.customProductData .product-field-type-S')!.textContent).toBe('Colore: Rosso');
			expect(el!.querySelector('.total')!.textContent).toBe('Totale: 208,00 €');
			expect(el!.querySelector('.total_products')!.textContent).toBe('3 prodotti');
			expect(el!.querySelector('.show_cart a.details')!.getAttribute('href')).toBe('/index.php?option=com_virtuemart&view=cart');
			// The template stays hidden and empty, ready for the next refresh.
			expect(el!.querySelector('.hiddencontainer .quantity')!.textContent).toBe('');
			expect(el!.hasAttribute('aria-busy')).toBe(false);
			expect(store.getState().cart.count).toBe(3);
			expect(await announced()).toBe('Carrello: 3 articoli');
			teardown();
		});

		it('should empty the list, the total and the link when the cart is empty', async () => {
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			calls[0]!.respond(`\uFEFF${EMPTY}`);
			await flush();
			expect(rows(el!)).toHaveLength(0);
			expect(el!.querySelector('.total')!.textContent).toBe('');
			expect(el!.querySelector('.total_products')!.textContent).toBe('Carrello vuoto');
			expect(el!.querySelector('.show_cart')!.textContent).toBe('');
			expect(store.getState().cart.count).toBe(0);
			teardown();
		});

		it('should read products sent as an object (PHP keys not 0…n-1)', async () => {
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			const answer = JSON.parse(VIEWJS);
			answer.products = { 1: answer.products[0], 3: answer.products[1] };
			calls[0]!.respond(JSON.stringify(answer));
			await flush();
			expect(rows(el!).map((r) => r.querySelector('.quantity')!.textContent)).toEqual(['2', '1']);
			teardown();
		});
	});

	describe('given two cart modules on one page (header default, sidebar dropdown)', () => {
		it('should refresh both from one request after every cart change, announcing the count once', async () => {
			setShared((state) => ({ cart: { ...state.cart, count: 0 } }));
			const [header, sidebar] = page(DEFAULT_LAYOUT, DROPDOWN_LAYOUT);
			const { calls } = controlledFetch();
			const teardowns = [mount(header!), mount(sidebar!)];
			await flush();
			expect(calls.map((c) => c.url.search)).toEqual([VIEWJS_QUERY]);
			calls[0]!.respond(EMPTY);
			await flush();
			await publish('cart:updated', { source: 'theme' });
			await flush();
			expect(calls).toHaveLength(2);
			calls[1]!.respond(VIEWJS);
			await flush();
			expect(rows(header!)).toHaveLength(2);
			expect(rows(sidebar!)).toHaveLength(2);
			expect(sidebar!.querySelector('button .total_products')!.textContent).toBe('3 prodotti');
			expect(sidebar!.querySelector('.vm_cart_products .image img')!.getAttribute('src')).toBe('/images/prodotti/trapano.svg');
			expect(sidebar!.querySelector('.total')!.textContent).toBe('Totale: 208,00 €');
			expect(await announced()).toBe('Carrello: 3 articoli');
			teardowns.forEach((teardown) => teardown());
		});

		it("should keep one request slot for the modules: a second change supersedes the first's call", async () => {
			const [header, sidebar] = page(DEFAULT_LAYOUT, DROPDOWN_LAYOUT);
			const { calls } = controlledFetch();
			const teardowns = [mount(header!), mount(sidebar!)];
			await flush();
			await publish('cart:updated', { source: 'test' });
			await flush();
			// The mount call was replaced by the change's call.
			expect(calls).toHaveLength(2);
			expect((calls[0]!.init.signal as AbortSignal).aborted).toBe(true);
			expect((calls[1]!.init.signal as AbortSignal).aborted).toBe(false);
			teardowns.forEach((teardown) => teardown());
		});
	});

	describe('given the dropdown layout', () => {
		it('should show and hide its list from its button, as its own script did: a click outside or Esc closes it', () => {
			const [header, sidebar] = page(DEFAULT_LAYOUT, DROPDOWN_LAYOUT);
			const list = sidebar!.querySelector<HTMLElement>('.dropdownCart-container')!;
			// Legacy's stylesheet hides the list until the button shows it.
			list.style.display = 'none';
			const teardown = mount(sidebar!);
			const button = sidebar!.querySelector<HTMLButtonElement>('button.dropdownCart-btn')!;
			expect([button.getAttribute('aria-expanded'), button.getAttribute('aria-controls'), sidebar!.dataset.dropdown]).toEqual(['false', list.id, 'closed']);
			button.click();
			expect([button.getAttribute('aria-expanded'), list.hidden, sidebar!.dataset.dropdown]).toEqual(['true', false, 'open']);
			header!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			expect([button.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true]);
			button.click();
			button.focus();
			button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
			expect([button.getAttribute('aria-expanded'), document.activeElement]).toEqual(['false', button]);
			teardown();
			expect([button.hasAttribute('aria-expanded'), button.hasAttribute('aria-controls'), list.hasAttribute('id')]).toEqual([false, false, false]);
		});

		it('should start open where no stylesheet hides the list (bs5 styles none of it)', () => {
			const [sidebar] = page(DROPDOWN_LAYOUT);
			const teardown = mount(sidebar!);
			expect(sidebar!.querySelector('button.dropdownCart-btn')!.getAttribute('aria-expanded')).toBe('true');
			teardown();
		});
	});

	describe('given how the page was loaded', () => {
		/** The page's navigation entry, as far as the cart store reads it. */
		const navigation = (type: NavigationTimingType, transferSize: number) => {
			const entry = { entryType: 'navigation', type, transferSize } as Partial<PerformanceNavigationTiming> as PerformanceNavigationTiming;
			vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) => (kind === 'navigation' ? [entry] : []));
		};

		it('should not ask for what a page the server has just printed shows, and refresh after a cart change', async () => {
			navigation('navigate', 8432);
			const [el] = page(DEFAULT_LAYOUT);
			const printed = el!.textContent;
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			expect(calls).toHaveLength(0);
			expect(el!.hasAttribute('aria-busy')).toBe(false);
			expect(el!.textContent).toBe(printed);
			await publish('cart:updated', { source: 'sync' });
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.url.search).toBe(VIEWJS_QUERY);
			teardown();
		});

		it('should GET task=viewJS at mount when the cart changed on this page before the module showed', async () => {
			navigation('navigate', 8432);
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			cartUpdated('checkout-form');
			await flush();
			expect(calls).toHaveLength(0);
			const teardown = mount(el!);
			await flush();
			expect(calls.map((call) => call.url.search)).toEqual([VIEWJS_QUERY]);
			calls[0]!.respond(EMPTY);
			await flush();
			teardown();
		});

		it.each([
			['came from the HTTP cache', 'navigate', 0, ''],
			['came through the history', 'back_forward', 8432, ''],
			["is Joomla's page cache's, printed the same for every shopper", 'navigate', 8432, '<div data-vetrina="compare" data-refresh="load"></div>'],
		] as const)('should GET task=viewJS at mount when the page %s', async (_, type, transferSize, marked) => {
			navigation(type, transferSize);
			const [el] = page(DEFAULT_LAYOUT, marked);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.search).toBe(VIEWJS_QUERY);
			calls[0]!.respond(EMPTY);
			await flush();
			teardown();
		});
	});

	describe('given a page restored from the back/forward cache, or a change in another tab', () => {
		it('should refresh again, and not on a plain pageshow', async () => {
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			calls[0]!.respond(EMPTY);
			await flush();
			window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
			await flush();
			expect(calls).toHaveLength(1);
			window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
			await flush();
			expect(calls).toHaveLength(2);
			calls[1]!.respond(VIEWJS);
			await flush();
			await publish('cart:updated', { source: 'sync' });
			await flush();
			expect(calls).toHaveLength(3);
			expect(calls[2]!.url.search).toBe(VIEWJS_QUERY);
			teardown();
			window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
			await publish('cart:updated', { source: 'test' });
			await flush();
			expect(calls).toHaveLength(3);
		});
	});

	describe('given a shop in a sub-folder', () => {
		it('should call {baseUri}index.php', async () => {
			useConfig({ baseUri: '/negozio/' });
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			expect(`${calls[0]!.url.pathname}${calls[0]!.url.search}`).toBe(`/negozio/index.php${VIEWJS_QUERY}`);
			teardown();
		});
	});

	describe('given hostile values', () => {
		it('should sanitize HTML and refuse links and images that leave the site', async () => {
			const [el] = page(DROPDOWN_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			await flush();
			const answer = JSON.parse(VIEWJS);
			answer.products[0].product_name = '<a href="javascript:alert(1)">A</a><img src="/x.svg" onerror="alert(2)"><script>alert(3)</script>';
			answer.products[1].product_name = '<a href="https://evil.example/">B</a>';
			answer.products[1].image = '<img src="https://evil.example/pixel.gif">';
			answer.products[1]['foo"] .x, .y'] = 'not a class name';
			answer.cart_show = '<a href="//evil.example/cart" onclick="steal()">Mostra carrello</a>';
			calls[0]!.respond(JSON.stringify(answer));
			await flush();
			const [first, second] = rows(el!);
			expect(first!.querySelector('.product_name a')!.hasAttribute('href')).toBe(false);
			expect(first!.querySelector('.product_name img')!.hasAttribute('onerror')).toBe(false);
			expect(first!.querySelector('script')).toBeNull();
			expect(second!.querySelector('.product_name a')!.hasAttribute('href')).toBe(false);
			expect(second!.querySelector('.image img')).toBeNull();
			const cartLink = el!.querySelector('.show_cart a')!;
			expect(cartLink.hasAttribute('href')).toBe(false);
			expect(cartLink.hasAttribute('onclick')).toBe(false);
			teardown();
		});
	});

	describe.each([
		['malformed JSON', '{"products": [{"product_name": "<a', {}],
		['an HTML error page', '<!DOCTYPE html><html><body><h1>Errore del server</h1></body></html>', { headers: { 'content-type': 'text/html' } }],
		['a 500', 'Internal Server Error', { status: 500 }],
		['JSON that is not viewJS', '{"products": "none", "totalProduct": 1}', {}],
		['a product without a quantity', '{"products": [{"product_name": "X"}], "totalProduct": 1}', {}],
		['an empty body', '', {}],
	] satisfies [string, string, ResponseInit][])('given %s', (_, answer, init) => {
		it('should keep what is shown and leave no busy state', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const [el] = page(DEFAULT_LAYOUT);
			const { calls } = controlledFetch();
			const teardown = mount(el!);
			// What the module shows once React draws it (its style attributes written anew, the same look).
			const before = el!.innerHTML;
			await flush();
			calls[0]!.respond(answer, init);
			await flush();
			await flush();
			expect(el!.innerHTML).toBe(before);
			expect(el!.hasAttribute('aria-busy')).toBe(false);
			expect(Object.values(store.getState().busy).some(Boolean)).toBe(false);
			teardown();
		});
	});

	describe('given a server that never answers', () => {
		it('should give up after the configured timeout, keeping what is shown', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			useConfig({ timeout: 30 });
			const [el] = page(DEFAULT_LAYOUT);
			const errors: unknown[] = [];
			const off = subscribe('error', ({ source, error }) => void (source === 'vm-cart-module' && errors.push(error)));
			controlledFetch();
			const teardown = mount(el!);
			const before = el!.innerHTML;
			await new Promise((resolve) => setTimeout(resolve, 80));
			off();
			expect(errors).toHaveLength(1);
			expect(String((errors[0] as Error).message)).toMatch(/timeout|timed out/i);
			expect(el!.innerHTML).toBe(before);
			expect(el!.hasAttribute('aria-busy')).toBe(false);
			teardown();
		});
	});
});
