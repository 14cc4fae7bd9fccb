import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './index.ts';

let teardown = () => {};
afterEach(() => teardown());

/** The category toolbar as the demo theme prints it, mounted after `before`; every submit is recorded, not followed. */
function toolbar(before: (form: HTMLFormElement) => void = () => {}) {
	document.body.innerHTML = `<form class="orderby-displaynumber vp-toolbar" method="get" action="/prodotti/elettroutensili" data-vetrina="sort-form">
<span class="vp-results">12 prodotti</span>
<label>Ordina per <select name="orderby"><option value="ordering" selected>Rilevanza</option><option value="price">Prezzo crescente</option></select></label>
<label>Mostra <select name="limit"><option value="12" selected>12</option><option value="48">48</option></select></label>
<input type="hidden" name="virtuemart_manufacturer_id[]" value="3">
<button type="submit" class="btn btn-outline-secondary btn-sm">Aggiorna</button></form>`;
	const form = document.querySelector('form')!;
	const sent: Array<Array<[string, FormDataEntryValue]>> = [];
	form.addEventListener('submit', (event) => {
		event.preventDefault();
		sent.push([...new FormData(form)]);
	});
	before(form);
	teardown = mount(form);
	const choose = (name: string, value: string) => {
		const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
		select.value = value;
		select.dispatchEvent(new Event('change', { bubbles: true }));
	};
	return { form, sent, choose, button: form.querySelector('button')! };
}

describe('the listing toolbar', () => {
	it('should submit the whole form once when an order is chosen', () => {
		const { sent, choose } = toolbar();
		choose('orderby', 'price');
		expect(sent).toEqual([
			[
				['orderby', 'price'],
				['limit', '12'],
				['virtuemart_manufacturer_id[]', '3'],
			],
		]);
	});

	it('should submit when the page size is chosen, and not for other changes', () => {
		const { form, sent, choose } = toolbar();
		form.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
		expect(sent).toHaveLength(0);
		choose('limit', '48');
		expect(sent.map((fields) => Object.fromEntries(fields).limit)).toEqual(['48']);
	});

	it('should keep the button in the form, marked to show only to the keyboard, and give it back on teardown', () => {
		const { button, sent, choose } = toolbar();
		expect(button.isConnected).toBe(true);
		expect(button.classList.contains('vetrina-sort-submit')).toBe(true);
		teardown();
		teardown = () => {};
		expect(button.classList.contains('vetrina-sort-submit')).toBe(false);
		choose('orderby', 'price');
		expect(sent).toHaveLength(0);
	});

	it('should leave the button in sight when a choice was made before it mounted, and submit nothing by itself', () => {
		const { button, sent } = toolbar((form) => {
			form.querySelector<HTMLSelectElement>('select[name="orderby"]')!.value = 'price';
		});
		expect(button.classList.contains('vetrina-sort-submit')).toBe(false);
		expect(sent).toHaveLength(0);
	});
});
