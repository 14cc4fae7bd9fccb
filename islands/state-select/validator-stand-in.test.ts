import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawAsInPage } from '../../test/unit/outside-act.ts';
import { mount } from './index.ts';
import { installValidatorStandIn, myValidator } from './validator-stand-in.ts';

type Host = { myValidator?: unknown };
type WithValidator = { formvalidator?: { isValid(form: HTMLFormElement): boolean } };

/** A stock ship-to form's country, state and Save button (`bs5-edit_address.php`). */
const FORM = `<form id="userForm" name="userForm" class="form-validate">
<input type="text" id="shipto_city_field" name="shipto_city" class="form-control required" required>
<select id="shipto_virtuemart_country_id_field" name="shipto_virtuemart_country_id"><option value="">-- Select --</option><option value="105">Italy</option></select>
<select id="shipto_virtuemart_state_id_field" name="shipto_virtuemart_state_id"><option value="">-- Select --</option></select>
<button type="submit">Save</button></form>`;

const form = () => document.querySelector('form')!;

describe("the stand-in for vmvalidator.js's myValidator", () => {
	// Drawn as in a page, as the island's calls are answered: the tests wait for the DOM, not for act().
	drawAsInPage();
	afterEach(() => {
		delete (window as Host).myValidator;
		delete (document as WithValidator).formvalidator;
		document.body.innerHTML = '';
	});

	it("answers with Joomla's form validator, which shows its own message", () => {
		document.body.innerHTML = FORM;
		const isValid = vi.fn(() => false);
		(document as WithValidator).formvalidator = { isValid };
		expect(myValidator(form())).toBe(false);
		expect(isValid).toHaveBeenCalledWith(form());
		isValid.mockReturnValue(true);
		expect(myValidator(form())).toBe(true);
	});

	it("answers with the browser's check without Joomla's validator", () => {
		document.body.innerHTML = FORM;
		expect(myValidator(form())).toBe(false);
		document.querySelector<HTMLInputElement>('#shipto_city_field')!.value = 'Milano';
		expect(myValidator(form())).toBe(true);
	});

	it('is there once the state select mounts, so the Save button’s inline handler finds it', () => {
		document.body.innerHTML = FORM;
		expect((window as Host).myValidator).toBeUndefined();
		const unmount = mount(document.querySelector<HTMLSelectElement>('#shipto_virtuemart_country_id_field')!);
		expect((window as Host).myValidator).toBe(myValidator);
		unmount();
	});

	it("leaves VirtueMart's own function alone", () => {
		const own = () => true;
		(window as Host).myValidator = own;
		installValidatorStandIn();
		expect((window as Host).myValidator).toBe(own);
	});
});
