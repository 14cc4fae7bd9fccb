import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { mount } from './index.ts';
import { checkQuantity, installCheckQuantityStandIn } from './virtuemart-stand-in.ts';

const HANDLER = "Virtuemart.checkQuantity(this,12,'Puoi acquistare quest\\'articolo solo in multipli di %1$s pezzi!');";

/** Stock bs5 cart line (`bs5-default_cartpricelist.php`) and ship-to block (`bs5-default.php`). */
const bs5Cart = `<form class="row" id="checkoutForm" method="post" action="/index.php?option=com_virtuemart&view=cart&Itemid=101">
<fieldset><div class="output-shipto mb-2"><div class="form-check"><input type="hidden" name="STsameAsBT" value="0" /><input class="form-check-input" data-dynamic-update=1 id="STsameAsBTjs" type="checkbox" name="STsameAsBT" value="1" checked="checked" /></div></div>
<a class="details" href="/index.php?option=com_virtuemart&view=user&task=editaddresscart&addrtype=ST">Modifica</a></fieldset>
<div class="vm-cart-item-quantity"><div class="input-group">
<button class="btn btn-link vm-cart-item-quantity_minus" type="button">-</button>
<input type="text" onblur="${HANDLER}" onchange="${HANDLER}" class="quantity-input js-recalculate form-control p-1" name="quantity[0]" value="12" data-step="12" />
<button class="btn btn-link vm-cart-item-quantity_plus" type="button">+</button></div>
<button type="submit" class="vm2-add_quantity_cart d-none" name="updatecart.0" data-dynamic-update="1" ></button></div>
<button class="vm2-remove_from_cart" type="submit" name="delete.0">Elimina</button>
<input type='hidden' name='task' value='updatecart'/></form>`;

const bodyOf = async (fetch: ReturnType<typeof controlledFetch>['fetch'], n = 0) => [
	...new URLSearchParams(await (fetch.mock.calls[n]![0] as Request).clone().text()),
];

describe('checkout-form on stock VirtueMart markup', () => {
	// Drawn as in a page, as the island's calls are answered: the tests wait for the DOM, not for act().
	drawAsInPage();
	let server: ReturnType<typeof controlledFetch>;
	beforeEach(() => {
		server = controlledFetch();
		delete (window as { Virtuemart?: unknown }).Virtuemart;
	});
	afterEach(() => vi.restoreAllMocks());

	it('should step a bs5 line with its plus and minus and post it with the hidden updatecart.N as submitter', async () => {
		document.body.innerHTML = `<div id="cart-view">${bs5Cart}</div>`;
		mount(document.querySelector('form')!);
		document.querySelector<HTMLButtonElement>('.vm-cart-item-quantity_plus')!.click();
		await flush();
		expect(document.querySelector<HTMLInputElement>('[name="quantity[0]"]')!.value).toBe('24');
		expect(server.calls).toHaveLength(1);
		expect(server.calls[0]!.url.search).toBe('?option=com_virtuemart&view=cart&Itemid=101&tmpl=component');
		expect(await bodyOf(server.fetch)).toEqual([
			['STsameAsBT', '0'],
			['STsameAsBT', '1'],
			['quantity[0]', '24'],
			['task', 'updatecart'],
			['updatecart.0', ''],
		]);
	});

	it('should stand down when VirtueMart’s own scripts drive the page', () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		(window as { Virtuemart?: unknown }).Virtuemart = { product: () => {} };
		document.body.innerHTML = `<div id="cart-view">${bs5Cart}</div>`;
		mount(document.querySelector('form')!);
		document.querySelector<HTMLButtonElement>('.vm-cart-item-quantity_plus')!.click();
		expect(document.querySelector<HTMLInputElement>('[name="quantity[0]"]')!.value).toBe('12');
		expect(server.calls).toHaveLength(0);
	});
});

describe('the window.Virtuemart stand-in for inline checkQuantity handlers', () => {
	beforeEach(() => delete (window as { Virtuemart?: unknown }).Virtuemart);

	it('should define only checkQuantity, keep what VirtueMart defined, and never define product', () => {
		const vars = { vmSiteurl: '/negozio/' };
		(window as { Virtuemart?: unknown }).Virtuemart = vars;
		installCheckQuantityStandIn();
		const host = window as { Virtuemart?: unknown };
		expect(host.Virtuemart).toBe(vars);
		expect(Object.keys(host.Virtuemart as object)).toEqual(['vmSiteurl', 'checkQuantity']);
		const own = () => {};
		(window as { Virtuemart?: unknown }).Virtuemart = { checkQuantity: own };
		installCheckQuantityStandIn();
		expect((host.Virtuemart as { checkQuantity: unknown }).checkQuantity).toBe(own);
	});

	it('should apply the quantity rules with the handler’s step and message (%1$s)', () => {
		document.body.innerHTML = '<form><input type="text" name="quantity[0]" value="30"></form>';
		const input = document.querySelector('input')!;
		checkQuantity(input, 12, "Puoi acquistare quest'articolo solo in multipli di %1$s pezzi!");
		expect(input.value).toBe('24');
		expect(document.querySelector('[role="alert"]')!.textContent).toBe("Puoi acquistare quest'articolo solo in multipli di 12 pezzi!");
		expect(input.getAttribute('aria-describedby')).toBe(document.querySelector('[role="alert"]')!.id);
	});

	it('should leave a field to the mounted island, which applies the same rules on the same events', () => {
		document.body.innerHTML = '<form data-island-state="ready"><input type="text" name="quantity[0]" value="30"></form>';
		checkQuantity(document.querySelector('input')!, 12, '%s');
		expect(document.querySelector('input')!.value).toBe('30');
	});
});
