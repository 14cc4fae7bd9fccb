import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { subscribe } from '../bus.ts';
import { disclosure, type Disclosure } from '../disclosure.ts';
import { headerModules, refreshModule, type HeaderList } from '../header-module.ts';
import { listen } from '../listen.ts';
import { joinSync } from '../sync.ts';
import { useBusy, useStore } from '../use-store.ts';
import { ServerHtml, type ServerHtmlProps } from './server-html.tsx';

export interface HeaderDropdownProps {
	/** The mount point: React renders its content; its own attributes carry the dropdown's state. */
	container: HTMLElement;
	list: HeaderList;
	/** Who asks, for the request layer and the console. */
	source: string;
	/** What a screen reader hears when the count the module shows changes. */
	countText: (count: number) => string;
	/** Spec §4: the mini-cart is refreshed on mount (the page may come from a cache). */
	refreshOnMount?: boolean;
	/** Props for the panel (the element the toggle's `aria-controls` names). */
	panel?: Record<string, unknown>;
}

const setFlag = (el: HTMLElement, name: string, value: string, on: boolean) => (on ? el.setAttribute(name, value) : el.removeAttribute(name));

/**
 * A header dropdown (mini-cart, compare, wishlist) rendered from the store's copy of its module: a
 * disclosure toggle, re-fetched after each change of its list (in this tab or, through the sync, in
 * another), and when the page comes back from the back/forward cache, marked stale until then so
 * nobody acts on an old copy. Busy (`aria-busy`) while its module call is in flight.
 */
export function HeaderDropdown({ container, list, source, countText, refreshOnMount = false, panel }: HeaderDropdownProps) {
	const html = useStore((state) => state[list].html);
	const busy = useBusy('module', list);
	const [stale, setStale] = useState(false);
	const dropdown = useRef<Disclosure | null>(null);
	// Read before React replaces the content: a focus inside it must not fall back to <body>.
	const hadFocus = useRef(false);
	hadFocus.current = container.contains(document.activeElement);
	const text = useRef(countText);
	text.current = countText;

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

	useEffect(() => {
		const refresh = () => refreshModule(list, source, (count) => text.current(count));
		const unsubscribe = subscribe(headerModules[list].event, () => void refresh());
		const leaveSync = joinSync();
		const unlisten = listen(window, {
			pageshow: (event) => {
				if (!event.persisted) return;
				setStale(true);
				void refresh().finally(() => setStale(false));
			},
		});
		if (refreshOnMount) void refresh();
		return () => {
			unsubscribe();
			leaveSync();
			unlisten();
		};
	}, [list, source, refreshOnMount]);

	if (html === null) return null;
	const extra: ServerHtmlProps['extra'] = (el, top) =>
		panel && el.id && top.some((other) => other.getAttribute('aria-controls') === el.id) ? panel : undefined;
	return <ServerHtml html={html} extra={extra} />;
}
