/** Base class of every error Vetrina throws on purpose, so theme scripts can tell ours from others. */
export class VetrinaError extends Error {
	override name = 'VetrinaError';

	constructor(message: string, options?: ErrorOptions) {
		super(message, options);
	}
}
