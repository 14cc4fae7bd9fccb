/**
 * Islands mount one per task: the cards that scroll into view together, or the islands a page mounts at
 * load, never add up to one long task that holds a tap. `scheduler.yield()` resumes ahead of other tasks.
 */
let mounting: Promise<unknown> = Promise.resolve();

const yieldTask = (): Promise<void> =>
	(globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));

/** Runs `work` in a task of its own, after the mounts queued before it; a promise it returns holds the queue until it settles. */
export function mountInTurn(work: () => unknown): Promise<unknown> {
	const turn = mounting.then(yieldTask).then(work);
	// One island failing to mount does not stop those after it.
	mounting = turn.catch(() => undefined);
	return turn;
}
