import { afterAll, beforeAll } from 'vitest';

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs `work` with React scheduling as in a page, not as under act(): only what `work` flushes itself (or
 * the microtasks it awaits) is drawn when it returns.
 */
export async function outsideAct(work: () => void | Promise<void>): Promise<void> {
	const inTests = scope.IS_REACT_ACT_ENVIRONMENT;
	scope.IS_REACT_ACT_ENVIRONMENT = false;
	try {
		await work();
	} finally {
		scope.IS_REACT_ACT_ENVIRONMENT = inTests;
	}
}

/**
 * For a file whose islands mount and draw as the registry has them do in a page (their own roots, drawn as
 * their calls are answered), outside act(): React is told not to expect act there, as in a page.
 */
export function drawAsInPage(): void {
	beforeAll(() => void (scope.IS_REACT_ACT_ENVIRONMENT = false));
	afterAll(() => void (scope.IS_REACT_ACT_ENVIRONMENT = true));
}
