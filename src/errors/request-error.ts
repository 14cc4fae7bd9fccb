import { VetrinaError } from './vetrina-error.ts';

/**
 * Why a call failed, as the platform's generic messages classify it (docs/behaviour.md#request-failures): `parse` (not JSON),
 * `empty` (no content), `timeout`, `aborted` (the connection dropped), `http` (an error status).
 * `superseded` is ours: a newer call of the same kind replaced this one, so nobody should be told.
 */
export type RequestFailure = 'parse' | 'empty' | 'timeout' | 'aborted' | 'http' | 'superseded';

export class RequestError extends VetrinaError {
	override name = 'RequestError';

	constructor(
		readonly reason: RequestFailure,
		readonly method: string,
		readonly url: string,
		readonly status = 0,
		options?: ErrorOptions,
		/** The body of an answer with an error status: a server may say there why it refused (`{msg, error}`). */
		readonly answer = '',
	) {
		super(`Request failed with reason: ${reason}${status ? ` ${status}` : ''}: ${method} ${url}`, options);
	}
}

export const isRequestError = (error: unknown): error is RequestError =>
	error instanceof RequestError || (error instanceof Error && error.name === 'RequestError');

/** A superseded call is not a failure: its newer twin is already on its way. */
export const isSuperseded = (error: unknown): boolean => isRequestError(error) && error.reason === 'superseded';
