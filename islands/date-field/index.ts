import { registerStrings, t } from '../../src/i18n.ts';
import { listen } from '../../src/listen.ts';
import { strings } from './strings.ts';

registerStrings(strings);

/** VirtueMart's stored date (`2027-03-14`, `2027-03-14 00:00:00`), or '' for none (`0`, `0000-00-00`). */
const storedDate = (value: string): string => {
	const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
	return day && !/^0+$/.test(`${day[1]}${day[2]}${day[3]}`) ? day[0] : '';
};

/**
 * What the shopper typed into the text field before it became a date field, as `yyyy-mm-dd`: an ISO date, or
 * a day first (`14/03/2027`, `14.03.2027`, `14-03-2027`) as Italians write it; '' when it reads as no date.
 */
export function typedDate(text: string): string {
	const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
	const dayFirst = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
	const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
	if (!year || !month || !day) return '';
	const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
	// 31/02 rolls over to March: not a date.
	return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date.toISOString().slice(0, 10) : '';
}

/**
 * VirtueMart's date fields (a date or birthday field of the address forms, a date option of a product) print a
 * text field for the shopper and, before it, the hidden field that is sent (`datepicker-db`, `yyyy-mm-dd` or
 * `0`); its inline jQuery UI datepicker wrote the one from the other, so without it a date typed was never
 * sent. The text field becomes the browser's own date field (its picker, its keyboard, the shopper's locale),
 * keeps the hidden one in step, and takes the label VirtueMart gave the hidden one; the reset icon beside a
 * product's date, where the template draws it, is a button that clears it.
 */
export function mount(field: HTMLInputElement): () => void {
	const sent = field.previousElementSibling;
	if (!(sent instanceof HTMLInputElement) || sent.type !== 'hidden') return () => {};
	const label = sent.id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(sent.id)}"]`) : null;
	// Its icon comes from a theme's stylesheet (VirtueMart 4.4's own draw none): where none draws it, it has no size
	// and stays as printed, for a button no one sees must not take the focus.
	const icon = field.nextElementSibling;
	const reset = icon instanceof HTMLElement && icon.matches('.js-date-reset') && icon.offsetWidth > 0 ? icon : null;
	const served = { value: field.value, sent: sent.value, style: field.getAttribute('style') };
	const stops: Array<() => void> = [];

	const sync = () => {
		sent.value = field.value || '0';
	};
	const become = () => {
		const typed = field.value !== field.defaultValue ? typedDate(field.value) : '';
		const { offsetWidth: width, offsetHeight: height } = field;
		field.type = 'date';
		field.value = typed || storedDate(sent.value);
		sync();
		// The date field takes the text field's room, not the browser's own size for it: nothing around it moves.
		if (width && height && (field.offsetWidth !== width || field.offsetHeight !== height)) {
			field.style.boxSizing = 'border-box';
			field.style.width = `${width}px`;
			field.style.height = `${height}px`;
		}
	};
	// A date being typed as the field mounts is read once the shopper leaves it, not changed under their keys.
	if (document.activeElement === field) stops.push(listen(field, { blur: () => field.type === 'text' && become() }, { once: true }));
	else become();
	stops.push(listen(field, { input: sync, change: sync }));

	if (label && field.id) label.htmlFor = field.id;
	if (reset) {
		const clear = () => {
			field.value = '';
			sync();
			field.dispatchEvent(new Event('change', { bubbles: true }));
			field.focus();
		};
		reset.setAttribute('role', 'button');
		reset.tabIndex = 0;
		reset.setAttribute('aria-label', t('date-field.clear'));
		stops.push(
			listen(reset, {
				click: clear,
				keydown: (event) => {
					if (event.key !== 'Enter' && event.key !== ' ') return;
					event.preventDefault();
					clear();
				},
			}),
		);
	}
	return () => {
		for (const stop of stops) stop();
		if (label && field.id) label.htmlFor = sent.id;
		for (const name of ['role', 'tabindex', 'aria-label']) reset?.removeAttribute(name);
		field.type = 'text';
		field.value = served.value;
		sent.value = served.sent;
		if (served.style === null) field.removeAttribute('style');
		else field.setAttribute('style', served.style);
	};
}
