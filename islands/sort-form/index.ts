import { listen } from '../../src/listen.ts';

const HIDDEN_SUBMIT = 'vetrina-sort-submit';

/**
 * The listing toolbar (order, products per page): choosing applies at once, by submitting the server's
 * form as its own button would (a GET of the same fields). The button stays for pages without
 * JavaScript; while the island runs it is out of sight but in its place (nothing moves) and still
 * reachable by keyboard, where it shows again.
 */
export function mount(form: HTMLElement): () => void {
	if (!(form instanceof HTMLFormElement)) return () => {};
	const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]');
	button?.classList.add(HIDDEN_SUBMIT);
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
