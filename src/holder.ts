/**
 * Where an island puts a React root in theme markup it shares: React redraws all a root holds, so the
 * root's element may hold no control (a form's own fields and native submit stay the server's) and no
 * mount point of another island, but inside the parts the root is for.
 */
import { attr } from './mount-point.ts';

/** Any island's mount point, theme or stock, pending or mounted. */
const MOUNT_POINT = `[${attr.island}], [${attr.found}]`;
const TAKEN = `input, select, textarea, button, ${MOUNT_POINT}`;

/** Whether `holder` is no mount point and holds no control nor mount point outside `parts`. */
export function holdsOnly(holder: Element, parts: readonly Element[] = []): boolean {
	if (holder.matches(MOUNT_POINT)) return false;
	return [...holder.querySelectorAll(TAKEN)].every((el) => parts.some((part) => part.contains(el)));
}

/** The smallest element strictly inside `within` that holds every part and nothing else taken, if any. */
export function smallestHolder(within: Element, parts: readonly Element[]): Element | null {
	let holder = parts[0]?.parentElement ?? null;
	while (holder && !parts.every((part) => holder!.contains(part))) holder = holder.parentElement;
	if (!holder || holder === within || !within.contains(holder)) return null;
	return holdsOnly(holder, parts) ? holder : null;
}
