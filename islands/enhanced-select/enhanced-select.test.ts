import { describe, expect, it, vi } from 'vitest';
import { flush } from '../../test/unit/fetch.ts';
import { mount } from './index.ts';

const options = (n: number) => Array.from({ length: n }, (_, i) => `<option value="${i + 1}">Opzione ${i + 1}</option>`).join('');

function page(select: string) {
	document.body.innerHTML = `<form><label for="s">Nazione</label>${select}</form>`;
	const el = document.querySelector('select')!;
	const teardown = mount(el);
	const root = el.nextElementSibling as HTMLElement;
	const control = root.querySelector<HTMLElement>('[role="combobox"]')!;
	return { el, root, control, teardown };
}

const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

describe('enhanced select', () => {
	describe('given a theme select with 9 options', () => {
		it('should have no search box, and choose by keyboard into the native select', () => {
			const { el, control } = page(`<select id="s" name="orderby" data-vetrina="select">${options(9)}</select>`);
			const change = vi.fn();
			el.addEventListener('change', change);
			expect(control.getAttribute('aria-labelledby')).toBe(document.querySelector('label')!.id);
			key(control, 'ArrowDown');
			expect(control.getAttribute('aria-expanded')).toBe('true');
			expect(document.querySelector<HTMLElement>('.vetrina-select-search')!.hidden).toBe(true);
			key(control, 'ArrowDown');
			key(control, 'Enter');
			expect(el.value).toBe('2');
			expect(change).toHaveBeenCalledTimes(1);
			expect(control.textContent).toBe('Opzione 2');
			expect(control.getAttribute('aria-expanded')).toBe('false');
			expect(new FormData(el.form!).get('orderby')).toBe('2');
		});
	});

	describe('given a shop select (vm-chzn-select) with 5 options and an empty first one', () => {
		it('should show the placeholder and a search box that says when nothing matches', () => {
			const { control, root } = page(`<select id="s" name="c" class="vm-chzn-select"><option value="">Scegli</option>${options(4)}</select>`);
			expect(control.textContent).toBe("Seleziona un'opzione");
			control.click();
			const search = root.querySelector<HTMLInputElement>('.vetrina-select-search')!;
			expect(search.hidden).toBe(false);
			search.value = 'zzz';
			search.dispatchEvent(new Event('input'));
			expect(root.querySelector('.vetrina-select-empty')!.textContent).toBe('Nessun risultato corrispondente');
			search.value = 'opzione 3';
			search.dispatchEvent(new Event('input'));
			expect(root.querySelectorAll('[role="option"]')).toHaveLength(1);
		});
	});

	describe('given a multiple select with nothing chosen', () => {
		it('should show the multiple placeholder and toggle options, keeping the list open', () => {
			const { el, control, root } = page(`<select id="s" name="c[]" multiple data-vetrina="select">${options(3)}</select>`);
			expect(control.textContent).toBe('Scrivi o seleziona alcune opzioni');
			control.click();
			expect(root.querySelector('[role="listbox"]')!.getAttribute('aria-multiselectable')).toBe('true');
			(root.querySelectorAll('[role="option"]')[1] as HTMLElement).click();
			(root.querySelectorAll('[role="option"]')[2] as HTMLElement).click();
			expect([...el.selectedOptions].map((o) => o.value)).toEqual(['2', '3']);
			expect(control.getAttribute('aria-expanded')).toBe('true');
		});
	});

	describe('when another script rewrites the options', () => {
		it('should show the new choice', async () => {
			const { el, control } = page(`<select id="s" name="st" class="vm-chzn-select"><option value="">Scegli</option></select>`);
			el.innerHTML = '<option value="">Scegli</option><optgroup label="Italia"><option value="7" selected>Brescia</option></optgroup>';
			await flush();
			expect(control.textContent).toBe('Brescia');
		});
	});

	describe('given a select inside its label', () => {
		it('should be named by the label words and open on click without handing focus to the native select', () => {
			document.body.innerHTML = `<form><label>Ordina per <select name="orderby" data-vetrina="select">${options(3)}</select></label></form>`;
			const el = document.querySelector('select')!;
			mount(el);
			const control = document.querySelector<HTMLElement>('[role="combobox"]')!;
			expect(control.getAttribute('aria-label')).toBe('Ordina per');
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			control.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(true);
			expect(control.getAttribute('aria-expanded')).toBe('true');
		});
	});

	describe('after unmounting', () => {
		it('should give the native select back', () => {
			const { el, teardown } = page(`<select id="s" name="o" data-vetrina="select">${options(2)}</select>`);
			teardown();
			expect(document.querySelector('.vetrina-select')).toBeNull();
			expect(el.classList.contains('vetrina-select-native')).toBe(false);
			expect(el.hasAttribute('aria-hidden')).toBe(false);
			expect(el.hasAttribute('tabindex')).toBe(false);
		});
	});
});
