import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { outsideAct } from '../../test/unit/outside-act.ts';
import { useConfig } from '../../test/unit/page.ts';
import { mount } from './index.ts';
import { clearStateCache } from './states.ts';

const italy = {
	'105': [
		{ virtuemart_state_id: '1516', state_name: 'Brescia' },
		{ virtuemart_state_id: '1517', state_name: 'Milano' },
	],
};
const austria = { '14': [{ virtuemart_state_id: '200', state_name: 'Tirol' }] };

function addressForm(prefix = '', { multiple = false, country = '', stateRequired = false } = {}) {
	const arr = multiple ? '[]' : '';
	return `<div><label for="${prefix}virtuemart_country_id_field">Nazione</label>
<select id="${prefix}virtuemart_country_id_field" name="${prefix}virtuemart_country_id${arr}"${multiple ? ' multiple' : ''}>
${multiple ? '' : '<option value="">Seleziona</option>'}<option value="105"${country === '105' ? ' selected' : ''}>Italia</option><option value="14">Austria</option><option value="73"${country === '73' ? ' selected' : ''}>Francia</option></select></div>
<div><label for="${prefix}virtuemart_state_id_field">Provincia${stateRequired ? ' <span class="asterisk">*</span>' : ''}</label>
<select id="${prefix}virtuemart_state_id_field" name="${prefix}virtuemart_state_id${arr}"${stateRequired ? ' required class="required"' : ''}${multiple ? ' multiple' : ''}><option value="">Seleziona</option></select></div>`;
}

async function choose(select: HTMLSelectElement, ...values: string[]) {
	await act(async () => {
		for (const option of select.options) option.selected = values.includes(option.value);
		select.dispatchEvent(new Event('change', { bubbles: true }));
		await flush();
	});
}

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
/** Mounts the island on a country select, as the registry does; returns its teardown. */
const mountOn = async (selector: string) => {
	let teardown = () => {};
	await act(async () => {
		teardown = mount($(selector));
		await flush();
	});
	return teardown;
};
const respond = (call: { respond(body: string, init?: ResponseInit): void }, body: string, init?: ResponseInit) =>
	act(async () => {
		call.respond(body, init);
		await flush();
	});

describe('state-select', () => {
	let server: ReturnType<typeof controlledFetch>;
	beforeEach(() => {
		clearStateCache();
		server = controlledFetch();
	});

	describe('given no country chosen yet', () => {
		beforeEach(async () => {
			document.body.innerHTML = addressForm();
			await mountOn('#virtuemart_country_id_field');
		});

		describe('when Italy is chosen', () => {
			beforeEach(() => choose($('#virtuemart_country_id_field'), '105'));

			it('should ask for its states with the exact query', () => {
				expect(server.calls).toHaveLength(1);
				expect(server.calls[0]!.url.pathname + server.calls[0]!.url.search).toBe(
					'/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=105',
				);
				expect(server.calls[0]!.init.method).toBe('GET');
			});

			it('should show the loader, then fill one optgroup and mark the field required', async () => {
				const state = $<HTMLSelectElement>('#virtuemart_state_id_field');
				expect(state.getAttribute('aria-busy')).toBe('true');
				expect(state.required).toBe(false); // no flicker: only after the answer
				expect(state.parentElement!.classList.contains('vetrina-state-loading')).toBe(true);
				await respond(server.calls[0]!, JSON.stringify(italy));
				expect(state.querySelector('optgroup')?.label).toBe('Italia');
				expect([...state.options].map((o) => o.text)).toEqual(['Seleziona', 'Brescia', 'Milano']);
				expect(state.required).toBe(true);
				expect(state.getAttribute('aria-required')).toBe('true');
				expect($('label[for="virtuemart_state_id_field"] span.asterisk').textContent).toBe('*');
				expect(state.hasAttribute('aria-busy')).toBe(false);
				expect(state.parentElement!.classList.contains('vetrina-state-loading')).toBe(false);
			});

			it('should send nothing when Italy is chosen again after France', async () => {
				await respond(server.calls[0]!, JSON.stringify(italy));
				expect($('#virtuemart_state_id_field optgroup')).not.toBeNull();
				await choose($('#virtuemart_country_id_field'), '73');
				expect(server.calls).toHaveLength(2);
				await respond(server.calls[1]!, '[]');
				expect($<HTMLSelectElement>('#virtuemart_state_id_field').required).toBe(false);
				expect(document.querySelector('label[for="virtuemart_state_id_field"] span.asterisk')).toBeNull();
				await choose($('#virtuemart_country_id_field'), '105');
				expect(server.calls).toHaveLength(2);
				expect($('#virtuemart_state_id_field optgroup').getAttribute('label')).toBe('Italia');
			});

			it('should draw the new list in the task its answer ends the loader in, not a task later (a check between saw the old list)', async () => {
				const state = $<HTMLSelectElement>('#virtuemart_state_id_field');
				// Outside act(): React schedules as in a browser, and only the answer's own microtasks run here.
				await outsideAct(async () => {
					server.calls[0]!.respond(JSON.stringify(italy));
					for (let turn = 0; turn < 20; turn++) await Promise.resolve();
					expect(state.hasAttribute('aria-busy')).toBe(false);
					expect(state.querySelector('optgroup')?.label).toBe('Italia');
				});
			});

			it('should try again after a failure, leave the field optional and stop the loader', async () => {
				const error = vi.spyOn(console, 'error').mockImplementation(() => {});
				const state = $<HTMLSelectElement>('#virtuemart_state_id_field');
				await respond(server.calls[0]!, 'Internal Server Error', { status: 500 });
				expect(state.hasAttribute('aria-busy')).toBe(false);
				expect(error).toHaveBeenCalled();
				expect(state.required).toBe(false);
				expect(state.parentElement!.classList.contains('vetrina-state-loading')).toBe(false);
				await choose($('#virtuemart_country_id_field'), '105');
				expect(server.calls).toHaveLength(2);
			});
		});
	});

	describe('given the island on a bill-to form', () => {
		it('should render the states as options of the server’s own select, named by its label, and put the server’s back on unmount', async () => {
			document.body.innerHTML = addressForm();
			const select = $<HTMLSelectElement>('#virtuemart_state_id_field');
			const printed = select.innerHTML;
			const teardown = await mountOn('#virtuemart_country_id_field');
			await choose($('#virtuemart_country_id_field'), '105');
			await respond(server.calls[0]!, JSON.stringify(italy));
			const field = screen.getByRole('combobox', { name: /Provincia/ });
			expect(field).toBe(select);
			expect(within(field).getByRole('group', { name: 'Italia' })).toBeDefined();
			expect(
				within(field)
					.getAllByRole('option')
					.map((o) => o.textContent),
			).toEqual(['Seleziona', 'Brescia', 'Milano']);
			await choose(field as HTMLSelectElement, '1517');
			expect((field as HTMLSelectElement).value).toBe('1517');
			act(() => teardown());
			expect(select.innerHTML).toBe(printed);
			expect(select.hasAttribute('aria-busy')).toBe(false);
		});
	});

	describe('given a state field already marked invalid', () => {
		it('should re-validate it once the list arrives', async () => {
			document.body.innerHTML = addressForm('', { country: '105', stateRequired: true });
			const state = $<HTMLSelectElement>('#virtuemart_state_id_field');
			state.classList.add('invalid');
			state.setAttribute('aria-invalid', 'true');
			await mountOn('#virtuemart_country_id_field');
			await choose($('#virtuemart_country_id_field'), '73');
			// The empty list loads at mount (Italy chosen); choosing France supersedes that call.
			expect(server.calls.map((call) => call.url.searchParams.get('virtuemart_country_id'))).toEqual(['105', '73']);
			await respond(server.calls[1]!, '[]');
			expect(state.classList.contains('invalid')).toBe(false);
			expect(state.getAttribute('aria-invalid')).toBe('false');
		});
	});

	describe('given a multiple country select', () => {
		it('should send the ids comma-separated, group per country and keep chosen states', async () => {
			document.body.innerHTML = addressForm('', { multiple: true });
			await mountOn('#virtuemart_country_id_field');
			await choose($('#virtuemart_country_id_field'), '105');
			await respond(server.calls[0]!, JSON.stringify(italy));
			expect($('#virtuemart_state_id_field optgroup')).not.toBeNull();
			await choose($<HTMLSelectElement>('#virtuemart_state_id_field'), '1517');
			await choose($('#virtuemart_country_id_field'), '105', '14');
			expect(server.calls).toHaveLength(2);
			expect([...server.calls[1]!.url.searchParams]).toEqual([
				['option', 'com_virtuemart'],
				['view', 'state'],
				['format', 'json'],
				['virtuemart_country_id', '105,14'],
			]);
			await respond(server.calls[1]!, JSON.stringify({ ...italy, ...austria }));
			expect(document.querySelectorAll('#virtuemart_state_id_field optgroup')).toHaveLength(2);
			const groups = [...document.querySelectorAll('#virtuemart_state_id_field optgroup')].map((g) => g.getAttribute('label'));
			expect(groups).toEqual(['Italia', 'Austria']);
			expect([...$<HTMLSelectElement>('#virtuemart_state_id_field').selectedOptions].map((o) => o.value)).toEqual(['1517']);
		});
	});

	describe('given bill-to and ship-to fields on one page', () => {
		it('should let each country select drive its own state select', async () => {
			useConfig({ stateLoader: false });
			document.body.innerHTML = addressForm() + addressForm('shipto_');
			await mountOn('#virtuemart_country_id_field');
			await mountOn('#shipto_virtuemart_country_id_field');
			await choose($('#shipto_virtuemart_country_id_field'), '14');
			expect($('#shipto_virtuemart_state_id_field').parentElement!.classList.contains('vetrina-state-loading')).toBe(false);
			expect(server.calls[0]!.url.searchParams.get('virtuemart_country_id')).toBe('14');
			await respond(server.calls[0]!, JSON.stringify(austria));
			expect($('#shipto_virtuemart_state_id_field optgroup')?.getAttribute('label')).toBe('Austria');
			expect(document.querySelector('#virtuemart_state_id_field optgroup')).toBeNull();
		});
	});

	describe('given a stock form: a country chosen, an empty state list and the saved state in vm-countryState', () => {
		it('should load the states at mount, lock the list while they load, and select the saved state', async () => {
			document.body.innerHTML = `${addressForm('shipto_', { country: '105' })}
<script type="text/plain" id="vm-countryStateshipto_-js">//<![CDATA[ 
jQuery(document).ready( function($) {
			$("#shipto_virtuemart_country_id_field").vm2front("list",{dest : "#shipto_virtuemart_state_id_field",ids : "1517",prefiks : "shipto_"});
		}); //]]>
</script>`;
			await mountOn('#shipto_virtuemart_country_id_field');
			const state = $<HTMLSelectElement>('#shipto_virtuemart_state_id_field');
			expect(server.calls.map((call) => call.url.pathname + call.url.search)).toEqual([
				'/index.php?option=com_virtuemart&view=state&format=json&virtuemart_country_id=105',
			]);
			expect(state.getAttribute('aria-busy')).toBe('true');
			expect([...state.options].map((o) => o.disabled)).toEqual([true]);
			await respond(server.calls[0]!, JSON.stringify(italy));
			expect(state.hasAttribute('aria-busy')).toBe(false);
			expect([...state.options].map((o) => [o.value, o.selected, o.disabled])).toEqual([
				['', false, false],
				['1516', false, false],
				['1517', true, false],
			]);
		});

		it('should keep the shopper’s choice when it is still valid after a slower load', async () => {
			document.body.innerHTML = addressForm('', { multiple: true, country: '105' });
			await mountOn('#virtuemart_country_id_field');
			await respond(server.calls[0]!, JSON.stringify(italy));
			const state = $<HTMLSelectElement>('#virtuemart_state_id_field');
			expect(state.querySelector('optgroup')).not.toBeNull();
			await choose(state, '1516');
			await choose($('#virtuemart_country_id_field'), '105', '14');
			expect(state.getAttribute('aria-busy')).toBe('true');
			expect([...state.options].every((o) => o.disabled)).toBe(true);
			await respond(server.calls[1]!, JSON.stringify({ ...italy, ...austria }));
			expect(state.hasAttribute('aria-busy')).toBe(false);
			expect([...state.options].filter((o) => o.selected).map((o) => o.value)).toEqual(['1516']);
			expect([...state.options].some((o) => o.disabled)).toBe(false);
		});

		it('should not load at mount when the page printed the list (the theme)', async () => {
			document.body.innerHTML = addressForm('', { country: '105' });
			$('#virtuemart_state_id_field').insertAdjacentHTML('beforeend', '<optgroup label="Italia"><option value="1516" selected>Brescia</option></optgroup>');
			await mountOn('#virtuemart_country_id_field');
			expect(server.calls).toHaveLength(0);
		});
	});
});
