import { registerStrings, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** The rating a key sets from rating `at` of 1–`max`. */
const KEYS: Record<string, (at: number, max: number) => number> = {
	ArrowRight: (at, max) => Math.min(at + 1, max),
	ArrowUp: (at, max) => Math.min(at + 1, max),
	ArrowLeft: (at) => Math.max(at - 1, 1),
	ArrowDown: (at) => Math.max(at - 1, 1),
	Home: () => 1,
	End: (_, max) => max,
};

/**
 * Legacy's review form rates with a row of stars over a hidden `#vote` (VirtueMart prints it at the top of the
 * scale), which its inline jQuery (`rating_stars`) set from where the mouse went: without it every review was
 * rated at the top. The stars are a slider now (WAI-ARIA): the pointer shows a rating as it moves and sets it
 * on a press, the arrows, Home and End set it from the keyboard, and `#vote` holds it.
 */
export function mount(rating: HTMLElement): () => void {
	const vote = rating.querySelector<HTMLInputElement>('input#vote[type="hidden"]');
	const box = rating.querySelector<HTMLElement>('.ratingbox');
	const stars = box?.querySelector<HTMLElement>('.stars-orange');
	const max = Number.parseInt(vote?.value ?? '', 10);
	if (!vote || !box || !stars || !(max > 0)) return () => {};
	const served = { style: stars.getAttribute('style'), title: box.getAttribute('title') };
	let value = max;
	const show = (shown: number) => {
		stars.style.width = `${(shown / max) * 100}%`;
	};
	const set = (chosen: number) => {
		value = chosen;
		vote.value = String(chosen);
		box.setAttribute('aria-valuenow', String(chosen));
		box.setAttribute('aria-valuetext', t('rating-picker.value', { value: chosen, max }));
		show(chosen);
	};
	/** The rating under the pointer, 1–max, as VirtueMart's script measured it. */
	const at = (event: MouseEvent) => {
		const { left, width } = box.getBoundingClientRect();
		return Math.min(max, Math.max(1, Math.floor(((event.clientX - left) / width) * max) + 1));
	};
	box.setAttribute('role', 'slider');
	box.tabIndex = 0;
	box.setAttribute('aria-label', t('rating-picker.label'));
	box.setAttribute('aria-valuemin', '1');
	box.setAttribute('aria-valuemax', String(max));
	// The slider names its value itself: a title would read the printed top rating over it.
	box.removeAttribute('title');
	set(max);
	const stop = listen(box, {
		pointermove: (event) => show(at(event)),
		pointerleave: () => show(value),
		click: (event) => {
			// Inside the label of `#vote`: the click would go on to the hidden field.
			event.preventDefault();
			set(at(event));
		},
		keydown: (event) => {
			const key = KEYS[event.key];
			if (!key) return;
			event.preventDefault();
			set(key(value, max));
		},
	});
	return () => {
		stop();
		for (const name of ['role', 'tabindex', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext']) box.removeAttribute(name);
		if (served.title !== null) box.setAttribute('title', served.title);
		if (served.style === null) stars.removeAttribute('style');
		else stars.setAttribute('style', served.style);
		vote.value = String(max);
	};
}
