import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

function switcher() {
	document.body.innerHTML = `<form method="post" action="/cambia-valuta" data-vetrina="switcher"><input type="hidden" name="virtuemart_currency_id" value="47">
<button type="button" class="vp-switcher-toggle" aria-expanded="false" aria-controls="cur-list">EUR</button>
<ul id="cur-list"><li><button type="submit" name="switch_to" value="47" data-value="47">EUR</button></li><li><button type="submit" name="switch_to" value="144" data-value="144">CHF</button></li></ul></form>`;
	const form = document.querySelector('form')!;
	mount(form);
	return {
		form,
		toggle: form.querySelector<HTMLElement>('.vp-switcher-toggle')!,
		list: document.getElementById('cur-list')!,
		field: form.querySelector('input')!,
	};
}

describe('top-bar switcher', () => {
	describe('given a closed switcher', () => {
		it('should open with the toggle and reflect it in aria-expanded', () => {
			const { toggle, list } = switcher();
			expect(list.hidden).toBe(true);
			toggle.click();
			expect(list.hidden).toBe(false);
			expect(toggle.getAttribute('aria-expanded')).toBe('true');
		});

		it('should open with ArrowDown and focus the first item, then move with the arrows', () => {
			const { toggle, list } = switcher();
			toggle.focus();
			toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
			const items = list.querySelectorAll('button');
			expect(document.activeElement).toBe(items[0]);
			items[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
			expect(document.activeElement).toBe(items[1]);
		});
	});

	describe('when an item is chosen', () => {
		it('should put its id into the hidden field before the form submits', () => {
			const { form, list, field, toggle } = switcher();
			toggle.click();
			let submitted: string | null = null;
			form.addEventListener('submit', (event) => {
				submitted = new FormData(form).get('virtuemart_currency_id') as string;
				event.preventDefault();
			});
			list.querySelectorAll('button')[1]!.click();
			expect(field.value).toBe('144');
			expect(submitted).toBe('144');
		});
	});
});
