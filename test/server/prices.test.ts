import { describe, expect, it } from 'vitest';
import { visitor } from './client.ts';

const recalc = (params: string) => `/index.php?option=com_virtuemart&view=productdetails&task=recalculate&format=json&nosef=1&lang=it&${params}`;
const form = (pid: number, qty: number, extra = '') =>
	`quantity%5B%5D=${qty}&virtuemart_product_id%5B%5D=${pid}&pname=x&pid=${pid}&option=com_virtuemart&Itemid=101${extra}`;
const KEYS = [
	'basePrice',
	'variantModification',
	'basePriceVariant',
	'basePriceWithTax',
	'discountedPriceWithoutTax',
	'discountedPriceWithoutTaxTt',
	'salesPrice',
	'salesPriceTt',
	'priceWithoutTax',
	'priceWithoutTaxTt',
	'salesPriceWithDiscount',
	'discountAmount',
	'discountAmountTt',
	'taxAmount',
	'taxAmountTt',
	'unitPrice',
	'messages',
];
const NO_MESSAGES = '<div id="system-message-container" aria-live="polite"></div>\n';

describe('price recalculation', () => {
	it('answers every price type of VirtueMart: the shown ones Italian-formatted, "" for empty lines, null for the others', async () => {
		// Drill 111: 129,00 € net, 10% discount, 22% IVA.
		const answer = await visitor().json(recalc(form(111, 1)));
		expect(Object.keys(answer)).toEqual(KEYS);
		expect(answer).toMatchObject({
			basePrice: null,
			basePriceVariant: null,
			salesPriceTt: null,
			basePriceWithTax: '157,38 €',
			salesPrice: '141,64 €',
			discountAmount: '-15,74 €',
			taxAmount: '25,54 €',
			variantModification: '',
			unitPrice: '',
			messages: NO_MESSAGES,
		});
	});

	it('adds option modifiers sent as customProductData[pid][custom_id]', async () => {
		const answer = await visitor().json(recalc(form(111, 1, '&customProductData%5B111%5D%5B20%5D=203&customProductData%5B111%5D%5B21%5D=212')));
		// 129 + 89 + 12,50 = 230,50 net; -10% = 207,45; +22% = 253,09. The change is shown with IVA, as the
		// options' labels are: +108,58 € and +15,25 €.
		expect(answer).toMatchObject({ variantModification: '123,83 €', salesPrice: '253,09 €', basePriceWithTax: '281,21 €' });
	});

	it('leaves the list price empty when no discount lowers it (no fake discount)', async () => {
		const v = visitor();
		const plain = v.shop.catalogue.products.find((p) => !p.discount && !p.tiers.length && !p.customs.length)!;
		const answer = await v.json(recalc(form(plain.id, 1)));
		expect(answer).toMatchObject({ basePriceWithTax: '', discountAmount: '' });
		expect(answer.salesPrice).toMatch(/^\d+,\d\d €$/);
	});

	it('applies quantity tiers and gives a unit price for packs', async () => {
		const v = visitor();
		const disc = v.shop.catalogue.products.find((p) => p.tiers.length && p.name.startsWith('Disco da taglio'))!;
		const one = await v.json(recalc(form(disc.id, 1)));
		const ten = await v.json(recalc(form(disc.id, 10)));
		expect(one).toMatchObject({ discountAmount: '', basePriceWithTax: '' });
		expect(ten.discountAmount).toMatch(/^-\d+,\d\d €$/);
		expect(ten.basePriceWithTax).toBe(one.salesPrice);
		const pack = v.shop.catalogue.products.find((p) => p.pieces === 100 && p.stock > 0)!;
		expect((await v.json(recalc(form(pack.id, 1)))).unitPrice).toMatch(/^0,\d\d €$/);
	});

	it('warns in messages when the quantity is over stock or not a multiple of the step', async () => {
		const v = visitor();
		const p = v.shop.catalogue.product(111)!;
		const over = await v.json(recalc(form(111, p.stock + 5)));
		expect(over.messages).toContain('class="alert alert-warning"');
		expect(over.messages).toContain(`in magazzino ${p.stock} pezzi`);
		const silicone = v.shop.catalogue.products.find((q) => q.step === 12)!;
		expect((await v.json(recalc(form(silicone.id, 13)))).messages).toContain('multipli di 12 pezzi');
	});

	it('answers an unknown product with null prices and an error alert', async () => {
		const answer = await visitor().json(recalc(form(99999, 1)));
		expect(answer.salesPrice).toBeNull();
		expect(answer.messages).toContain('alert-danger');
	});
});
