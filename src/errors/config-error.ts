import { VetrinaError } from './vetrina-error.ts';

/** A config key that is missing or of the wrong type; the islands that need it stay off. */
export class ConfigError extends VetrinaError {
	override name = 'ConfigError';

	constructor(
		readonly key: string,
		problem: string,
	) {
		super(`[vetrina] config key \`${key}\` ${problem}`);
	}
}
