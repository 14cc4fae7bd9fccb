import { type RefObject, useEffect, useReducer, useState } from 'react';
import { listen } from '../../src/listen.ts';

/**
 * Keeps the widget in step with its native select: it draws again when the options, `disabled` or the
 * value change (the state select rewrites the options; a form reset or a theme script sets the value),
 * marks the control invalid when the browser refuses the form for it, and takes its labels' clicks.
 */
export function useNativeSelect(select: HTMLSelectElement, control: RefObject<HTMLElement | null>): { invalid: boolean } {
	const [, redraw] = useReducer((drawn: number) => drawn + 1, 0);
	const [invalid, setInvalid] = useState(false);
	useEffect(() => {
		const observer = new MutationObserver(() => redraw());
		observer.observe(select, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'label'] });
		const onChange = () => {
			redraw();
			if (select.checkValidity()) setInvalid(false);
		};
		const onInvalid = () => {
			setInvalid(true);
			control.current?.focus();
		};
		// A label would hand the click to the hidden native select: focus the control instead.
		const onLabelClick = (event: MouseEvent) => {
			event.preventDefault();
			if (!control.current?.parentElement?.contains(event.target as Node)) control.current?.focus();
		};
		const unlisten = [
			listen(select, { change: onChange, invalid: onInvalid }),
			...[...(select.labels ?? [])].map((label) => listen(label, { click: onLabelClick })),
		];
		return () => {
			observer.disconnect();
			for (const stop of unlisten) stop();
		};
	}, [select, control]);
	return { invalid };
}
