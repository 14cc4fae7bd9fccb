import { listen } from '../../src/listen.ts';

/**
 * VirtueMart's question, recommendation and vendor contact form (`form#askform`): jQuery's validationEngine
 * checked it from the rules in its fields' classes (`validate[required,minSize[3],maxSize[64]]`,
 * `custom[email]`) and a counter showed the comment's length as it was typed. Without VirtueMart's scripts the
 * form went unchecked to the server and the counter stayed at 0. The rules become the browser's own
 * constraints (its messages, in the shopper's language), and the counter follows the comment again.
 */
const RULES = /validate\[(.*)\]/;

/** A field's constraints from validationEngine's rules: each as [attribute, value]. */
function constraintsOf(rules: string, field: HTMLInputElement | HTMLTextAreaElement): [string, string][] {
	const constraints: [string, string][] = [];
	if (/(^|,)required(,|$)/.test(rules)) constraints.push(['required', '']);
	const min = /minSize\[(\d+)\]/.exec(rules)?.[1];
	const max = /maxSize\[(\d+)\]/.exec(rules)?.[1];
	if (min) constraints.push(['minlength', min]);
	if (max) constraints.push(['maxlength', max]);
	if (/custom\[email\]/.test(rules) && field instanceof HTMLInputElement && field.type === 'text') constraints.push(['type', 'email']);
	return constraints;
}

export function mount(form: HTMLElement): () => void {
	const set: [Element, string, string | null][] = [];
	for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[class*="validate["], textarea[class*="validate["]')) {
		const rules = RULES.exec(field.className)?.[1] ?? '';
		for (const [name, value] of constraintsOf(rules, field)) {
			set.push([field, name, field.getAttribute(name)]);
			field.setAttribute(name, value);
		}
	}
	const comment = form.querySelector<HTMLTextAreaElement>('#comment');
	const counter = form.querySelector<HTMLInputElement>('#counter');
	const count = () => {
		if (comment && counter) counter.value = String(comment.value.length);
	};
	// What was typed before the island came counts too.
	count();
	const stop = listen(comment, { input: count });
	return () => {
		stop();
		for (const [field, name, served] of set) served === null ? field.removeAttribute(name) : field.setAttribute(name, served);
	};
}
