import { disclosure } from '../../src/disclosure.ts';
import { listen } from '../../src/listen.ts';

/**
 * Top-bar switcher (language, currency): a disclosure over native submit buttons. Choosing an item
 * puts its id into the hidden field and lets the form submit; arrows and Home/End move between items.
 */
export function mount(form: HTMLElement): () => void {
	const toggle = form.querySelector<HTMLElement>('[aria-controls]');
	const list = toggle && form.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
	const field = form.querySelector<HTMLInputElement>('input[type="hidden"]');
	if (!toggle || !list || !field) return () => {};
	const menu = disclosure(form);
	const items = () => [...list.querySelectorAll<HTMLButtonElement>('button[data-value]')];

	const onChoose = (event: MouseEvent) => {
		const item = (event.target as Element).closest<HTMLButtonElement>('button[data-value]');
		if (item) field.value = item.dataset.value ?? ''; // The native submit follows.
	};
	const onKeydown = (event: KeyboardEvent) => {
		const options = items();
		const at = options.indexOf(document.activeElement as HTMLButtonElement);
		const go = (index: number) => options[(index + options.length) % options.length]?.focus();
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault();
			if (list.hidden) toggle.click();
			go(at < 0 ? (event.key === 'ArrowDown' ? 0 : -1) : at + (event.key === 'ArrowDown' ? 1 : -1));
		} else if ((event.key === 'Home' || event.key === 'End') && at >= 0) {
			event.preventDefault();
			go(event.key === 'Home' ? 0 : -1);
		}
	};
	const unlisten = [listen(list, { click: onChoose }), listen(form, { keydown: onKeydown })];
	return () => {
		menu.teardown();
		unlisten.forEach((stop) => stop());
	};
}
