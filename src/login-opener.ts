/**
 * Opens the login modal with the server's message (wishlist error 2, docs/behaviour.md#header-lists):
 * the login island registers its opener while it is mounted; list buttons call it.
 */
type Opener = (message?: string) => boolean;

let opener: Opener | null = null;

/** Registers the login island's opener; the returned function takes it back. */
export function registerLoginOpener(open: Opener): () => void {
	opener = open;
	return () => {
		if (opener === open) opener = null;
	};
}

/** False when nothing can open it (no login island, or no login form on the page): the caller then goes to the login page. */
export const openLogin = (message?: string): boolean => opener?.(message) ?? false;
