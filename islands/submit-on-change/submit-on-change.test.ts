import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

describe('submit on change', () => {
	it("should send the select's form with the chosen value once it changes, and no more after teardown", () => {
		// VirtueMart's currency module: its submit button is commented out.
		document.body.innerHTML = `<form action="/index.php/headpiece" method="post">
			<select id="virtuemart_currency_id" name="virtuemart_currency_id" class="changeSendForm inputbox vm-chzn-select">
				<option value="47" selected>Euro €</option><option value="144">United States dollar $</option>
			</select></form>`;
		const select = document.querySelector('select')!;
		const sent: string[] = [];
		document.querySelector('form')!.addEventListener('submit', (event) => {
			event.preventDefault();
			sent.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as unknown as string).toString());
		});
		const teardown = mount(select);
		select.value = '144';
		select.dispatchEvent(new Event('change', { bubbles: true }));
		expect(sent).toEqual(['virtuemart_currency_id=144']);
		teardown();
		select.dispatchEvent(new Event('change', { bubbles: true }));
		expect(sent).toHaveLength(1);
	});
});
