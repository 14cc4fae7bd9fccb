/** A mount point's attributes in one place: the registry writes them; tests, theme CSS and islands read them. */
export const attr = {
	/** The theme's mount point: `[data-vetrina="<name>"]`. */
	island: 'data-vetrina',
	/** `loading`, `ready` or `error`, once the island's trigger has fired. */
	state: 'data-island-state',
	/** The trigger that overrides the island's own. */
	on: 'data-on',
	/** Every mount point the registry found, pending included: stock markup has no attribute of its own. */
	found: 'data-island',
} as const;
