/**
 * Joomla keeps a shopper's session in the database without a lock: each request reads the whole session as
 * it starts and writes it back as it ends. Two calls of one page that overlap can undo each other's change:
 * three products added to the compare list at once leave one there, and two adds to cart at once one line
 * (the cart refresh that follows the first add writes the cart back without the second). So a call that
 * changes what the session holds is sent once the changes asked for before it have ended, and any other
 * call asked for meanwhile waits for them too. A reading call already in flight does not hold a change:
 * that would hold every change behind a slow search, for a race that needs a press within one answer's time.
 */

const ended = (call: Promise<unknown>): Promise<void> =>
	call.then(
		() => undefined,
		() => undefined,
	);

/** The end of the last change asked for, until it has ended: every call after it waits for it. */
let changing: Promise<void> | null = null;

/** Runs `send` once the changes asked for before it have ended; at once, in the same task, when there are none. */
export function inSessionTurn<T>(changesSession: boolean, send: () => Promise<T>): Promise<T> {
	const sent = changing ? changing.then(send) : send();
	if (!changesSession) return sent;
	const end = ended(sent);
	changing = end;
	void end.then(() => {
		if (changing === end) changing = null;
	});
	return sent;
}
