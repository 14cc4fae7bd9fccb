import { describe, expect, it } from 'vitest';
import { STOCK_SETS } from '../../fixtures/server/shop.ts';
import { visitor } from './client.ts';

const CART = '/index.php?option=com_virtuemart&view=cart';
const UPDATE = '/index.php?option=com_virtuemart&view=cart&Itemid=101&tmpl=component';
const HANDLER = "Virtuemart.checkQuantity(this,12,'Puoi acquistare quest\\'articolo solo in multipli di %1$s pezzi!');";

/** A stock-set visitor with 12 × product 52 (step 12) at index 0 and 1 × product 2 at index 1. */
async function withCart(templates: (typeof STOCK_SETS)[number]) {
	const v = visitor({ templates });
	for (const [id, quantity] of [
		['52', '12'],
		['2', '1'],
	]) {
		await v.post('/index.php?option=com_virtuemart', {
			task: 'add',
			'quantity[]': quantity!,
			'virtuemart_product_id[]': id!,
			option: 'com_virtuemart',
			view: 'cart',
		});
	}
	return v;
}

describe.each(STOCK_SETS)('stock %s cart', (set) => {
	it('prints numeric keys, the step only in the inline handlers, and the ST edit link after .output-shipto', async () => {
		const whole = await (await withCart(set)).text(CART);
		// The page shell (the theme's until the stock shell lands) has its own mini-cart: only the component counts.
		const page = whole.slice(whole.indexOf('<div class="vm-cart-header-container">'), whole.indexOf('</div>', whole.indexOf('id="cart-js"')));
		for (const name of ['quantity[0]', 'quantity[1]', 'updatecart.0', 'delete.0', 'updatecart.1', 'delete.1']) expect(page).toContain(`name="${name}"`);
		expect(page).not.toContain('52::');
		for (const handler of ['onblur', 'onclick', 'onchange', 'onsubmit']) expect(page).toContain(`${handler}="${HANDLER}"`);
		expect(page).toMatch(
			/<\/div>\s*<a class="details[^"]*" href="\/index\.php\?option=com_virtuemart&amp;view=user&amp;task=editaddresscart&amp;addrtype=ST&amp;virtuemart_user_id\[\]=0"/,
		);
		expect(page).toContain('id="STsameAsBTjs" type="checkbox" name="STsameAsBT" value="1" checked="checked"');
		expect(page).toContain('<div style="display:none;" id="cart-js">');
		expect(page).toContain('id="vm-checkoutFormSubmit-js"');
		expect(page).toMatch(/<input type="radio" data-dynamic-update="1" name="virtuemart_shipmentmethod_id" id="shipment_id_1" value="1" checked="checked"/);
		expect(page.includes('vm-cart-item-quantity_plus')).toBe(set === 'bs5');
		expect(page.includes('id="vm-checkout-qty-js"')).toBe(set === 'bs5');
		expect(page.includes('<input class="form-control" type="text"')).toBe(set === 'bs3');
	});

	it('updates by line index, resolved before the post changes the cart, and deletes with delete.N or PHP’s delete_N', async () => {
		const v = await withCart(set);
		const answer = await (
			await v.post(UPDATE, [
				['quantity[0]', '0'],
				['quantity[1]', '3'],
				['updatecart.1', ''],
				['task', 'updatecart'],
				['view', 'cart'],
			])
		).text();
		expect(
			v.shop.sessions
				.values()
				.next()
				.value?.cart.map((l) => [l.productId, l.quantity]),
		).toEqual([[2, 3]]);
		expect(answer).toContain('id="cart-view"');
		await v.post(UPDATE, [
			['quantity[0]', '3'],
			['delete_0', ''],
			['task', 'updatecart'],
			['view', 'cart'],
		]);
		expect(v.shop.sessions.values().next().value?.cart).toEqual([]);
	});
});

describe.each(STOCK_SETS)('stock %s address form', (set) => {
	it('prints an empty state select, required as a class, and the saved state only in vm-countryState{prefix}', async () => {
		const v = visitor({ templates: set });
		const form = await v.text('/index.php?option=com_virtuemart&view=user&task=editaddresscart&addrtype=ST');
		const token = /name="([0-9a-f]{32})" value="1"/.exec(form)![1]!;
		const address = {
			first_name: 'A',
			last_name: 'B',
			email: 'a@b.it',
			address_1: 'Via',
			zip: '1',
			city: 'C',
			virtuemart_country_id: '105',
			virtuemart_state_id: '1517',
		};
		const saved = await v.post('/index.php?option=com_virtuemart&view=user', {
			...Object.fromEntries(Object.entries(address).map(([k, x]) => [`shipto_${k}`, x])),
			task: 'saveUser',
			address_type: 'ST',
			[token]: '1',
		});
		expect(saved.status).toBe(303);
		const whole = await v.text('/index.php?option=com_virtuemart&view=user&task=editaddresscart&addrtype=ST');
		const page = whole.slice(whole.indexOf('<form method="post" id="userForm"'), whole.indexOf('</script>', whole.indexOf('id="vm-countryState')));
		expect(page).toMatch(
			/<select {2}id="shipto_virtuemart_state_id_field" class=" required vm-chzn-select form-select" name="shipto_virtuemart_state_id">\s*<option value="">-- Seleziona --<\/option>\s*<\/select>/,
		);
		expect(page).toContain('<option value="105" selected="selected">Italia</option>');
		expect(page).toContain('class="vm-chzn-select form-select required"');
		expect(page.replace(/class="[^"]*"/g, '')).not.toMatch(/\srequired\b/); // a class, never the attribute
		expect(page).toContain('<script   id="vm-countryStateshipto_-js" type="text/javascript" >//<![CDATA[ \n');
		expect(page).toContain(
			'$("#shipto_virtuemart_country_id_field").vm2front("list",{dest : "#shipto_virtuemart_state_id_field",ids : "1517",prefiks : "shipto_"});',
		);
		expect(page).toContain('onclick="javascript:return myValidator(userForm,true);"');
	});
});

describe('theme cart', () => {
	it('keeps its own keys', async () => {
		const v = visitor();
		await v.post('/index.php?option=com_virtuemart', {
			task: 'add',
			'quantity[]': '1',
			'virtuemart_product_id[]': '2',
			option: 'com_virtuemart',
			view: 'cart',
		});
		expect(await v.text(CART)).toContain('name="quantity[2::]"');
		await v.post(UPDATE, [
			['delete.2::', ''],
			['task', 'updatecart'],
			['view', 'cart'],
		]);
		expect(v.shop.sessions.values().next().value?.cart).toEqual([]);
	});
});
