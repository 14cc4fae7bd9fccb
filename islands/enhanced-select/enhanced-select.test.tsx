import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnhancedSelect } from './enhanced-select.tsx';
import { mount } from './index.ts';

const options = (n: number) => Array.from({ length: n }, (_, i) => `<option value="${i + 1}">Opzione ${i + 1}</option>`).join('');

// Support: happy-dom's selectedOptions disagrees with option.selected in multiple selects; read the options.
const chosen = (select: HTMLSelectElement) => [...select.options].filter((o) => o.selected).map((o) => o.value);

/** A form with a labelled select, the island mounted on it. */
async function page(select: string, { focused = false } = {}) {
	document.body.innerHTML = `<form><label for="s">Nazione</label>${select}</form>`;
	const el = document.querySelector('select')!;
	if (focused) el.focus();
	let teardown = () => {};
	await act(async () => void (teardown = mount(el)));
	const root = el.nextElementSibling as HTMLElement;
	const control = within(root).getByRole('combobox');
	return { el, root, control, teardown };
}

describe('enhanced select', () => {
	describe('given a theme select with 9 options', () => {
		it('should have no search box, and choose by keyboard into the native select', async () => {
			const { el, root, control } = await page(`<select id="s" name="orderby" data-vetrina="select">${options(9)}</select>`);
			const change = vi.fn();
			el.addEventListener('change', change);
			expect(screen.getByRole('combobox', { name: 'Nazione' })).toBe(control);
			expect(root.classList.contains('vetrina-select')).toBe(true);
			fireEvent.keyDown(control, { key: 'ArrowDown' });
			expect(control.getAttribute('aria-expanded')).toBe('true');
			expect(root.querySelector<HTMLElement>('.vetrina-select-search')!.hidden).toBe(true);
			expect(within(root).getAllByRole('option')).toHaveLength(9);
			fireEvent.keyDown(control, { key: 'ArrowDown' });
			expect(control.getAttribute('aria-activedescendant')).toBe(within(root).getByRole('option', { name: 'Opzione 2' }).id);
			fireEvent.keyDown(control, { key: 'Enter' });
			expect(el.value).toBe('2');
			expect(change).toHaveBeenCalledTimes(1);
			expect(control.textContent).toBe('Opzione 2');
			expect(control.getAttribute('aria-expanded')).toBe('false');
			expect(new FormData(el.form!).get('orderby')).toBe('2');
		});
	});

	describe('given a select the keyboard is on as it mounts', () => {
		it('should move the focus to the widget that replaces it', async () => {
			const { el, control } = await page(`<select id="s" name="orderby" data-vetrina="select">${options(3)}</select>`, { focused: true });
			expect(document.activeElement).toBe(control);
			expect(el.tabIndex).toBe(-1);
		});
	});

	describe('given a shop select (vm-chzn-select) with 5 options and an empty first one', () => {
		it('should show the placeholder and a search box that says when nothing matches', async () => {
			const { control, root } = await page(`<select id="s" name="c" class="vm-chzn-select"><option value="">Scegli</option>${options(4)}</select>`);
			expect(control.textContent).toBe("Seleziona un'opzione");
			fireEvent.click(control);
			const search = within(root).getByRole('textbox', { name: 'Cerca tra le opzioni' }) as HTMLInputElement;
			expect(search.hidden).toBe(false);
			expect(document.activeElement).toBe(search);
			fireEvent.change(search, { target: { value: 'zzz' } });
			expect(root.querySelector('.vetrina-select-empty')!.textContent).toBe('Nessun risultato corrispondente');
			fireEvent.change(search, { target: { value: 'opzione 3' } });
			expect(
				within(root)
					.getAllByRole('option')
					.map((o) => o.textContent),
			).toEqual(['Opzione 3']);
			fireEvent.keyDown(search, { key: 'Escape' });
			expect(control.getAttribute('aria-expanded')).toBe('false');
			expect(document.activeElement).toBe(control);
		});
	});

	describe('given a multiple select with nothing chosen', () => {
		it('should show the multiple placeholder, toggle an option keeping the list open, and remove its chip', async () => {
			const { el, control, root } = await page(`<select id="s" name="c[]" multiple data-vetrina="select">${options(3)}</select>`);
			expect(control.textContent).toBe('Scrivi o seleziona alcune opzioni');
			fireEvent.click(control);
			expect(within(root).getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
			fireEvent.click(within(root).getByRole('option', { name: 'Opzione 2' }));
			expect(chosen(el)).toEqual(['2']);
			expect(control.getAttribute('aria-expanded')).toBe('true');
			expect(within(root).getByRole('option', { name: 'Opzione 2' }).getAttribute('aria-selected')).toBe('true');
			fireEvent.click(within(control).getByRole('button', { name: 'Rimuovi Opzione 2' }));
			expect(chosen(el)).toEqual([]);
			expect(control.getAttribute('aria-expanded')).toBe('true');
			expect(within(root).getByRole('option', { name: 'Opzione 2' }).getAttribute('aria-selected')).toBe('false');
		});
	});

	describe('when another script rewrites the options', () => {
		it('should show the new choice and its group', async () => {
			const { el, control, root } = await page(`<select id="s" name="st" class="vm-chzn-select"><option value="">Scegli</option></select>`);
			await act(async () => {
				el.innerHTML = '<option value="">Scegli</option><optgroup label="Italia"><option value="7" selected>Brescia</option></optgroup>';
			});
			expect(control.textContent).toBe('Brescia');
			fireEvent.click(control);
			expect(within(within(root).getByRole('group', { name: 'Italia' })).getByRole('option').textContent).toBe('Brescia');
		});
	});

	describe('when the browser refuses the form for an empty required select', () => {
		it('should mark the control invalid and focus it, until a choice is made', async () => {
			const { el, control, root } = await page(`<select id="s" name="c" required class="vm-chzn-select"><option value=""></option>${options(2)}</select>`);
			act(() => void el.dispatchEvent(new Event('invalid')));
			expect(control.getAttribute('aria-invalid')).toBe('true');
			expect(document.activeElement).toBe(control);
			fireEvent.click(control);
			fireEvent.click(within(root).getByRole('option', { name: 'Opzione 1' }));
			expect(control.hasAttribute('aria-invalid')).toBe(false);
		});
	});

	describe('given a select inside its label', () => {
		it('should be named by the label words and open on click without handing focus to the native select', async () => {
			document.body.innerHTML = `<form><label>Ordina per <select name="orderby" data-vetrina="select">${options(3)}</select></label></form>`;
			await act(async () => void mount(document.querySelector('select')!));
			const control = screen.getByRole('combobox', { name: 'Ordina per' });
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			act(() => void control.dispatchEvent(click));
			expect(click.defaultPrevented).toBe(true);
			expect(control.getAttribute('aria-expanded')).toBe('true');
		});
	});

	describe("given a VirtueMart customfield's select, titled beside it", () => {
		it('should be named by the customfield title, not by the field name', async () => {
			document.body.innerHTML = `<form class="product"><div class="product-field"><div class="product-fields-title-wrapper"><div class="product-fields-title"><span>String, is input</span></div></div>
				<div class="product-field-display"><select name="customProductData[171][13]" class="vm-chzn-select">${options(2)}</select></div></div></form>`;
			await act(async () => void mount(document.querySelector('select')!));
			expect(screen.getByRole('combobox').getAttribute('aria-label')).toBe('String, is input');
		});
	});

	describe('given a select the theme left to the browser, beside a Bootstrap form-select', () => {
		it('should wear the look measured on the plain one, with room for its arrow, and the theme classes on the other', async () => {
			const plain = 'font-size: 13px; color: rgb(1, 2, 3); border: 1px solid rgb(118, 118, 118); border-radius: 0px; padding: 2px 3px 2px 1px';
			document.body.innerHTML = `<select class="vm-chzn-select" style="${plain}">${options(2)}</select><select class="form-select form-select-sm">${options(2)}</select>`;
			const [legacy, themed] = [...document.querySelectorAll('select')];
			await act(async () => void [mount(legacy!), mount(themed!)]);
			const [plainControl, themedControl] = screen.getAllByRole('combobox');
			expect(plainControl!.className).toBe('vetrina-select-control vetrina-select-control--plain');
			expect(plainControl!.style.fontSize).toBe('13px');
			expect(plainControl!.style.color).toBe('rgb(1, 2, 3)');
			expect(plainControl!.style.borderTopWidth).toBe('1px');
			expect(plainControl!.style.borderLeftStyle).toBe('solid');
			expect(plainControl!.style.paddingTop).toBe('2px');
			expect(plainControl!.style.paddingLeft).toBe('calc(1px + 4px)');
			expect(plainControl!.style.paddingRight).toBe('calc(3px + 1.25em)');
			expect(themedControl!.className).toBe('vetrina-select-control form-select form-select-sm');
			expect(themedControl!.getAttribute('style')).toBeNull();
		});
	});

	describe('given a disabled select', () => {
		it('should stay closed and out of the tab order', () => {
			document.body.innerHTML = `<select disabled>${options(2)}</select>`;
			render(<EnhancedSelect select={document.querySelector('select')!} label="Provincia" />);
			const control = screen.getByRole('combobox', { name: 'Provincia' });
			expect(control.tabIndex).toBe(-1);
			fireEvent.click(control);
			expect(control.getAttribute('aria-expanded')).toBe('false');
		});
	});

	describe('after unmounting', () => {
		it('should give the native select back', async () => {
			const { el, teardown } = await page(`<select id="s" name="o" data-vetrina="select">${options(2)}</select>`);
			expect(el.getAttribute('aria-hidden')).toBe('true');
			act(() => teardown());
			expect(document.querySelector('.vetrina-select')).toBeNull();
			expect(el.classList.contains('vetrina-select-native')).toBe(false);
			expect(el.hasAttribute('aria-hidden')).toBe(false);
			expect(el.hasAttribute('tabindex')).toBe(false);
		});
	});
});

describe('enhanced select type-ahead, closed', () => {
	beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
	afterEach(() => vi.useRealTimers());
	/** A key pressed on the control at `at` ms. */
	const press = (control: HTMLElement, key: string, at: number, init: object = {}) => {
		vi.setSystemTime(at);
		fireEvent.keyDown(control, { key, ...init });
	};
	const countries = `<select id="s" name="country" class="vm-chzn-select"><option value="">Scegli</option><option value="1">Austria</option><option value="2">Germania</option><option value="3">Italia</option><option value="4">Irlanda</option><option value="5">Islanda</option><option value="6">San Marino</option></select>`;

	it('should show the first option starting with what is typed, and choose it on Enter with one change, the list left closed', async () => {
		const { el, control } = await page(countries);
		const change = vi.fn();
		el.addEventListener('change', change);
		control.focus();
		let at = 1000;
		for (const key of ['I', 't', 'a']) press(control, key, (at += 100));
		expect(control.textContent).toBe('Italia');
		expect(el.value).toBe('');
		expect(change).not.toHaveBeenCalled();
		press(control, 'Enter', (at += 100));
		expect([el.value, change.mock.calls.length, control.getAttribute('aria-expanded')]).toEqual(['3', 1, 'false']);
	});

	it('should start a new word after a pause, go on through one letter typed again, and choose on Tab or leaving', async () => {
		const { el, control } = await page(countries);
		control.focus();
		press(control, 'i', 1000);
		expect(control.textContent).toBe('Italia');
		press(control, 'i', 1200);
		expect(control.textContent).toBe('Irlanda');
		press(control, 'i', 1400);
		expect(control.textContent).toBe('Islanda');
		// More than a second later: a new word.
		press(control, 's', 3000);
		press(control, 'a', 3100);
		press(control, 'n', 3200);
		press(control, ' ', 3300);
		press(control, 'm', 3400);
		expect(control.textContent).toBe('San Marino');
		press(control, 'Tab', 3500);
		expect(el.value).toBe('6');
		press(control, 'a', 5000);
		fireEvent.blur(control, { relatedTarget: document.body });
		expect(el.value).toBe('1');
	});

	it('should keep the chosen option on Escape, and open the list with its search box on ArrowDown', async () => {
		const { el, root, control } = await page(countries);
		control.focus();
		press(control, 'g', 1000);
		expect(control.textContent).toBe('Germania');
		press(control, 'Escape', 1100);
		expect([el.value, control.textContent]).toEqual(['', "Seleziona un'opzione"]);
		press(control, 'ArrowDown', 1200, { altKey: true });
		expect(control.getAttribute('aria-expanded')).toBe('true');
		expect(root.querySelector<HTMLElement>('.vetrina-select-search')!.hidden).toBe(false);
	});
});

describe('enhanced select on a touch screen', () => {
	it('should leave the native select as it is: the phone draws its own picker', async () => {
		const coarse = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList);
		try {
			document.body.innerHTML = `<form><label for="s">Nazione</label><select id="s">${options(12)}</select></form>`;
			const el = document.querySelector('select')!;
			await act(async () => void mount(el));
			expect([el.nextElementSibling, el.tabIndex, el.classList.contains('vetrina-select-native')]).toEqual([null, 0, false]);
		} finally {
			coarse.mockRestore();
		}
	});
});
