import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

const addJS = (params: string) => `/index.php?option=com_virtuemart&nosef=1&view=cart&task=addJS&format=json&lang=it&${params}`;
const form = (pid: number, qty: number | string, extra = '') =>
	`quantity%5B%5D=${qty}&virtuemart_product_id%5B%5D=${pid}&pname=x&pid=${pid}&option=com_virtuemart&Itemid=101${extra}`;

describe('add to cart, pop-up mode (addJS)', () => {
	it('answers {stat: "1", msg} with the dialog buttons, the message ending in carriage returns', async () => {
		const answer = await visitor().json(addJS(form(111, 2)));
		expect(Object.keys(answer)).toEqual(['stat', 'msg']);
		expect(answer.msg).toMatch(/<\/div>\r{7}$/);
		expect(answer.stat).toBe('1');
		expect(answer.msg).toContain('2 × Trapano a batteria 18V');
		expect(answer.msg).toContain('Totale: 283,28 €'); // the line's total, 2 × 141,64 €
		expect(answer.msg).not.toContain('vp-added-options'); // nothing chosen beyond the defaults' absence
		expect(answer.msg).toContain('<div class="ajax-popup-buttons">');
		expect(answer.msg).toContain('>Continua lo shopping</a>');
		expect(answer.msg).toContain('href="/index.php?option=com_virtuemart&amp;view=cart">Vai al carrello</a>');
		expect(answer.msg).not.toContain('hasError');
	});

	it('leads "continue shopping" back to the page the add came from, on this site only', async () => {
		const v = visitor();
		const from = await v.json(addJS(form(111, 1)), { headers: { referer: 'http://localhost/prodotti/elettroutensili?limit=48' } });
		expect(from.msg).toContain('href="/prodotti/elettroutensili?limit=48">Continua lo shopping</a>');
		const elsewhere = await v.json(addJS(form(111, 1)), { headers: { referer: 'https://evil.example/prodotti' } });
		expect(elsewhere.msg).toContain('href="/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail">Continua lo shopping</a>');
	});

	it('names the chosen options and totals the line with them', async () => {
		const answer = await visitor().json(addJS(form(111, 2, '&customProductData%5B111%5D%5B20%5D=203&customProductData%5B111%5D%5B21%5D=212')));
		expect(answer.msg).toContain('<ul class="vp-added-options"><li>Batteria: 2 batterie 4,0 Ah</li><li>Confezione: Valigetta rigida</li></ul>');
		expect(answer.msg).toContain('Totale: 506,18 €'); // 2 × 253,09 €
	});

	it('answers stat "2" when the quantity had to be reduced to the stock', async () => {
		const v = visitor();
		const stock = v.shop.catalogue.product(111)!.stock;
		const answer = await v.json(addJS(form(111, stock + 10)));
		expect(answer.stat).toBe('2');
		expect(answer.msg).toContain(`aggiunti ${stock} pezzi`);
		const again = await v.json(addJS(form(111, 1)));
		expect(again.stat).toBe('0');
		expect(again.msg).toContain('class="hasError"');
	});

	it('fails (stat "0", .hasError) for an unknown or unavailable product and for missing required options', async () => {
		const v = visitor();
		const unknown = await v.json(addJS(form(99999, 1)));
		expect(unknown).toMatchObject({ stat: '0' });
		expect(unknown.msg).toContain('<p class="hasError">Prodotto non trovato.</p>');
		const out = v.shop.catalogue.products.find((p) => p.stock === 0)!;
		expect((await v.json(addJS(form(out.id, 1)))).msg).toContain('non è disponibile');
		const paint = v.shop.catalogue.products.find((p) => p.customs.includes(22))!;
		expect((await v.json(addJS(form(paint.id, 1)))).msg).toContain('Scegli un&#39;opzione per: Formato');
		expect(
			(await v.json(addJS(form(paint.id, 1, `&customProductData%5B${paint.id}%5D%5B22%5D=222&customProductData%5B${paint.id}%5D%5B23%5D=231`)))).stat,
		).toBe('1');
	});

	it('adds with stat "1" but marks .hasError when the quantity is rounded to the step', async () => {
		const v = visitor();
		const silicone = v.shop.catalogue.products.find((p) => p.step === 12)!;
		const answer = await v.json(addJS(form(silicone.id, 13)));
		expect(answer.stat).toBe('1');
		expect(answer.msg).toContain('class="hasError"');
		expect(v.shop.sessions.values().next().value?.cart[0]?.quantity).toBe(12);
	});
});

describe('add to cart, normal mode and the checkout form', () => {
	const addNormally = (v: ReturnType<typeof visitor>, pid: number, qty: number) =>
		v.post('/index.php?option=com_virtuemart', [
			['quantity[]', String(qty)],
			['virtuemart_product_id[]', String(pid)],
			['pname', 'x'],
			['pid', String(pid)],
			['option', 'com_virtuemart'],
			['view', 'cart'],
			['Itemid', '101'],
			['task', 'add'],
		]);

	it('a plain POST with task=add redirects to the cart page, which shows the line and the message', async () => {
		const v = visitor();
		const res = await addNormally(v, 111, 1);
		expect(res.status).toBe(303);
		expect(res.headers.get('location')).toBe('/index.php?option=com_virtuemart&view=cart');
		const page = await v.text('/index.php?option=com_virtuemart&view=cart');
		expect(page).toContain('<form method="post" id="checkoutForm"');
		expect(page).toContain('1 × Trapano a batteria 18V Brushless con percussione aggiunto al carrello.');
		expect(page).toContain('name="quantity[111::]"');
	});

	it('POST …&tmpl=component answers the #cart-view content with the updated form', async () => {
		const v = visitor();
		await addNormally(v, 111, 1);
		const res = await v.post('/index.php?option=com_virtuemart&view=cart&Itemid=101&tmpl=component', [
			['STsameAsBT', '0'],
			['cartpos[]', '111::'],
			['quantity[111::]', '3'],
			['virtuemart_shipmentmethod_id', '3'],
			['virtuemart_paymentmethod_id', '3'],
			['task', 'updatecart'],
			['option', 'com_virtuemart'],
			['view', 'cart'],
		]);
		const html = await res.text();
		expect(html.startsWith('<h1>Carrello</h1>')).toBe(true);
		expect(html).not.toContain('<html');
		expect(html).toContain('name="quantity[111::]" value="3"');
		expect(html).toContain('id="virtuemart_shipmentmethod_id_3" value="3" data-dynamic-update="1" checked');
		expect(html).toMatch(/<div id="output-shipto-display">/);
	});

	it('deletes a line with delete.{key} and with the task=delete link', async () => {
		const v = visitor();
		await addNormally(v, 111, 1);
		await addNormally(v, 1, 1);
		await v.post('/index.php?option=com_virtuemart&view=cart&tmpl=component', { 'delete.111::': '1', task: 'updatecart' });
		const res = await v.request('/index.php?option=com_virtuemart&view=cart&task=delete&cart_virtuemart_product_id=1%3A%3A');
		expect(res.status).toBe(303);
		expect(await v.text('/index.php?option=com_virtuemart&view=cart')).toContain('Il carrello è vuoto.');
	});

	it('confirms an order once the bill-to address and the terms are given', async () => {
		const v = visitor();
		await v.login();
		await addNormally(v, 111, 1);
		const page = await v.text('/index.php?option=com_virtuemart&view=cart');
		expect(page).toContain('Mario Rossi');
		expect(page).toContain('name="checkout"');
		await v.post('/index.php?option=com_virtuemart&view=cart&tmpl=component', { tos: '1', task: 'updatecart' });
		expect(await v.text('/index.php?option=com_virtuemart&view=cart')).toContain('id="checkoutFormSubmit" name="confirm"');
		const done = await v.post('/index.php?option=com_virtuemart&view=cart', { confirm: '1', task: 'updatecart', tos: '1' });
		expect(await done.text()).toContain('Grazie per il tuo ordine!');
	});
});
