import { t } from '../../src/i18n.ts';
import type { SearchAnswer } from './suggestions.ts';

/** The suggestion listbox: options as text only, one active option followed by aria-activedescendant. */
export class SuggestionList {
	readonly el = document.createElement('ul');
	open = false;
	private index = -1;

	constructor(
		id: string,
		private readonly go: (url: string) => void,
	) {
		this.el.id = `${id}-list`;
		this.el.className = 'vetrina-search-list';
		this.el.setAttribute('role', 'listbox');
		this.el.setAttribute('aria-label', t('live-search.label'));
		this.el.hidden = true;
		// Keep focus in the field while the pointer picks an option.
		this.el.addEventListener('mousedown', (event) => event.preventDefault());
		this.el.addEventListener('click', (event) => {
			const option = (event.target as Element).closest<HTMLElement>('[role="option"][data-url]');
			if (option) this.choose(option);
		});
	}

	private options(): HTMLElement[] {
		return [...this.el.querySelectorAll<HTMLElement>('[role="option"][data-url]')];
	}

	/**
	 * Shows an answer's suggestions. The shopper's active option stays active when the newer answer
	 * (the next letter typed, a late answer) still holds it, so arrowing down is never undone.
	 */
	show({ suggestions }: SearchAnswer, maxHeight: number): void {
		const kept = this.active()?.dataset.url;
		this.index = kept === undefined ? -1 : suggestions.findIndex(({ data }) => data === kept);
		const items = suggestions.map(({ value, data }, i) => {
			const li = document.createElement('li');
			li.id = `${this.el.id}-${i}`;
			li.setAttribute('role', 'option');
			li.setAttribute('aria-selected', String(i === this.index));
			li.dataset.url = data;
			li.textContent = value; // Server text, never HTML.
			return li;
		});
		if (!items.length) {
			const empty = document.createElement('li');
			empty.className = 'vetrina-search-empty';
			empty.setAttribute('role', 'option');
			empty.setAttribute('aria-disabled', 'true');
			empty.textContent = t('live-search.noResults');
			items.push(empty);
		}
		this.el.replaceChildren(...items);
		this.fit(maxHeight);
		this.el.hidden = false;
		this.open = true;
	}

	fit(maxHeight: number): void {
		this.el.style.maxHeight = `${Math.max(120, maxHeight)}px`;
	}

	close(): void {
		this.el.hidden = true;
		this.open = false;
		this.index = -1;
	}

	active(): HTMLElement | undefined {
		return this.options()[this.index];
	}

	/** Moves the active option by `delta`, wrapping around; past either end the field is active again. */
	move(delta: number): void {
		const options = this.options();
		if (!options.length) return;
		const next = this.index + delta;
		this.index = next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
		options.forEach((option, i) => option.setAttribute('aria-selected', String(i === this.index)));
		this.active()?.scrollIntoView({ block: 'nearest' });
	}

	choose(option: HTMLElement): void {
		this.go(option.dataset.url ?? '');
	}
}
