/**
 * The demo shop's stock answers and markup against the real shop's, template set by template set: the
 * real Joomla + VirtueMart shop is the oracle, the demo shop (fixtures/server) must answer and print as
 * it does. What legitimately differs (catalogue, prices, ids, URLs, language) is left out; the rest is
 * compared as it is, so a fixture that drifts from VirtueMart fails here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningShop, startShop } from '../../fixtures/server/index.ts';
import { forEachRealShop } from './harness.ts';
import { formFields, fragmentSkeleton, parse, skeleton } from './markup.ts';
import { visit, type Visit } from './visit.ts';

/** A product of each catalogue in stock, without a discount, a step or a maximum, with an option list. */
const REAL_PRODUCT = '/index.php/headpiece/safety-helmet-detail';
const DEMO_PRODUCT = '/prodotti/elettroutensili/trapani/trapano-a-batteria-12v-compatto-detail';

const VM = '/index.php?option=com_virtuemart&nosef=1&format=json';
const RECALCULATE = `${VM}&view=productdetails&task=recalculate`;
const ADD = `${VM}&view=cart&task=addJS`;
const CART = `${VM}&view=cart&task=viewJS`;
const STATES = `${VM}&view=state&virtuemart_country_id=105`;

/** Custom fields depend on the product: their wrappers are compared, not what is in them. */
const FIELDS = ['.vm-customfields-wrap', '.product-fields-wrapper'];

interface Side {
	shopper: Visit;
	/** The product page's path. */
	path: string;
	page: Document;
	form: Element;
	/** The product form as the browser sends it. */
	fields: URLSearchParams;
}

/** A new shopper on the product page: the session starts there, as VirtueMart's form token does. */
async function onProduct(site: string, path: string): Promise<Side> {
	const shopper = visit(site);
	const page = parse(await shopper.text(path));
	const form = page.querySelector('form.product.js-recalculate');
	if (!form) throw new Error(`${site}${path} has no product form`);
	return { shopper, path, page, form, fields: formFields(form) };
}

/** What vmprices.js sends to recalculate: the form without its `view=cart` (and no task). */
function recalculation(fields: URLSearchParams, quantity: number): string {
	const params = new URLSearchParams(fields);
	params.delete('view');
	params.set('quantity[]', String(quantity));
	return `${RECALCULATE}&${params}`;
}

const json = async (answer: Response): Promise<Record<string, unknown>> => JSON.parse(await answer.text());

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Each key, in order, with the JSON kind of its value (string, number, boolean, array, object, null). */
const kinds = (value: Record<string, unknown>): string[] => Object.entries(value).map(([key, v]) => `${key}: ${kindOf(v)}`);

forEachRealShop((real) => {
	let demo: RunningShop;
	beforeAll(async () => {
		demo = await startShop({ port: 0, templates: real.shop.templates, base: real.shop.base });
	});
	afterAll(() => demo?.close());

	/** The same steps on both shops, in the same sub-folder: [real, demo]. */
	const onBoth = <T>(steps: (side: Side) => Promise<T>): Promise<[T, T]> =>
		Promise.all([onProduct(real.shop.url, REAL_PRODUCT).then(steps), onProduct(`${demo.url}${real.shop.base}`, DEMO_PRODUCT).then(steps)]);

	it('answers recalculate, addJS and viewJS as HTML, view=state as JSON', async () => {
		const [inReal, inDemo] = await onBoth(async ({ shopper, fields }) => {
			const type = async (path: string) => (await shopper.get(path)).headers.get('content-type');
			const stateType = (await type(STATES))?.split(';')[0];
			return { recalculate: await type(recalculation(fields, 1)), addJS: await type(`${ADD}&${fields}`), viewJS: await type(CART), state: stateType };
		});
		expect(inReal).toEqual({
			recalculate: 'text/html; charset=UTF-8',
			addJS: 'text/html; charset=UTF-8',
			viewJS: 'text/html; charset=UTF-8',
			state: 'application/json',
		});
		expect(inDemo).toEqual(inReal);
	});

	it('answers addJS with stat, then a message in the padded layout ending in carriage returns', async () => {
		const [inReal, inDemo] = await onBoth(async ({ shopper, fields }) => {
			const answer = await json(await shopper.get(`${ADD}&${fields}`));
			const msg = String(answer.msg);
			return { keys: Object.keys(answer), stat: answer.stat, ending: /\s*$/.exec(msg)?.[0], msg: fragmentSkeleton(msg) };
		});
		expect(inReal.ending).toMatch(/\r+$/);
		expect(inDemo).toEqual(inReal);
	});

	it('answers recalculate with every price type and unit prices at any quantity', async () => {
		const [inReal, inDemo] = await onBoth(async (side) => {
			const once = await json(await side.shopper.get(recalculation(side.fields, 1)));
			const twice = await json(await side.shopper.get(recalculation(side.fields, 2)));
			const printed = [...side.page.querySelectorAll('.product-price div[class^="Price"]')].map((line) => line.classList[0]?.slice(5) ?? '');
			return {
				keys: Object.keys(once),
				// A price type the shop shows is a string ("" when empty); one it does not show is null.
				kinds: [...new Set(Object.entries(once).flatMap(([key, value]) => (key === 'messages' ? [] : [kindOf(value)])))].sort(),
				printedAnswered: printed.every((key) => typeof once[key] === 'string'),
				messages: fragmentSkeleton(String(once.messages)),
				unitAtTwo: twice.salesPrice === once.salesPrice && twice.salesPrice !== null,
			};
		});
		expect(inReal).toMatchObject({ printedAnswered: true, unitAtTwo: true });
		expect(inDemo).toEqual(inReal);
	});

	it('answers viewJS with the cart module data VirtueMart prepares', async () => {
		const [inReal, inDemo] = await onBoth(async ({ shopper, fields }) => {
			await shopper.get(`${ADD}&${fields}`);
			const data = await json(await shopper.get(CART));
			const [row] = data.products as Record<string, unknown>[];
			const html = (value: unknown) => fragmentSkeleton(String(value));
			return {
				keys: kinds(data),
				row: kinds(row ?? {}),
				rowMarkup: { product_name: html(row?.product_name), image: html(row?.image), customProductData: html(row?.customProductData) },
				billTotal: html(data.billTotal),
				cart_show: html(data.cart_show),
				totalProduct: data.totalProduct,
			};
		});
		expect(inReal.totalProduct).toBe(1);
		expect(inDemo).toEqual(inReal);
	});

	it('prints the product form and its price block as VirtueMart does', async () => {
		const [inReal, inDemo] = await onBoth(async ({ page, form }) => {
			const quantity = form.querySelector('input.quantity-input');
			return {
				form: skeleton(form, FIELDS),
				prices: skeleton(page.querySelector('.productdetails-view .product-price') as Element),
				// VirtueMart's own placeholder for the step, which vmprices.js fills in.
				errStr: quantity?.getAttribute('data-errStr')?.includes('%1$s'),
			};
		});
		expect(inReal.errStr).toBe(true);
		expect(inDemo).toEqual(inReal);
	});

	it('prints the cart module as VirtueMart does, empty and with a product', async () => {
		const module = (page: Document) => skeleton(page.querySelector('div.vmCartModule#vmCartModule') as Element);
		const [inReal, inDemo] = await onBoth(async ({ shopper, path, page, fields }) => {
			const empty = module(page);
			await shopper.get(`${ADD}&${fields}`);
			return { empty, withProduct: module(parse(await shopper.text(path))) };
		});
		expect(inDemo).toEqual(inReal);
	});
});
