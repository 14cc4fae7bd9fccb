import { describe, expect, it } from 'vitest';
import { mount } from './index.ts';

/** VirtueMart's "ask a question" form as bs5 prints it (its comment between 50 and 2000 characters). */
const ASK_FORM = `<form method="post" class="form-validate" action="/index.php/headpiece/safety-helmet-detail?tmpl=component" name="askform" id="askform">
	<input class="form-control validate[required,minSize[3],maxSize[64]]" id="name" type="text" value="" name="name">
	<input class="form-control validate[required,custom[email]]" id="email" type="text" value="" name="email">
	<textarea class="form-control validate[required,minSize[50],maxSize[2000]] field" id="comment" name="comment">Ciao</textarea>
	<button class="btn btn-primary" type="submit" name="submit_ask">Send</button>
	<input class="form-control counter" id="counter" type="text" value="0" name="counter" readonly="readonly" disabled="">
</form>`;

function askForm() {
	document.body.innerHTML = ASK_FORM;
	const form = document.querySelector<HTMLFormElement>('form')!;
	return { form, teardown: mount(form) };
}

const constraints = (selector: string) => {
	const field = document.querySelector<HTMLInputElement>(selector)!;
	return [field.required, field.getAttribute('minlength'), field.getAttribute('maxlength'), field.type];
};

describe('ask form', () => {
	it("should make validationEngine's rules the fields' own constraints", () => {
		askForm();
		expect(constraints('#name')).toEqual([true, '3', '64', 'text']);
		expect(constraints('#email')).toEqual([true, null, null, 'email']);
		expect(constraints('#comment')).toEqual([true, '50', '2000', 'textarea']);
	});

	it('should count the comment typed so far, and as it is typed', () => {
		askForm();
		const counter = document.querySelector<HTMLInputElement>('#counter')!;
		expect(counter.value).toBe('4');
		const comment = document.querySelector<HTMLTextAreaElement>('#comment')!;
		comment.value = 'Ciao, è adatto ai lavori in quota?';
		comment.dispatchEvent(new Event('input', { bubbles: true }));
		expect(counter.value).toBe('34');
	});

	it('should leave the form as printed after teardown', () => {
		const { form, teardown } = askForm();
		teardown();
		expect(form.outerHTML).toBe(ASK_FORM);
	});
});
