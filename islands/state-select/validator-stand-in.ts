/**
 * VirtueMart's address and registration forms check themselves from their buttons' inline handlers
 * (`onclick="javascript:return myValidator(userForm, …)"`) with vmvalidator.js, which Vetrina switches off
 * with VirtueMart's other scripts: the click would throw a ReferenceError and send the form unchecked. This
 * stand-in checks the form as vmvalidator.js does, with Joomla's form validator (which shows its own
 * message), or the browser's where that is missing. The state field's `required` is already this island's:
 * it follows the loaded list, as vmvalidator.js would set it. VirtueMart's own function, when loaded, is left alone.
 */
interface JoomlaFormValidator {
	isValid(form: HTMLFormElement): boolean;
}

export function myValidator(form: unknown): boolean {
	if (!(form instanceof HTMLFormElement)) return true;
	const joomla = (document as { formvalidator?: JoomlaFormValidator }).formvalidator;
	return joomla ? joomla.isValid(form) : form.reportValidity();
}

export function installValidatorStandIn(): void {
	const host = window as { myValidator?: unknown };
	if (typeof host.myValidator !== 'function') host.myValidator = myValidator;
}
