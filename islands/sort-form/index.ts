import { listen } from '../../src/listen.ts';

const HIDDEN_SUBMIT = 'vetrina-sort-submit';

/** The last option that `marked` says is selected, else the first (what a single select then shows). */
const selectedBy = (select: HTMLSelectElement, marked: (option: HTMLOptionElement) => boolean): number =>
	[...select.options].reduce((found, option, index) => (marked(option) ? index : found), 0);

/** The shopper chose another option than the server printed selected. */
const changed = (select: HTMLSelectElement): boolean =>
	selectedBy(select, (option) => option.selected) !== selectedBy(select, (option) => option.hasAttribute('selected'));

/**
 * The listing toolbar (order, products per page): choosing applies at once, by submitting the server's
 * form as its own button would (a GET of the same fields). The button stays for pages without
 * JavaScript; while the island runs it is out of sight but in its place (nothing moves) and still
 * reachable by keyboard, where it shows again.
 */
export function mount(form: HTMLElement): () => void {
	if (!(form instanceof HTMLFormElement)) return () => {};
	const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]');
	// A choice made before the island was here (or restored by Back) is applied by the button, kept in
	// sight: submitting it now would be a navigation the shopper did not just ask for.
	if (![...form.querySelectorAll('select')].some(changed)) button?.classList.add(HIDDEN_SUBMIT);
	const unlisten = listen(form, {
		change: (event) => {
			if (event.target instanceof HTMLSelectElement) form.requestSubmit(button);
		},
	});
	return () => {
		unlisten();
		button?.classList.remove(HIDDEN_SUBMIT);
	};
}
