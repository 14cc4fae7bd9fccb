import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';

const navigate = vi.fn((_url: string | null | undefined, _win?: Window) => true);
vi.mock('../../src/safe-url.ts', async (original) => ({ ...(await original<object>()), navigate }));
const { mount } = await import('./index.ts');

const list = JSON.stringify([
	['/prodotti/dischi/115-p40-detail', '115 mm', 'P40'],
	['/prodotti/dischi/125-p40-detail', '125 mm', 'P40'],
	['/prodotti/dischi/125-p80-detail', '125 mm', 'P80'],
]);

function detail(flag = 'data-dynamic-update="1"', inside = true) {
	const field = `<div class="product-field product-field-type-C"><div class="product-field-display">
<select class="cvselection" id="f1" data-cvsel="field305" ${flag}><option>115 mm</option><option>125 mm</option></select>
<select class="cvselection" id="f2" data-cvsel="field305" ${flag}><option>P40</option><option>P60</option><option>P80</option></select>
<script type="application/json" class="vetrina-variants" data-cvsel="field305">${list}</script></div></div>`;
	document.body.innerHTML = inside ? `<div class="product-container productdetails-view"><h1>Disco</h1>${field}</div>` : field;
	const selects = [...document.querySelectorAll<HTMLSelectElement>('select.cvselection')];
	const teardowns = selects.map((el) => mount(el));
	return { selects, teardown: () => teardowns.forEach((t) => t()) };
}

const choose = (select: HTMLSelectElement, value: string) => {
	select.value = value;
	select.dispatchEvent(new Event('change', { bubbles: true }));
};

afterEach(() => navigate.mockClear());

describe('variants', () => {
	describe('given a detail page with dynamic-update selects', () => {
		it('should request the matched variant in place (relaxing the grit) and navigate nowhere', async () => {
			const { calls } = controlledFetch();
			const { selects, teardown } = detail();
			choose(selects[0]!, '125 mm'); // 125 mm + P40 exists
			await vi.waitFor(() => expect(calls).toHaveLength(1));
			expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/prodotti/dischi/125-p40-detail?tmpl=component&format=html&dynamic=1']);
			expect(navigate).not.toHaveBeenCalled();
			teardown();
		});
		it('should fall back to the first variant of the size when the grit is missing', async () => {
			const { calls } = controlledFetch();
			const { selects, teardown } = detail();
			selects[1]!.value = 'P60';
			choose(selects[0]!, '125 mm');
			await vi.waitFor(() => expect(calls).toHaveLength(1));
			expect(calls[0]!.url.pathname).toBe('/prodotti/dischi/125-p40-detail');
			teardown();
		});
	});

	describe('given data-reload="1"', () => {
		it('should navigate to the variant and send no request', async () => {
			const { calls } = controlledFetch();
			const { selects, teardown } = detail('data-reload="1"');
			choose(selects[1]!, 'P80');
			selects[0]!.value = '125 mm';
			choose(selects[1]!, 'P80');
			await flush();
			expect(navigate).toHaveBeenLastCalledWith('/prodotti/dischi/125-p80-detail');
			expect(calls).toHaveLength(0);
			teardown();
		});
	});

	describe('given radio buttons', () => {
		it('should match the checked radios', () => {
			document.body.innerHTML = `<div class="product-field-display">
<label><input type="radio" class="cvselection" name="a" value="115 mm" data-cvsel="field305" data-reload="1"></label>
<label><input type="radio" class="cvselection" name="a" value="125 mm" data-cvsel="field305" data-reload="1" checked></label>
<label><input type="radio" class="cvselection" name="b" value="P80" data-cvsel="field305" data-reload="1" checked></label>
<script type="application/json" class="vetrina-variants" data-cvsel="field305">${list}</script></div>`;
			const radios = [...document.querySelectorAll<HTMLInputElement>('input')];
			const teardowns = radios.map((radio) => mount(radio));
			radios[2]!.dispatchEvent(new Event('change', { bubbles: true }));
			expect(navigate).toHaveBeenCalledWith('/prodotti/dischi/125-p80-detail');
			teardowns.forEach((teardown) => teardown());
		});
	});

	describe('given a select outside any product-field-display', () => {
		it('should log "Variant container not found" and do nothing', async () => {
			const { calls } = controlledFetch();
			const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
			document.body.innerHTML = '<select class="cvselection" data-cvsel="x"><option>a</option></select>';
			const teardown = mount(document.querySelector('select')!);
			choose(document.querySelector('select')!, 'a');
			await flush();
			expect(errors).toHaveBeenCalledWith('[vetrina:variants] Variant container not found', expect.anything());
			expect(calls).toHaveLength(0);
			expect(navigate).not.toHaveBeenCalled();
			teardown();
		});
	});

	describe('given a child-url select (avselection)', () => {
		it('should navigate to the chosen child url', () => {
			document.body.innerHTML = `<form class="product"><div class="product-field-display"><select class="avselection">
<option value="/prodotti/chiavi/8-detail">8 mm</option><option value="/prodotti/chiavi/10-detail">10 mm</option></select></div></form>`;
			const select = document.querySelector('select')!;
			const teardown = mount(select);
			choose(select, '/prodotti/chiavi/10-detail');
			expect(navigate).toHaveBeenCalledWith('/prodotti/chiavi/10-detail');
			teardown();
		});
	});

	describe('after teardown', () => {
		it('should no longer react', () => {
			const { selects, teardown } = detail('data-reload="1"');
			teardown();
			choose(selects[0]!, '125 mm');
			expect(navigate).not.toHaveBeenCalled();
		});
	});
});
