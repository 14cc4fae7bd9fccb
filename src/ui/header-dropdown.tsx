import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { disclosure, type Disclosure } from '../disclosure.ts';
import type { HeaderList } from '../server-state/views.ts';
import { listen } from '../listen.ts';
import { isBusy, useBusy } from '../http.ts';
import { useShared } from '../store.ts';
import { adoptChildren, readMarkup, ServerHtml, type ServerHtmlProps, ServerMarkup } from '../server-markup.tsx';

export interface HeaderDropdownProps {
	/** The mount point: React renders its content; its own attributes carry the dropdown's state. */
	container: HTMLElement;
	list: HeaderList;
	/** Props for the panel (the element the toggle's `aria-controls` names). */
	panel?: Record<string, unknown>;
}

const setFlag = (el: HTMLElement, name: string, value: string, on: boolean) => (on ? el.setAttribute(name, value) : el.removeAttribute(name));

/**
 * A header dropdown (mini-cart, compare, wishlist) rendered from the store's copy of its module (its
 * own server markup until there is one), kept fresh by its store while the island shows it
 * (`showMiniCart` of src/cart/, `showList` of src/lists/): a disclosure toggle, busy
 * (`aria-busy`) while the module call is in flight, and stale after a back/forward cache restore
 * until the fresh copy arrives, so nobody acts on an old one.
 */
export function HeaderDropdown({ container, list, panel }: HeaderDropdownProps) {
	const html = useShared((state) => state[list].html);
	// Until the store has the module, this mount point shows what the server printed in it: the page's own
	// nodes handed over (inline handlers dropped where React draws), not parsed again, so no sanitizer at load.
	const [printed] = useState(() => readMarkup(container, () => false));
	const busy = useBusy('module', list);
	const [stale, setStale] = useState(false);
	const dropdown = useRef<Disclosure | null>(null);
	// Read before React replaces the content: a focus inside it must not fall back to <body>.
	const hadFocus = useRef(false);
	hadFocus.current = container.contains(document.activeElement);

	useLayoutEffect(() => {
		const control = disclosure(container);
		dropdown.current = control;
		return () => {
			control.teardown();
			dropdown.current = null;
		};
	}, [container]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new copy of the module, whose content replaced the old.
	useLayoutEffect(() => {
		dropdown.current?.restore();
		if (hadFocus.current && !container.contains(document.activeElement)) container.querySelector<HTMLElement>('[aria-controls]')?.focus();
	}, [container, html]);

	useLayoutEffect(() => {
		setFlag(container, 'aria-busy', 'true', busy || stale);
		setFlag(container, 'data-stale', '', stale);
	}, [container, busy, stale]);
	useLayoutEffect(() => () => ['aria-busy', 'data-stale'].forEach((name) => container.removeAttribute(name)), [container]);

	// Restored from the back/forward cache: stale until the refresh its store started settles.
	useEffect(
		() =>
			listen(window, {
				pageshow: (event) => {
					if (event.persisted && isBusy('module', list)) setStale(true);
				},
			}),
		[list],
	);
	useEffect(() => {
		if (!busy) setStale(false);
	}, [busy]);

	const extra: ServerHtmlProps['extra'] = (el, top) =>
		panel && el.id && top.some((other) => other.getAttribute('aria-controls') === el.id) ? panel : undefined;
	if (html !== null) return <ServerHtml html={html} extra={extra} />;
	const top = printed.flatMap((node) => (typeof node === 'string' ? [] : [node.source]));
	return (
		<ServerMarkup
			nodes={printed}
			own={(node) => {
				const more = top.includes(node.source) ? extra(node.source, top) : undefined;
				return more && createElement(node.tag, { ...node.props, ...more, ref: adoptChildren(node.source) });
			}}
		/>
	);
}
