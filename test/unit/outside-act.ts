/**
 * Runs `work` with React scheduling as in a page, not as under act(): only what `work` flushes itself (or
 * the microtasks it awaits) is drawn when it returns.
 */
export async function outsideAct(work: () => void | Promise<void>): Promise<void> {
	const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
	const inTests = scope.IS_REACT_ACT_ENVIRONMENT;
	scope.IS_REACT_ACT_ENVIRONMENT = false;
	try {
		await work();
	} finally {
		scope.IS_REACT_ACT_ENVIRONMENT = inTests;
	}
}
