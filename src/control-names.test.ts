import { describe, expect, it, vi } from 'vitest';
import { useConfig } from '../test/unit/page.ts';

/** The strings are read from the config once, when i18n loads: each case loads them afresh. */
async function loadNames(config: Parameters<typeof useConfig>[0] = {}) {
	vi.resetModules();
	useConfig(config);
	return import('./control-names.ts');
}

/** VirtueMart bs5's product image and cart line, as it prints them: icons only, a field with a title only. */
const page = `
	<div class="main-image"><button class="vm-btn-expand" type="button"><svg><path d="M0 0"/></svg></button></div>
	<div class="vm-cart-item-quantity">
		<button class="btn btn-link vm-cart-item-quantity_minus" type="button"><svg></svg></button>
		<input type="text" title="Update Quantity In Cart" class="quantity-input" name="quantity[0]" value="1">
		<button class="btn btn-link vm-cart-item-quantity_plus" type="button"><svg></svg></button>
	</div>`;

const controls = () => [...document.querySelectorAll('button, input')];
const names = () => controls().map((el) => el.getAttribute('aria-label'));

describe('names for the VirtueMart controls Vetrina enhances', () => {
	it('names each unnamed one, in Italian by default', async () => {
		const { nameControl } = await loadNames();
		document.body.innerHTML = page;
		controls().forEach(nameControl);
		expect(names()).toEqual(['Ingrandisci l’immagine', 'Diminuisci la quantità', 'Quantità', 'Aumenta la quantità']);
	});

	it('leaves a control named by its text, its ARIA name or its label as it is, and names no other', async () => {
		const { nameControl, missingName } = await loadNames();
		document.body.innerHTML = `
			<button class="vm-btn-expand" type="button">Zoom</button>
			<button class="vm-cart-item-quantity_plus" aria-label="Più">+</button>
			<label for="q">Quanti</label><input id="q" class="quantity-input">
			<button class="other" type="button"><svg></svg></button>`;
		controls().forEach(nameControl);
		expect(names()).toEqual([null, 'Più', null, null]);
		expect(controls().map(missingName)).toEqual([undefined, undefined, undefined, undefined]);
	});

	it('speaks the shop’s language and takes an override of a single string', async () => {
		const { nameControl } = await loadNames({ language: 'en-GB', strings: { en: { 'name.expandImage': 'Full screen' } } });
		document.body.innerHTML = page;
		controls().forEach(nameControl);
		expect(names()).toEqual(['Full screen', 'Decrease the quantity', 'Quantity', 'Increase the quantity']);
	});
});
