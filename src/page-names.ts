/**
 * Names the bootstrap and the core both write, kept here so that each bundle carries them without the
 * other's code. An enum: esbuild writes its values in where they are used, as the bootstrap's budget wants.
 */
export enum PageName {
	/** The prefix of the DOM events the bus mirrors its events as, for theme scripts (`Vetrina.on` listens to them). */
	DomEventPrefix = 'vetrina:',
	/**
	 * The sessionStorage key a list add refused for a guest is handed over in, to the page a granted login
	 * loads (src/login-opener.ts); the bootstrap wakes the list islands when it finds one.
	 */
	ResumedAdd = 'vetrina:after-login',
}
