import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { uniqueId } from '../ids.ts';
import { findAgain, placeOf, type Place } from '../find-again.ts';

/** What the shopper had done to the server markup: its focused control and the fields they typed into. */
interface Taken {
	focused: { place: Place; start: number | null; end: number | null } | undefined;
	edited: Array<[Place, HTMLInputElement | HTMLTextAreaElement]>;
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (el: Element | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
const isTyped = (field: Field): boolean => !(field instanceof HTMLInputElement) || !['hidden', 'checkbox', 'radio', 'submit', 'button'].includes(field.type);

function take(container: Element): Taken {
	const active = document.activeElement;
	// Only the fields typed into: a listing mounts 48 forms of hidden fields, each place costs queries.
	const edited = [...container.querySelectorAll<Field>('input[name], textarea[name]')]
		.filter((field) => isTyped(field) && field.value !== field.defaultValue)
		.map((field): [Place, Field] => [placeOf(field, container), field]);
	const focused =
		active && active !== container && container.contains(active)
			? {
					place: placeOf(active, container),
					start: isField(active) && isTyped(active) ? active.selectionStart : null,
					end: isField(active) && isTyped(active) ? active.selectionEnd : null,
				}
			: undefined;
	return { focused, edited };
}

/**
 * Runs once React has put the island in the page, before the browser paints: the server's fields
 * may have been typed into while the island's code loaded, so their values and the focus move over.
 */
function Handover({ container, taken, children }: { container: Element; taken: Taken; children: ReactNode }) {
	useLayoutEffect(() => {
		for (const [place, old] of taken.edited) {
			const field = findAgain(container, place) ?? null;
			if (isField(field) && isTyped(field)) field.value = old.value;
		}
		const { focused } = taken;
		const target = focused && findAgain(container, focused.place);
		if (!focused || !target) return;
		target.focus({ preventScroll: true });
		if (isField(target) && isTyped(target) && focused.start !== null) target.setSelectionRange(focused.start, focused.end);
	}, [container, taken]);
	return children;
}

/**
 * Renders a React island into `container`. React removes the server markup in its first commit, the
 * one that inserts the island's, so nothing moves in between (no layout shift); focus, caret and typed
 * text carry over. Each root gets its own `useId` prefix: two islands never repeat an id. The returned
 * teardown unmounts the root and puts the server markup back, so the page works as it did before.
 */
export function renderIsland(container: Element, name: string, island: ReactNode, { deferred = false } = {}): () => void {
	const server = [...container.childNodes];
	const taken = take(container);
	const root = createRoot(container, { identifierPrefix: `${uniqueId(`vetrina-${name}`)}-` });
	const draw = () =>
		root.render(
			<Handover container={container} taken={taken}>
				{island}
			</Handover>,
		);
	// `deferred`, for a root that holds no control (price lines): drawn as a transition, in slices React
	// yields between, not in the mount's task; the server's markup shows the same until it commits.
	// Otherwise committed before `mount()` returns: an island marked ready is drawn, and the clicks the
	// bootstrap held while it loaded are replayed on the island's markup, not on the server's.
	if (deferred) startTransition(draw);
	else flushSync(draw);
	return () => {
		root.unmount();
		if (container.isConnected) container.replaceChildren(...server);
	};
}
