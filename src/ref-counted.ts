/**
 * Shares what `start` sets up among its users: started when the first joins, stopped when the last
 * leaves. Each user's leave counts once, however often it is called.
 */
export function refCounted(start: () => () => void): () => () => void {
	let users = 0;
	let stop: (() => void) | undefined;
	return () => {
		if (users++ === 0) stop = start();
		let left = false;
		return () => {
			if (left) return;
			left = true;
			if (--users === 0) stop?.();
		};
	};
}
